import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { boundaryFeatureNames, describeBoundaryGaps, endsWithQuestionMark } from './boundary-features';
import { buildTermIndex } from './term-index';

const feature = (name: (typeof boundaryFeatureNames)[number]): number => boundaryFeatureNames.indexOf(name);

function gapsOf(lines: Parameters<typeof makeTranscript>[0]) {
  const sentences = buildSentences(makeTranscript(lines));
  return describeBoundaryGaps(sentences, buildTermIndex(sentences), new Uint8Array(sentences.length));
}

const garden = [
  'Tomatoes need six hours of sunlight to ripen on the vine.',
  'Water the tomato roots deeply and mulch the soil around them.',
  'Compost in the soil feeds the tomato plants all summer.',
];
const bread = [
  'Sourdough bread rises because wild yeast ferments the flour.',
  'Feed the sourdough starter with flour and water every morning.',
  'A hot oven gives the sourdough loaf its dark crust.',
];

describe('describeBoundaryGaps', () => {
  it('reads vocabulary introduction: new words that recur open a new subject, repeated ones do not', () => {
    const lines = [...garden, ...garden, ...garden, ...bread, ...bread, ...bread];
    const { features } = gapsOf(lines);
    const introduced = feature('newTerms');
    // Gap 9 opens the bread talk; gap 4 lies inside the gardening talk.
    expect(features[9]![introduced]!).toBeGreaterThan(0.8);
    expect(features[4]![introduced]!).toBeLessThan(0.2);
  });

  it("judges a spoken opener against the speaker's own habit", () => {
    const habitual = gapsOf(
      [...garden, ...bread].map((line) => `So ${line.charAt(0).toLowerCase()}${line.slice(1)}`),
    );
    const opener = feature('opener');
    // Every sentence opens with "So": no gap stands out.
    for (const gap of habitual.features.slice(1)) expect(gap[opener]).toBe(0);
    const once = gapsOf([...garden, `Okay, now ${bread[0]!.toLowerCase()}`, ...bread.slice(1)]);
    expect(once.features[3]![opener]!).toBeGreaterThan(0.5);
    expect(once.features[2]![opener]!).toBeLessThan(0);
  });

  it("marks the turn of the most frequent speaker after someone else's", () => {
    const { features } = gapsOf([
      { text: 'Let us start with the budget for the remote control.', speaker: 'Chair' },
      { text: 'The budget is twelve euros per unit.', speaker: 'Finance' },
      { text: 'Then the next item is the design of the case.', speaker: 'Chair' },
      { text: 'And the buttons should be rubber.', speaker: 'Chair' },
    ]);
    const chair = feature('chairTurn');
    expect(features.slice(1).map((gap) => gap[chair])).toEqual([0, 1, 0]);
  });

  it("reads thanks that open a named speaker's turn as a likely cue, and no other thanks", () => {
    const cue = feature('cue');
    const turns = gapsOf([
      { text: 'The budget is twelve euros per unit.', speaker: 'Finance' },
      { text: 'Okay.', speaker: 'Chair' },
      { text: 'Thank you.', speaker: 'Chair' },
      { text: 'The case should be rubber.', speaker: 'Design' },
      { text: 'We tested it with users last week.', speaker: 'Design' },
      { text: 'Thanks to them we know the colour.', speaker: 'Design' },
      { text: 'Thanks, that helps with the case.', speaker: 'Chair' },
    ]);
    expect(turns.features.slice(1).map((gap) => gap[cue])).toEqual([0, 0.5, 0, 0, 0, 0.5]);
    // A monologue (no named speakers): a thank-you is plain talk.
    const monologue = gapsOf([...garden, 'Thank you for watching this far.', ...bread]);
    expect(monologue.features[3]![cue]).toBe(0);
  });
});

describe('endsWithQuestionMark', () => {
  it('reads a question mark before closing quotes and brackets, as the pattern it replaced does', () => {
    const reference = (text: string): boolean => /\?["')\]]*$/.test(text);
    const pieces = ['a', '?', '.', '"', "'", ')', ']', '[', '\u201d', ' '];
    let texts = [''];
    for (let length = 0; length < 4; length++)
      texts = texts.flatMap((text) => [text, ...pieces.map((piece) => text + piece)]);
    expect(texts.filter((text) => endsWithQuestionMark(text) !== reference(text))).toEqual([]);
    expect(texts.filter(endsWithQuestionMark).length).toBeGreaterThan(100);
  });
});
