import { describe, expect, it } from 'vitest';
import { buildAutomaticLines, toRecognisedWord } from './build-automatic-lines';
import { splitTranscriptParagraphs } from './split-transcript-paragraphs';
import { timeSpokenWords } from './time-spoken-words';

describe('toRecognisedWord', () => {
  it.each([
    ['Hello,', 'hello'],
    ['"Dust".', 'dust'],
    ['don’t', "don't"],
    ['I', 'I'],
    ["I'm", "I'm"],
    ['I’ve', "I've"],
    ['60', '60'],
    ['well-known', 'well-known'],
    ['—', ''],
    ['(GPS)', 'gps'],
  ])('writes %j as %j', (written, recognised) => {
    expect(toRecognisedWord(written)).toBe(recognised);
  });
});

describe('buildAutomaticLines', () => {
  const words = timeSpokenWords(
    splitTranscriptParagraphs(
      'Maya: Welcome back to Margin Notes. I’m Maya, and today — well, today we talk memory.\n\nTheo: Yes! Retrieval practice, spacing, and teaching it to someone else, which is the fun part.',
    ),
    'lines',
  ).words;
  const lines = buildAutomaticLines(words);

  it('drops case, punctuation and speaker names but keeps every spoken word', () => {
    const text = lines.flatMap((line) => line.words.map((word) => word.text)).join(' ');
    expect(text).toBe(
      "welcome back to margin notes I'm maya and today well today we talk memory yes retrieval practice spacing and teaching it to someone else which is the fun part",
    );
  });

  it('fills lines up to 40 characters and starts a new one after a pause', () => {
    for (const line of lines) {
      expect(line.words.map((word) => word.text).join(' ').length).toBeLessThanOrEqual(40);
    }
    // The paragraph pause (over a second) always opens a new line at "yes".
    expect(lines.some((line) => line.words[0]?.text === 'yes')).toBe(true);
  });

  it('keeps word times inside their line', () => {
    for (const line of lines) {
      expect(line.words[0]?.startMs).toBe(line.startMs);
      for (const word of line.words) expect(word.startMs).toBeLessThan(line.endMs);
    }
  });
});
