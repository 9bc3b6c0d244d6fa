import { describe, expect, it } from 'vitest';
import type { Transcript } from '@podbite/transcript';
import { endsSentence, normalizeWord } from '../text/normalize-word';
import { collectTimedWords, isSpace, SentenceEnds } from './collect-timed-words';
import type { TimedWord } from './timed-word';

/** The collection as it was written with /\S+/g and a closure per segment: the reference the loop must match. */
function referenceCollect(transcript: Transcript): TimedWord[] {
  const words: TimedWord[] = [];
  let previousStart = 0;
  const finiteOr = (value: number, fallback: number): number => (Number.isFinite(value) ? value : fallback);
  transcript.segments.forEach((segment, segmentIndex) => {
    const segmentStart = finiteOr(segment.startSeconds, previousStart);
    const segmentEnd = Math.max(segmentStart, finiteOr(segment.endSeconds, segmentStart));
    const push = (text: string, start: number, timed: boolean): void => {
      const startSeconds = Math.max(previousStart, start);
      previousStart = startSeconds;
      const word: TimedWord = { text, normalized: normalizeWord(text), startSeconds, segmentIndex, timed };
      if (segment.speaker) word.speaker = segment.speaker;
      words.push(word);
    };
    let timedWords = 0;
    for (const word of segment.words ?? []) {
      const text = word.text.trim();
      if (text === '') continue;
      timedWords++;
      const start = finiteOr(word.startSeconds, segmentStart);
      if (!/\s/.test(text)) push(text, start, true);
      else for (const part of text.split(/\s+/)) push(part, start, true);
    }
    if (timedWords > 0) return;
    const length = Math.max(1, segment.text.length);
    for (const match of segment.text.matchAll(/\S+/g))
      push(match[0], segmentStart + ((segmentEnd - segmentStart) * match.index) / length, false);
  });
  return words;
}

/** Characters /\s/ counts as space, some it does not, and ordinary text. */
const alphabet = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u200a',
  '\u200b',
  '\u2028',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u180e',
  '\u0085',
  'a',
  'B',
  '.',
  ',',
  "'",
  '\u00e9',
  '\ud83d\ude00',
  '1',
];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('collectTimedWords', () => {
  it('reads white space exactly as /\\s/ does, for every UTF-16 code unit', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) disagreements.push(code.toString(16));
    expect(disagreements).toEqual([]);
  });

  it('cuts, times and labels words as the /\\S+/g reference does', () => {
    const random = generator(7);
    for (let trial = 0; trial < 300; trial++) {
      const segments: Transcript['segments'] = [];
      const count = Math.floor(random() * 5);
      for (let s = 0; s < count; s++) {
        let text = '';
        const characters = Math.floor(random() * 30);
        for (let c = 0; c < characters; c++) text += alphabet[Math.floor(random() * alphabet.length)];
        const start = random() < 0.1 ? Number.NaN : s * 3 - random();
        const end = random() < 0.1 ? Number.POSITIVE_INFINITY : start + random() * 4;
        const segment: Transcript['segments'][number] = { startSeconds: start, endSeconds: end, text };
        if (random() < 0.4) segment.speaker = random() < 0.5 ? 'Ana' : '';
        if (random() < 0.3)
          segment.words = text
            .split(' ')
            .map((part, k) => ({ text: part, startSeconds: random() < 0.1 ? Number.NaN : start + k * 0.2 }));
        segments.push(segment);
      }
      const transcript: Transcript = { segments, format: 'srt' };
      const closesSentence = new SentenceEnds();
      const words = collectTimedWords(transcript, closesSentence);
      expect(words).toEqual(referenceCollect(transcript));
      expect([...closesSentence.flags()]).toEqual(words.map((word) => (endsSentence(word.text) ? 1 : 0)));
    }
  });
});

describe('SentenceEnds', () => {
  it('keeps every flag in order as it grows past its first thousand bytes', () => {
    const ends = new SentenceEnds();
    const expected: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const closes = i % 7 === 0 || i % 11 === 3;
      ends.add(closes);
      expected.push(closes ? 1 : 0);
    }
    expect([...ends.flags()]).toEqual(expected);
  });

  it('holds nothing before a word is added', () => {
    expect(new SentenceEnds().flags().length).toBe(0);
  });
});
