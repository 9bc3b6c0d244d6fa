import { describe, expect, it } from 'vitest';
import { finishTranscript, MAX_MEDIA_SECONDS, type DraftSegment } from './finish-transcript';
import { expectTranscript } from './test-support/expect-transcript';

const finish = (segments: DraftSegment[], clipOverlaps = false) =>
  expectTranscript(finishTranscript({ segments, format: 'srt', formatName: 'SRT' }, { clipOverlaps }))
    .segments;

describe('finishTranscript', () => {
  it('sorts, clamps negative starts and drops empty or absurd segments', () => {
    expect(
      finish([
        { startSeconds: 5, endSeconds: 6, text: 'second' },
        { startSeconds: -1, endSeconds: 1, text: 'first' },
        { startSeconds: 7, endSeconds: 8, text: '   ' },
        { startSeconds: Number.NaN, endSeconds: 8, text: 'nan' },
        { startSeconds: MAX_MEDIA_SECONDS + 1, text: 'far future' },
      ]),
    ).toEqual([
      { startSeconds: 0, endSeconds: 1, text: 'first' },
      { startSeconds: 5, endSeconds: 6, text: 'second' },
    ]);
  });

  it('replaces missing or backwards ends by the next start or a word-count estimate', () => {
    expect(
      finish([
        { startSeconds: 0, text: 'one two three four five six seven eight nine ten' },
        { startSeconds: 2, endSeconds: 1, text: 'backwards' },
        { startSeconds: 60, endSeconds: 60, text: 'zero length' },
      ]),
    ).toEqual([
      { startSeconds: 0, endSeconds: 2, text: 'one two three four five six seven eight nine ten' },
      { startSeconds: 2, endSeconds: 2.387, text: 'backwards' },
      { startSeconds: 60, endSeconds: 60.774, text: 'zero length' },
    ]);
  });

  it('merges an exact repeat that overlaps the previous segment, keeps a back-to-back one', () => {
    expect(
      finish([
        { startSeconds: 0, endSeconds: 2, text: 'No.' },
        { startSeconds: 1, endSeconds: 3, text: 'No.' },
        { startSeconds: 3, endSeconds: 4, text: 'No.' },
      ]).map((segment) => [segment.startSeconds, segment.endSeconds]),
    ).toEqual([
      [0, 3],
      [3, 4],
    ]);
  });

  it('clips overlapping ends only when asked, and keeps word times inside their segment', () => {
    const segments: DraftSegment[] = [
      {
        startSeconds: 0,
        endSeconds: 5,
        text: 'a b',
        words: [
          { text: 'a', startSeconds: -1 },
          { text: 'b', startSeconds: 9 },
        ],
      },
      { startSeconds: 2, endSeconds: 6, text: 'c' },
    ];
    expect(finish(segments)[0]?.endSeconds).toBe(5);
    expect(finish(segments, true)[0]).toEqual({
      startSeconds: 0,
      endSeconds: 2,
      text: 'a b',
      words: [
        { text: 'a', startSeconds: 0 },
        { text: 'b', startSeconds: 2 },
      ],
    });
  });

  it('normalises the language tag and reports a transcript with nothing said', () => {
    const result = finishTranscript({
      segments: [{ startSeconds: 0, text: 'hi' }],
      format: 'webvtt',
      formatName: 'WebVTT',
      language: ' pt_BR ',
    });
    expect(expectTranscript(result).language).toBe('pt-BR');
    const bad = finishTranscript({
      segments: [{ startSeconds: 0, text: 'hi' }],
      format: 'webvtt',
      formatName: 'WebVTT',
      language: 'en; drop',
    });
    expect(expectTranscript(bad).language).toBeUndefined();
    expect(finishTranscript({ segments: [], format: 'srt', formatName: 'SRT' })).toEqual({
      ok: false,
      error: { code: 'no-segments', message: 'The SRT input has no segments with spoken text.' },
    });
  });
});
