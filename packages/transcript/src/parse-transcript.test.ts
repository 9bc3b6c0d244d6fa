import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat } from './detect-transcript-format';
import type { TranscriptFormat } from './model';
import { parseTranscript } from './parse-transcript';
import { MAX_TRANSCRIPT_CHARACTERS } from './prepare-transcript-input';
import { expectTranscript } from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('detectTranscriptFormat', () => {
  it.each<[string, TranscriptFormat]>([
    ['auto-captions.en.vtt', 'webvtt'],
    ['manual-captions.en.vtt', 'webvtt'],
    ['transcripts_example.vtt', 'webvtt'],
    ['200-no-dog-piling-please-it-s-episode-200.vtt', 'webvtt'],
    ['transcripts_example.srt', 'srt'],
    ['rg7Fvvl3taU.en.json3', 'json3'],
    ['RWBY-Vol1-Episode-1.manual.srv3.xml', 'srv3'],
    ['transcripts_example.json', 'podcast-json'],
    ['transcripts_example.html', 'podcast-html'],
  ])('recognises %s from its content alone', (fixture, format) => {
    expect(detectTranscriptFormat(readTestFixture(fixture))).toBe(format);
  });

  it('lets content win over a wrong hint', () => {
    expect(
      detectTranscriptFormat('WEBVTT\n\n00:01.000 --> 00:02.000\nhi', {
        fileName: 'x.txt',
        contentType: 'text/html',
      }),
    ).toBe('webvtt');
    expect(
      detectTranscriptFormat('1\n00:00:01,000 --> 00:00:02,000\nhi', { contentType: 'text/plain' }),
    ).toBe('srt');
  });

  it('uses the hint for what content leaves open', () => {
    expect(detectTranscriptFormat('{"foo": 1}', { fileName: 'episode.JSON' })).toBe('podcast-json');
    expect(detectTranscriptFormat('{"foo": 1}', { contentType: 'application/json; charset=utf-8' })).toBe(
      'podcast-json',
    );
    expect(detectTranscriptFormat('<root/>', { fileName: 'captions.srv3' })).toBe('srv3');
    expect(detectTranscriptFormat('{"foo": 1}')).toBeUndefined();
  });

  it('treats prose as plain text, even when it opens with a bracket', () => {
    expect(detectTranscriptFormat('Hello and welcome.')).toBe('text');
    expect(detectTranscriptFormat('[00:00:01] Ann: Hi')).toBe('text');
    expect(detectTranscriptFormat('[Music] hi')).toBe('text');
    expect(detectTranscriptFormat('<3 this show')).toBe('text');
  });

  it('refuses binary content and blank input', () => {
    expect(detectTranscriptFormat('ID3\u0000\u0000\u0004binary')).toBeUndefined();
    expect(detectTranscriptFormat('\uFFFD\uFFFD\uFFFDxx\uFFFD')).toBeUndefined();
    expect(detectTranscriptFormat('  \n ')).toBeUndefined();
  });
});

describe('parseTranscript', () => {
  it('dispatches to the parser of the detected format', () => {
    const json = expectTranscript(parseTranscript(readTestFixture('transcripts_example.json')));
    expect(json.format).toBe('podcast-json');
    const srt = expectTranscript(
      parseTranscript(readTestFixture('transcripts_example.srt'), { fileName: 'a.srt' }),
    );
    expect(srt.format).toBe('srt');
    expect(expectTranscript(parseTranscript('\uFEFFJust words here.')).segments[0]?.text).toBe(
      'Just words here.',
    );
  });

  it('returns clear errors', () => {
    expect(parseTranscript('PK\u0003\u0004\u0000\u0000zip')).toEqual({
      ok: false,
      error: {
        code: 'unrecognized-format',
        message:
          'This is not a transcript or caption file PodBite can read (WebVTT, SRT, YouTube json3 or timedtext XML, Podcasting 2.0 JSON or HTML, plain text).',
      },
    });
    expect(parseTranscript('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseTranscript('a'.repeat(MAX_TRANSCRIPT_CHARACTERS + 1))).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });
});
