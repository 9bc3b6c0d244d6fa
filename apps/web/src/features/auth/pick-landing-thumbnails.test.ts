import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickLandingThumbnails } from './pick-landing-thumbnails';
import { podcastCovers } from './podcast-covers';

describe('pickLandingThumbnails', () => {
  it('picks 16 distinct covers of the 21 by default', () => {
    const picked = pickLandingThumbnails(podcastCovers);

    expect(picked).toHaveLength(16);
    expect(new Set(picked).size).toBe(16);
    for (const cover of picked) expect(podcastCovers).toContain(cover);
  });

  it('always returns min(count, items) distinct items taken from the input, whatever the random numbers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.integer({ min: -2, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (items, count, randoms) => {
          let next = 0;
          const random = () => randoms[next++ % randoms.length] ?? 0;
          const picked = pickLandingThumbnails(items, count, random);

          expect(picked).toHaveLength(Math.max(0, Math.min(count, items.length)));
          expect(new Set(picked).size).toBe(picked.length);
          for (const item of picked) expect(items).toContain(item);
        },
      ),
    );
  });

  it('varies the selection with the random numbers, so over a few visits every cover shows', () => {
    const random = seededRandom(7);
    const visits = Array.from({ length: 10 }, () => pickLandingThumbnails(podcastCovers, 16, random));

    expect(visits[0]).not.toEqual(visits[1]);
    expect(new Set(visits.flat()).size).toBe(21);
    expect(pickLandingThumbnails(podcastCovers, 16, () => 0)).toEqual(podcastCovers.slice(0, 16));
  });
});

/** A small deterministic generator (mulberry32), so the test never depends on luck. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
