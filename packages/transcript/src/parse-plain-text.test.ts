import { describe, expect, it } from 'vitest';
import { parsePlainText } from './parse-plain-text';
import { expectTranscript, expectValidShape } from './test-support/expect-transcript';

const segmentsOf = (text: string) =>
  expectTranscript(parsePlainText(text)).segments.map(
    ({ startSeconds, endSeconds, text: spoken, speaker }) => ({
      startSeconds,
      endSeconds,
      text: spoken,
      speaker,
    }),
  );

describe('parsePlainText', () => {
  it('estimates times at 155 words a minute when none are given, one segment per sentence', () => {
    const words = (count: number, last: string) => `Word ${'word '.repeat(count - 2)}${last}`;
    // 31 words take 12 s at 155 words a minute.
    const text = `${words(31, 'end.')} ${words(31, 'stop.')}`;
    const result = parsePlainText(text);
    expectValidShape(result);
    expect(expectTranscript(result).format).toBe('text');
    expect(segmentsOf(text).map(({ startSeconds, endSeconds }) => [startSeconds, endSeconds])).toEqual([
      [0, 12],
      [12, 24],
    ]);
  });

  it('reads a published Markdown transcript: bold speaker labels, escaped stamps, ad breaks', () => {
    // The shape of The Changelog's transcripts (thechangelog/transcripts), with made-up words.
    const markdown = [
      "**Jerod Santo:** \\[00:10\\] Today we're joined by Ada.",
      '',
      '**Ada Lovelace:** Thanks for having me.\\',
      "It's io\\_uring all the way down \\[laughs\\].",
      '',
      '\\[00:40\\] And this paragraph is still Ada, after a stamp.',
      '',
      '**Break:** \\[01:00\\] to \\[01:20\\]',
      '',
      '**Jerod Santo: **',
      'Welcome __back__, said with no stamp.',
      '',
      '**Break**: \\[02:00\\]',
      '',
      '**Ada Lovelace**: \\[02:30\\] Thanks.',
    ].join('\n');
    expect(
      segmentsOf(markdown).map(({ startSeconds, text, speaker }) => [startSeconds, speaker, text]),
    ).toEqual([
      // Between two stamps the words share the time: 15 words in 30 s.
      [10, 'Jerod Santo', "Today we're joined by Ada."],
      [20, 'Ada Lovelace', 'Thanks for having me.'],
      [28, 'Ada Lovelace', "It's io_uring all the way down."],
      [40, 'Ada Lovelace', 'And this paragraph is still Ada, after a stamp.'],
      // The talk resumes where the break ends.
      [80, 'Jerod Santo', 'Welcome back, said with no stamp.'],
      [150, 'Ada Lovelace', 'Thanks.'],
    ]);
  });

  it('reads a paragraph in italics (a played voicemail) as its words, and leaves other stars alone', () => {
    const markdown = [
      '**Jerod Santo:** \\[00:10\\] Up next, a voicemail from a listener.',
      '',
      '*Hello, friends. My favourite episode was the _one_ on databases.*',
      '',
      '**Ada Lovelace:** \\[00:40\\] Two * three is six, pass *args and \\*kwargs, a snake_case name.',
    ].join('\n');
    expect(segmentsOf(markdown).map(({ text: spoken, speaker }) => [speaker, spoken])).toEqual([
      ['Jerod Santo', 'Up next, a voicemail from a listener.'],
      // Played, not said by the host who spoke last.
      [undefined, 'Hello, friends.'],
      [undefined, 'My favourite episode was the one on databases.'],
      ['Ada Lovelace', 'Two * three is six, pass *args and *kwargs, a snake_case name.'],
    ]);
  });

  it('leaves the Markdown characters of an ordinary transcript as written', () => {
    const text = [
      "Ann: Python calls __init__ first, then checks __name__ == '__main__'.",
      'Bob: Two ** 10 is 1024, and a path like C:\\temp\\new stays.',
      'Ann: A break at 1:02:03 is just words.',
    ].join('\n');
    expect(segmentsOf(text).map(({ text: spoken }) => spoken)).toEqual([
      "Python calls __init__ first, then checks __name__ == '__main__'.",
      'Two ** 10 is 1024, and a path like C:\\temp\\new stays.',
      'A break at 1:02:03 is just words.',
    ]);
  });

  it('reads hostile input in linear time: a long run of spaces, of asterisks, of backslashes, of italic markers', () => {
    for (const filler of [' ', '*', '\\', '_', ' *a', ' _a', 'a* ']) {
      const text = `**Ann:** hello${filler.repeat(200_000)}there [x].`;
      expect(segmentsOf(text).length).toBeGreaterThan(0);
    }
  });

  it('honours "[hh:mm:ss]" and "(m:ss)" timestamps and "Speaker:" prefixes', () => {
    const text =
      '[00:00:10] Ann: Hello there. How are you?\n(0:20) Bob: Fine.\nThanks for asking.\n\n[00:01:00] Ann: Great.';
    expect(segmentsOf(text)).toEqual([
      // Between two stated times, sentences share the interval by word count (2:3, then 1:3).
      { startSeconds: 10, endSeconds: 14, text: 'Hello there.', speaker: 'Ann' },
      { startSeconds: 14, endSeconds: 20, text: 'How are you?', speaker: 'Ann' },
      { startSeconds: 20, endSeconds: 30, text: 'Fine.', speaker: 'Bob' },
      { startSeconds: 30, endSeconds: 60, text: 'Thanks for asking.', speaker: 'Bob' },
      { startSeconds: 60, endSeconds: 60.387, text: 'Great.', speaker: 'Ann' },
    ]);
  });

  it('reads heading lines that name the speaker and time of the text below', () => {
    const text = 'Travis Albritton (00:01:02):\nWelcome back.\n\nSpeaker 2  1:10\nThanks.\n\nSarah:\nHi all.';
    expect(
      segmentsOf(text).map(({ startSeconds, text: spoken, speaker }) => [startSeconds, speaker, spoken]),
    ).toEqual([
      [62, 'Travis Albritton', 'Welcome back.'],
      [70, 'Speaker 2', 'Thanks.'],
      [70.387, 'Sarah', 'Hi all.'],
    ]);
  });

  it('joins wrapped lines into sentences and drops [Music]', () => {
    const text = 'this sentence is wrapped\nacross two lines. [Music] And this\none too.';
    expect(segmentsOf(text).map((segment) => segment.text)).toEqual([
      'this sentence is wrapped across two lines.',
      'And this one too.',
    ]);
  });

  it('does not take ordinary words or times of day for speakers', () => {
    const text = 'The answer is: yes.\nNote: this is not a speaker.\n10:30am is when we met.';
    const segments = segmentsOf(text);
    expect(segments.every((segment) => segment.speaker === undefined)).toBe(true);
    expect(segments.map((segment) => segment.text)).toEqual([
      'The answer is: yes.',
      'Note: this is not a speaker.',
      '10:30am is when we met.',
    ]);
  });

  it('ignores a timestamp that goes backwards instead of reordering the text', () => {
    const text = '[00:10] first.\n[00:05] second.\n[00:20] third.';
    expect(segmentsOf(text).map((segment) => [segment.startSeconds, segment.text])).toEqual([
      [10, 'first.'],
      [15, 'second.'],
      [20, 'third.'],
    ]);
  });

  it('explains empty input', () => {
    expect(parsePlainText(' \n\t ')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parsePlainText('[Music]\n[Applause]')).toMatchObject({
      ok: false,
      error: { code: 'no-segments' },
    });
  });
});
