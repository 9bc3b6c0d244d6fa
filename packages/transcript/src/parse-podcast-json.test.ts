import { describe, expect, it } from 'vitest';
import { parsePodcastJson } from './parse-podcast-json';
import { expectTranscript } from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parsePodcastJson', () => {
  it('merges the word-level example into one segment per sentence and speaker, keeping word times', () => {
    const transcript = expectTranscript(parsePodcastJson(readTestFixture('transcripts_example.json')));
    expect(transcript.format).toBe('podcast-json');
    expect(transcript.segments).toEqual([
      {
        startSeconds: 0.5,
        endSeconds: 2.5,
        text: 'I am your father.',
        speaker: 'Darth Vader',
        words: [
          { text: 'I', startSeconds: 0.5 },
          { text: 'am', startSeconds: 1 },
          { text: 'your', startSeconds: 1.5 },
          { text: 'father.', startSeconds: 2.25 },
        ],
      },
      {
        startSeconds: 2.75,
        endSeconds: 3,
        text: 'Nooooo',
        speaker: 'Luke',
        words: [{ text: 'Nooooo', startSeconds: 2.75 }],
      },
    ]);
  });

  it('keeps phrase-level entries as they are, without inventing word times', () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        { speaker: 'Ann', startTime: 0, endTime: 3.5, body: 'Welcome to the show.' },
        { speaker: 'Ann', startTime: '3.5', endTime: '6', body: 'Today: podcasts &amp; more.' },
      ],
    });
    expect(expectTranscript(parsePodcastJson(json)).segments).toEqual([
      { startSeconds: 0, endSeconds: 3.5, text: 'Welcome to the show.', speaker: 'Ann' },
      { startSeconds: 3.5, endSeconds: 6, text: 'Today: podcasts & more.', speaker: 'Ann' },
    ]);
  });

  it('breaks unpunctuated words at a long pause', () => {
    const words = ['so', 'yeah', 'anyway', 'next'].map((body, index) => ({
      startTime: index < 2 ? index : index + 5,
      endTime: index < 2 ? index + 0.5 : index + 5.5,
      body,
    }));
    const transcript = expectTranscript(parsePodcastJson(JSON.stringify({ segments: words })));
    expect(transcript.segments.map((segment) => segment.text)).toEqual(['so yeah', 'anyway next']);
  });

  it('skips broken entries and explains bad documents', () => {
    const json = JSON.stringify({
      segments: [{ startTime: 'soon', body: 'x' }, { startTime: 1, endTime: 2, body: 'fine' }, 7],
    });
    expect(expectTranscript(parsePodcastJson(json)).segments).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'fine', words: [{ text: 'fine', startSeconds: 1 }] },
    ]);
    expect(parsePodcastJson('{')).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(parsePodcastJson('{"version":"1.2.0","chapters":[]}')).toEqual({
      ok: false,
      error: { code: 'malformed', message: 'The Podcasting 2.0 JSON transcript has no "segments" list.' },
    });
    expect(parsePodcastJson('{"segments":[]}')).toMatchObject({ ok: false, error: { code: 'no-segments' } });
  });
});
