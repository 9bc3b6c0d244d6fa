import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './parse-webvtt';
import {
  expectTranscript,
  expectValidShape,
  first,
  last,
  findRepeatsAtJoins,
} from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parseWebVtt on YouTube auto-captions (rolling, inline word timings)', () => {
  const content = readTestFixture('auto-captions.en.vtt');
  const transcript = expectTranscript(parseWebVtt(content));

  it('reads the header and marks the track automatic', () => {
    expect(transcript.format).toBe('webvtt');
    expect(transcript.language).toBe('en');
    expect(transcript.automatic).toBe(true);
    expectValidShape(parseWebVtt(content));
  });

  it('keeps each caption line once: 280 timed lines plus the untimed "do" and "6,000"', () => {
    expect(transcript.segments).toHaveLength(282);
    expect(first(transcript)).toMatchObject({
      startSeconds: 0.16,
      endSeconds: 2.11,
      text: "this is the first of a 100 Wells we're",
    });
    expect(transcript.segments[1]).toMatchObject({
      startSeconds: 2.12,
      text: 'going to build in this video oh',
    });
    expect(last(transcript)).toEqual({ startSeconds: 628.12, endSeconds: 631.12, text: '6,000' });
  });

  it('outputs every spoken word exactly once (2,052 timed words + 2 untimed)', () => {
    const wordCount = transcript.segments.reduce((sum, segment) => sum + segment.text.split(' ').length, 0);
    expect(wordCount).toBe(2054);
  });

  it('has no repeated lines and no word sequence repeated across a join', () => {
    transcript.segments.slice(1).forEach((segment, index) => {
      expect(segment.text).not.toBe(transcript.segments[index]?.text);
    });
    expect(findRepeatsAtJoins(transcript.segments)).toEqual([]);
  });

  it('gives each word its inline start time; the first word starts with the cue', () => {
    expect(first(transcript).words?.slice(0, 3)).toEqual([
      { text: 'this', startSeconds: 0.16 },
      { text: 'is', startSeconds: 0.32 },
      { text: 'the', startSeconds: 0.48 },
    ]);
    expect(first(transcript).words?.at(-1)).toEqual({ text: "we're", startSeconds: 2 });
  });

  it('drops [Music] and ends each line where the next begins', () => {
    expect(transcript.segments.some((segment) => segment.text.includes('Music'))).toBe(false);
    transcript.segments.slice(1).forEach((segment, index) => {
      expect(transcript.segments[index]?.endSeconds).toBeLessThanOrEqual(segment.startSeconds);
    });
  });
});

describe('parseWebVtt on manual captions', () => {
  it('reads youtube-dl manual captions: 13 cues, [Intro] dropped, curly quotes kept', () => {
    const transcript = expectTranscript(parseWebVtt(readTestFixture('manual-captions.en.vtt')));
    expect(transcript.segments).toHaveLength(13);
    expect(transcript.automatic).toBeUndefined();
    expect(first(transcript)).toEqual({
      startSeconds: 0.16,
      endSeconds: 3.54,
      text: 'Hi I’m John Green and this is Crash Course European History.',
    });
    expect(transcript.segments.find((segment) => segment.startSeconds === 28.88)?.text).toBe(
      'So, population was rising in 18th century',
    );
    expect(last(transcript)).toEqual({
      startSeconds: 60.96,
      endSeconds: 65.14,
      text: 'Now, this may seem like minor progress, but here’s another way of thinking about it:',
    });
  });

  it('reads the Podcasting 2.0 example: CRLF lines, <v> speakers, &amp;', () => {
    const transcript = expectTranscript(parseWebVtt(readTestFixture('transcripts_example.vtt')));
    expect(transcript.segments).toHaveLength(7);
    expect(first(transcript)).toEqual({
      startSeconds: 0,
      endSeconds: 2.76,
      text: "In today's episode, you'll learn whether or not you",
      speaker: 'Sarah',
    });
    expect(transcript.segments[2]?.text).toBe('include in one? Welcome to Podcasting Q&A, where you learn');
    expect(last(transcript)).toEqual({
      startSeconds: 21.45,
      endSeconds: 25.35,
      text: 'careers podcast. My question is, do we need a podcast trailer?',
      speaker: 'Gillian',
    });
  });

  it('reads Python Bytes 200: 597 cues without speakers, [laughing] dropped', () => {
    const transcript = expectTranscript(
      parseWebVtt(readTestFixture('200-no-dog-piling-please-it-s-episode-200.vtt')),
    );
    expect(transcript.segments).toHaveLength(597);
    expect(first(transcript)).toEqual({
      startSeconds: 0.001,
      endSeconds: 5.14,
      text: 'Hello and welcome to Python Bytes, where we deliver Python news and headlines directly to your earbuds.',
    });
    expect(last(transcript)).toEqual({
      startSeconds: 1937.06,
      endSeconds: 1938.24,
      text: 'with your friends and colleagues.',
    });
    expect(transcript.segments.every((segment) => segment.speaker === undefined)).toBe(true);
    expect(transcript.segments.some((segment) => segment.text.includes('['))).toBe(false);
  });

  it('reads Python Bytes 451: 404 cues with <v> speakers', () => {
    const transcript = expectTranscript(parseWebVtt(readTestFixture('451-databases-are-a-fad-names.vtt')));
    expect(transcript.segments).toHaveLength(404);
    expect(first(transcript)).toMatchObject({ startSeconds: 0.1, endSeconds: 5.86, speaker: 'Brian Okken' });
    expect(first(transcript).text).toBe(
      "Hello, everybody. Welcome to Python Bytes. Let's kick it off. It's a bunch of exciting news today.",
    );
    expect(last(transcript)).toEqual({
      startSeconds: 1432.96,
      endSeconds: 1433.14,
      text: 'Bye.',
      speaker: 'Brian Okken',
    });
    expect(new Set(transcript.segments.map((segment) => segment.speaker))).toEqual(
      new Set(['Brian Okken', 'Michael Kennedy', 'Speaker 3']),
    );
  });
});

