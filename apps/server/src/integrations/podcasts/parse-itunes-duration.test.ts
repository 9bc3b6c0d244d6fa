import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLAUSIBLE_EPISODE_SECONDS, parseItunesDuration } from './parse-itunes-duration';

describe('parseItunesDuration', () => {
  it.each([
    ['4385', 4385],
    ['166', 166],
    ['3600.6', 3601],
    ['07:00', 420],
    ['1:04', 64],
    ['75:30', 4530],
    ['00:16:00', 960],
    ['1:03:13', 3793],
    ['02:18:38', 8318],
    [' 01:05:32 ', 3932],
    ['PT1H5M', 3900],
    ['PT45S', 45],
  ])('reads %j as %i seconds', (raw, seconds) => {
    expect(parseItunesDuration(raw)).toBe(seconds);
  });

  it.each([
    ['', 'empty'],
    ['0', 'zero'],
    ['00:00', 'zero clock'],
    ['-5', 'negative'],
    ['abc', 'words'],
    ['1:75', 'seconds past 59'],
    ['1:75:00', 'minutes past 59 with hours'],
    ['999999999', 'thirty years'],
    ['1:2:3:4', 'four parts'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['PT', 'empty ISO'],
  ])('gives null for %j (%s)', (raw) => {
    expect(parseItunesDuration(raw)).toBeNull();
  });

  it('never throws and returns null or a plausible whole number for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const seconds = parseItunesDuration(raw);
        return (
          seconds === null ||
          (Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_PLAUSIBLE_EPISODE_SECONDS)
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
