import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { floorShiftDepth } from './speaker-floor';

const line = 'We went through the numbers for this part of the plan again today.';

/** `turns` sentences alternating between the two speakers of each pair, each pair in turn. */
function meeting(pairs: ReadonlyArray<readonly [string, string]>, turns: number) {
  const lines = pairs.flatMap(([first, second]) =>
    Array.from({ length: turns }, (_, i) => ({ text: line, speaker: i % 2 === 0 ? first : second })),
  );
  const sentences = buildSentences(makeTranscript(lines));
  return { sentences, units: sentences.map((_, i) => i) };
}

describe('floorShiftDepth', () => {
  it('is deepest where the floor passes from one pair of speakers to another', () => {
    // Two minutes of Ana and Ben, then two of Cy and Di: sentence 20 opens the second pair.
    const { sentences, units } = meeting(
      [
        ['Ana', 'Ben'],
        ['Cy', 'Di'],
      ],
      20,
    );
    expect(sentences).toHaveLength(40);
    const depth = floorShiftDepth(sentences, units);
    const deepest = depth.indexOf(Math.max(...depth));
    expect(Math.abs(deepest - 20)).toBeLessThanOrEqual(1);
    expect(depth[10]!).toBeLessThan(depth[deepest]! / 4);
  });

  it('reads nothing in a monologue or in captions without speakers', () => {
    const sentences = buildSentences(makeTranscript(Array.from({ length: 40 }, () => line)));
    const depth = floorShiftDepth(
      sentences,
      sentences.map((_, i) => i),
    );
    expect(depth.every((value) => value === 0)).toBe(true);
  });
});
