import { describe, expect, it } from 'vitest';
import { parseSrt } from './parse-srt';
import { expectTranscript, expectValidShape, first, last } from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parseSrt on the Podcasting 2.0 example', () => {
  const result = parseSrt(readTestFixture('transcripts_example.srt'));
  const transcript = expectTranscript(result);

  it('reads all 222 cues with their first and last timings', () => {
    expectValidShape(result);
    expect(transcript.format).toBe('srt');
    expect(transcript.segments).toHaveLength(222);
    expect(first(transcript)).toEqual({
      startSeconds: 0.179,
      endSeconds: 2.399,
      text: "When you first get started in podcasting, it's",
      speaker: 'Travis',
    });
    expect(last(transcript)).toEqual({
      startSeconds: 752.671,
      endSeconds: 754.769,
      text: 'best thing to do is to batch your episodes.',
      speaker: 'Travis',
    });
  });

  it('follows the "Name:" speaker turns in file order', () => {
    const turns = transcript.segments
      .map((segment) => segment.speaker)
      .filter((speaker, index, all) => index === 0 || speaker !== all[index - 1]);
    expect(turns).toEqual([
      'Travis',
      'Sarah',
      'Travis',
      'Gilon',
      'Travis',
      'Gilon',
      'Travis',
      'Sarah',
      'Gilon',
      'Travis',
    ]);
  });
});

describe('parseSrt syntax', () => {
  it('strips markup and ASS codes, decodes entities, accepts "." milliseconds', () => {
    const srt =
      '1\n00:00:01.500 --> 00:00:03,000\n{\\an8}<i>Hello</i> <font color="#fff">world</font> &amp; more\n';
    expect(expectTranscript(parseSrt(srt)).segments).toEqual([
      { startSeconds: 1.5, endSeconds: 3, text: 'Hello world & more' },
    ]);
  });

  it('copes with a missing blank line, a missing index and a numeric caption', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '100',
      '',
      '2',
      '00:00:02,000 --> 00:00:03,000',
      'two',
      '00:00:03,000 --> 00:00:04,000',
      'three',
    ].join('\n');
    expect(expectTranscript(parseSrt(srt)).segments.map((segment) => segment.text)).toEqual([
      '100',
      'two',
      'three',
    ]);
  });

  it('sorts shuffled cues and drops empty and sound-only ones', () => {
    const srt =
      '2\n00:00:05,000 --> 00:00:06,000\nlater\n\n1\n00:00:01,000 --> 00:00:02,000\nearlier\n\n3\n00:00:07,000 --> 00:00:08,000\n[Applause]\n\n4\n00:00:09,000 --> 00:00:10,000\n\n';
    expect(expectTranscript(parseSrt(srt)).segments.map((segment) => segment.text)).toEqual([
      'earlier',
      'later',
    ]);
  });

  it('ends a song turn: lyrics after a speaker are not theirs', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,000\nAnn: Listen.\n\n2\n00:00:02,000 --> 00:00:03,000\n♪ la la ♪\n\n3\n00:00:03,000 --> 00:00:04,000\nnext';
    expect(expectTranscript(parseSrt(srt)).segments).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'Listen.', speaker: 'Ann' },
      { startSeconds: 2, endSeconds: 3, text: 'la la' },
      { startSeconds: 3, endSeconds: 4, text: 'next' },
    ]);
  });

  it('ends a turn at a change-of-speaker mark without a name: who speaks next is not said', () => {
    const at = (second: number): string => `00:00:${String(second).padStart(2, '0')},000`;
    const cue = (n: number, text: string): string => `${n}\n${at(n)} --> ${at(n + 1)}\n${text}\n\n`;
    const srt =
      cue(1, 'Ann: Listen.') +
      cue(2, '>> What was that?') +
      cue(3, 'next') +
      cue(4, 'Bob: Hi. >> Hello.') +
      cue(5, 'still someone else') +
      cue(6, 'Cy: Right.') +
      cue(7, '- Hello there.\n- Hi.') +
      cue(8, 'Dee: So -- yes.') +
      cue(9, 'and on.');
    expect(expectTranscript(parseSrt(srt)).segments.map((segment) => segment.speaker)).toEqual([
      'Ann',
      undefined,
      undefined,
      'Bob',
      undefined,
      'Cy',
      undefined,
      'Dee',
      'Dee',
    ]);
  });

  it('explains what is wrong with bad input', () => {
    expect(parseSrt('   \n')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseSrt('just some words')).toEqual({
      ok: false,
      error: {
        code: 'malformed',
        message: 'No SRT cues found (timing lines like "00:00:01,000 --> 00:00:04,000").',
      },
    });
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\n\n')).toMatchObject({
      ok: false,
      error: { code: 'no-segments' },
    });
  });
});
