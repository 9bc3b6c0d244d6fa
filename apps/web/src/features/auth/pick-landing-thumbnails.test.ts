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

  it('varies the selection with the random numbers, and can show every cover', () => {
    const first = pickLandingThumbnails(podcastCovers, 16, () => 0);
    const last = pickLandingThumbnails(podcastCovers, 16, () => 0.999);

    expect(first).toEqual(podcastCovers.slice(0, 16));
    expect(last).not.toEqual(first);
    expect(new Set([...first, ...last]).size).toBe(21);
  });
});