describe('parseWebVtt syntax', () => {
  it('skips NOTE, STYLE and REGION blocks, cue ids and cue settings', () => {
    const vtt = [
      'WEBVTT - a title',
      'Language: de-DE',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'REGION',
      'id:fred width:40%',
      '',
      'NOTE this is a comment',
      'that spans lines',
      '',
      'intro-1',
      '00:01.000 --> 00:04.000 align:start line:0%',
      '<v.loud Ann Lee><b>Hello</b> &lt;there&gt;</v>',
      '',
      '00:00:05.500 --> 00:00:07.000',
      '<i>Second</i> line',
      'continues',
    ].join('\n');
    const transcript = expectTranscript(parseWebVtt(vtt));
    expect(transcript.language).toBe('de-DE');
    expect(transcript.segments).toEqual([
      { startSeconds: 1, endSeconds: 4, text: 'Hello <there>', speaker: 'Ann Lee' },
      { startSeconds: 5.5, endSeconds: 7, text: 'Second line continues' },
    ]);
  });

  it('keeps repeated lines of manual captions that do not roll', () => {
    const vtt =
      'WEBVTT\n\n00:01.000 --> 00:02.000\nNo.\n\n00:02.000 --> 00:03.000\nNo.\n\n00:03.000 --> 00:04.000\nYes.';
    const transcript = expectTranscript(parseWebVtt(vtt));
    expect(transcript.segments.map((segment) => segment.text)).toEqual(['No.', 'No.', 'Yes.']);
  });

  it('removes rolling repeats even without inline timings', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:01.000 --> 00:02.000\none two',
      '',
      '00:02.000 --> 00:03.000\none two\nthree four',
      '',
      '00:03.000 --> 00:04.000\nthree four\nfive six',
      '',
      '00:04.000 --> 00:05.000\nfive six\nseven',
    ].join('\n');
    const transcript = expectTranscript(parseWebVtt(vtt));
    expect(transcript.segments.map((segment) => segment.text)).toEqual([
      'one two',
      'three four',
      'five six',
      'seven',
    ]);
    expect(transcript.automatic).toBe(true);
  });

  it('starts a new cue at a timing line even without the blank line before it', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nfirst\n00:02.000 --> 00:03.000\nsecond';
    expect(expectTranscript(parseWebVtt(vtt)).segments.map((segment) => segment.text)).toEqual([
      'first',
      'second',
    ]);
  });

  it('names a "Name:" speaker until the next one when cues carry no <v>', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nAnn: Hi there\n\n00:02.000 --> 00:03.000\nhow are you';
    expect(expectTranscript(parseWebVtt(vtt)).segments).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'Hi there', speaker: 'Ann' },
      { startSeconds: 2, endSeconds: 3, text: 'how are you', speaker: 'Ann' },
    ]);
  });

  it('fixes an end before the start and skips cues with broken timings', () => {
    const vtt =
      'WEBVTT\n\n00:05.000 --> 00:04.000\nbackwards\n\n00:0x.000 --> 00:09.000\nbroken\n\n00:10.000 --> 00:11.000\nfine';
    const transcript = expectTranscript(parseWebVtt(vtt));
    expect(transcript.segments.map((segment) => segment.text)).toEqual(['backwards', 'fine']);
    expect(first(transcript).endSeconds).toBeGreaterThan(5);
    expect(first(transcript).endSeconds).toBeLessThanOrEqual(10);
  });

  it('explains what is wrong with bad input', () => {
    expect(parseWebVtt('')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'WebVTT input is empty.' },
    });
    expect(parseWebVtt('1\n00:00:01,000 --> 00:00:02,000\nhi')).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
    expect(parseWebVtt('WEBVTT\n\nno cues here')).toMatchObject({
      ok: false,
      error: { code: 'no-segments' },
    });
    expect(parseWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\n[Music]')).toMatchObject({
      ok: false,
      error: { code: 'no-segments' },
    });
  });
});
