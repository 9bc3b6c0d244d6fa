import { describe, expect, it } from 'vitest';
import { buildPod } from '../build-pod';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { breadLines, gardeningLines } from '../test-support/sample-lines';
import { signOffStart } from './episode-sign-off';

/** The sentences of a punctuated transcript and where it ends. */
function talk(lines: readonly string[]) {
  const sentences = buildSentences(makeTranscript(lines));
  return { sentences, duration: sentences[sentences.length - 1]!.endSeconds };
}

/** About five minutes of talk: a sign-off in its last 45 seconds is within the 15% looked at. */
const body = [...gardeningLines, ...breadLines, ...gardeningLines, ...breadLines];

const credits = [
  'I am so sorry Keith, Julian, Rose and Shadow Rain for the delay with this one.',
  'Nick, Krista, Jeremy, Raphael, Shelby and Eric, I will never be able to pronounce your names.',
];

describe('signOffStart', () => {
  it('finds the first sign-off near the end, however warm the thanks', () => {
    for (const signOff of [
      'Thank you all so much for watching, and forgive me if I sound a little wrecked today.',
      'Special thanks to my patrons on Patreon, you keep this channel going.',
      'That is all for this video, I will see you next time.'.replace('That is', "That's"),
      'Anyway, I will see you all again next week.',
    ]) {
      const { sentences, duration } = talk([...body, signOff, ...credits]);
      expect(sentences[signOffStart(sentences, duration)]!.words[0]!.text).toBe(signOff.split(' ')[0]);
    }
  });

  it('finds none mid-episode, nor in thanks to a guest', () => {
    const early = talk([
      'Thanks for watching my last video, so many of you asked about sourdough and tomatoes.',
      ...gardeningLines,
      ...breadLines,
    ]);
    expect(signOffStart(early.sentences, early.duration)).toBe(early.sentences.length);
    const guest = talk([...body, 'Thanks for having me, this was a lot of fun.']);
    expect(signOffStart(guest.sentences, guest.duration)).toBe(guest.sentences.length);
  });

  it('looks no further back than three minutes from the end', () => {
    // A news item that describes a sign-off six minutes before the end is content.
    const lines = [...gardeningLines, 'Someone signs every post with take care till next time I see you.'];
    for (let k = 0; k < 12; k++) lines.push(...breadLines);
    const { sentences, duration } = talk(lines);
    const described = sentences.findIndex((sentence) => sentence.words.some((word) => word.text === 'signs'));
    expect(duration - sentences[described]!.startSeconds).toBeGreaterThan(180);
    expect(signOffStart(sentences, duration)).toBe(sentences.length);
  });

  it('reads auto-captions too', () => {
    const sentences = buildSentences(
      makeAutoCaptions([...body, 'thanks so much for watching guys', ...credits]),
    );
    const start = signOffStart(sentences, sentences[sentences.length - 1]!.endSeconds);
    expect(start).toBeLessThan(sentences.length);
    expect(sentences[start]!.words.map((word) => word.text).join(' ')).toMatch(
      /thanks so much for watching/i,
    );
  });
});

describe('the credits after a sign-off', () => {
  it('make no bite and no detail', () => {
    const pod = buildPod(makeTranscript([...body, 'Thank you so much for watching everyone.', ...credits]));
    expect(pod.bites.length).toBeGreaterThan(0);
    for (const bite of pod.bites)
      for (const text of [bite.text, ...bite.details]) expect(text).not.toMatch(/Keith|Krista|pronounce/);
  });
});
