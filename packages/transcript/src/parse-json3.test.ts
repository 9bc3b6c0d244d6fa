import { describe, expect, it } from 'vitest';
import { parseJson3 } from './parse-json3';
import {
  expectTranscript,
  expectValidShape,
  first,
  last,
  findRepeatsAtJoins,
} from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parseJson3 on a 37-minute auto-caption track', () => {
  const content = readTestFixture('rg7Fvvl3taU.en.json3');
  const result = parseJson3(content);
  const transcript = expectTranscript(result);

  it('makes one segment per caption line (1,173 events with words) and marks it automatic', () => {
    expectValidShape(result);
    expect(transcript.format).toBe('json3');
    expect(transcript.automatic).toBe(true);
    expect(transcript.segments).toHaveLength(1173);
    expect(first(transcript)).toMatchObject({
      startSeconds: 0.08,
      endSeconds: 1.52,
      text: 'have you just started to learn grid or',
    });
    expect(last(transcript)).toMatchObject({
      startSeconds: 2221.92,
      endSeconds: 2224.96,
      text: 'more awesome',
    });
  });

  it('keeps every word of every seg exactly once (8,289 words), layout events skipped', () => {
    const events = (JSON.parse(content) as { events: { segs?: { utf8: string }[] }[] }).events;
    const expected = events
      .flatMap((event) => event.segs ?? [])
      .flatMap((seg) => seg.utf8.split(/\s+/).filter(Boolean));
    const words = transcript.segments.flatMap((segment) => segment.text.split(' '));
    expect(expected).toHaveLength(8289);
    expect(words).toEqual(expected);
  });

  it('has no repeated lines and no word sequence repeated across a join', () => {
    transcript.segments.slice(1).forEach((segment, index) => {
      expect(segment.text).not.toBe(transcript.segments[index]?.text);
    });
    // The only runs repeated across a join are the speaker's own, each once in the source events.
    expect(findRepeatsAtJoins(transcript.segments)).toEqual([
      "now and margins i'm using less and less | and less for little spacing things",
      'uh four four five | four four five and that was one one',
    ]);
  });

  it('times each word from tStartMs + tOffsetMs', () => {
    expect(first(transcript).words?.slice(0, 4)).toEqual([
      { text: 'have', startSeconds: 0.08 },
      { text: 'you', startSeconds: 0.16 },
      { text: 'just', startSeconds: 0.32 },
      { text: 'started', startSeconds: 0.56 },
    ]);
    expect(last(transcript).words).toEqual([
      { text: 'more', startSeconds: 2221.92 },
      { text: 'awesome', startSeconds: 2222.4 },
    ]);
  });
});

describe('parseJson3 variants', () => {
  it('reads manual json3 (one seg per event, newlines inside) without word times', () => {
    const json = JSON.stringify({
      events: [
        { tStartMs: 0, dDurationMs: 5000, id: 1, wpWinPosId: 1 },
        { tStartMs: 1000, dDurationMs: 2000, segs: [{ utf8: 'Hello &amp;\nwelcome' }] },
        { tStartMs: 3000, segs: [{ utf8: '\n' }] },
        { tStartMs: 3500, dDurationMs: 1000, segs: [{ utf8: '[Music]' }] },
      ],
    });
    const transcript = expectTranscript(parseJson3(json));
    expect(transcript.automatic).toBeUndefined();
    expect(transcript.segments).toEqual([{ startSeconds: 1, endSeconds: 3, text: 'Hello &amp; welcome' }]);
  });

  it('skips events with broken times and explains bad documents', () => {
    const json = JSON.stringify({
      events: [
        { tStartMs: 'x', segs: [{ utf8: 'bad' }] },
        { tStartMs: 10, segs: [{ utf8: 'ok' }] },
      ],
    });
    expect(expectTranscript(parseJson3(json)).segments.map((segment) => segment.text)).toEqual(['ok']);
    expect(parseJson3('{"events": [')).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(parseJson3('{"segments": []}')).toEqual({
      ok: false,
      error: { code: 'malformed', message: 'The json3 captions have no "events" list.' },
    });
    expect(parseJson3('{"events": []}')).toMatchObject({ ok: false, error: { code: 'no-segments' } });
  });
});
