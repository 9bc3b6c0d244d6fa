import { describe, expect, it } from 'vitest';
import { parseIso8601Duration } from './parse-iso8601-duration';

describe('parseIso8601Duration', () => {
  it.each([
    ['PT21M7S', 1267],
    ['PT4M13S', 253],
    ['PT1H', 3600],
    ['PT5H30M', 19_800],
    ['PT5H', 18_000],
    ['PT45S', 45],
    ['P1DT2H3M4S', 93_784],
    ['P2D', 172_800],
    ['P1W', 604_800],
    ['P0D', 0],
    ['PT0S', 0],
    ['pt1m', 60],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseIso8601Duration(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', 'P1DT', '1:02:03', 'PT1H2M3', 'P1Y', 'P1M', 'PT-5S', 'hello', 'PT1H 2M'])(
    'refuses %j',
    (text) => {
      expect(parseIso8601Duration(text)).toBeNull();
    },
  );
});
