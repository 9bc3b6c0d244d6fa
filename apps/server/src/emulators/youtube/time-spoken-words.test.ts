import { describe, expect, it } from 'vitest';
import { splitTranscriptParagraphs } from './split-transcript-paragraphs';
import { timeSpokenWords } from './time-spoken-words';

const TEXT = `Maya: Welcome back. Today, we're talking about memory, and why it fails us.

Theo: Right. So the first thing is, you know, nothing's wrong with you.

Maya: Exactly.`;

describe('splitTranscriptParagraphs', () => {
  it('splits on blank lines and reads speaker prefixes', () => {
    expect(
      splitTranscriptParagraphs(
        'Maya: Hello there.\nStill Maya.\n\n\nJust text: with a colon.\n\nDr. Ana López: Hola.',
      ),
    ).toEqual([
      { speaker: 'Maya', text: 'Hello there. Still Maya.' },
      { text: 'Just text: with a colon.' },
      { speaker: 'Dr. Ana López', text: 'Hola.' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitTranscriptParagraphs(' \n\n \r\n')).toEqual([]);
  });
});

describe('timeSpokenWords', () => {
  const paragraphs = splitTranscriptParagraphs(TEXT);

  it('is the same for the same seed and different for another', () => {
    expect(timeSpokenWords(paragraphs, 'abc')).toEqual(timeSpokenWords(paragraphs, 'abc'));
    expect(timeSpokenWords(paragraphs, 'abc').words[0]?.startMs).not.toBe(
      timeSpokenWords(paragraphs, 'xyz').words[0]?.startMs,
    );
  });

  it('keeps every word in order, with times that only move forward', () => {
    const { words } = timeSpokenWords(paragraphs, 'seed');
    expect(words.map((word) => word.text).join(' ')).toBe(paragraphs.map((p) => p.text).join(' '));
    for (const [index, word] of words.entries()) {
      expect(word.endMs).toBeGreaterThan(word.startMs);
      if (index > 0) expect(word.startMs).toBeGreaterThanOrEqual(words[index - 1]!.endMs);
    }
    expect(words.filter((word) => word.paragraphStart).map((word) => word.speaker)).toEqual([
      'Maya',
      'Theo',
      'Maya',
    ]);
  });

  it('speaks at the chosen pace, between 150 and 170 words a minute, pauses included', () => {
    // Paragraphs of a natural length: a few sentences each.
    const paragraph = TEXT.replace(/\n\n|(Maya|Theo): /g, ' ').trim();
    const long = splitTranscriptParagraphs(
      Array.from({ length: 30 }, () => `${paragraph} ${paragraph}`).join('\n\n'),
    );
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { words, wordsPerMinute } = timeSpokenWords(long, seed);
      expect(wordsPerMinute).toBeGreaterThanOrEqual(150);
      expect(wordsPerMinute).toBeLessThanOrEqual(170);
      const minutes = (words.at(-1)!.endMs - words[0]!.startMs) / 60_000;
      expect(words.length / minutes).toBeCloseTo(wordsPerMinute, 0);
    }
  });

  it('pauses longer between paragraphs than after a sentence, and after a sentence than between words', () => {
    const { words } = timeSpokenWords(
      splitTranscriptParagraphs(Array.from({ length: 20 }, () => TEXT).join('\n\n')),
      'p',
    );
    const gaps = { paragraph: [] as number[], sentence: [] as number[], word: [] as number[] };
    words.forEach((word, index) => {
      const previous = words[index - 1];
      if (!previous) return;
      const gap = word.startMs - previous.endMs;
      if (word.paragraphStart) gaps.paragraph.push(gap);
      else if (/[.!?]$/.test(previous.text)) gaps.sentence.push(gap);
      else if (!/[,;:]$/.test(previous.text)) gaps.word.push(gap);
    });
    expect(Math.min(...gaps.paragraph)).toBeGreaterThan(Math.max(...gaps.sentence));
    expect(Math.min(...gaps.sentence)).toBeGreaterThan(Math.max(...gaps.word));
  });

  it('gives no words for no paragraphs', () => {
    expect(timeSpokenWords([], 'x').words).toEqual([]);
  });
});
