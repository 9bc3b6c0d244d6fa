import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIso8601Duration } from '../../integrations/youtube/parse-iso8601-duration';
import { formatIso8601Duration } from './format-iso8601-duration';

describe('formatIso8601Duration', () => {
  it.each([
    [0, 'P0D'],
    [45, 'PT45S'],
    [253, 'PT4M13S'],
    [3600, 'PT1H'],
    [19_800, 'PT5H30M'],
    [3_605, 'PT1H5S'],
    [93_784, 'P1DT2H3M4S'],
    [86_400, 'P1D'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(formatIso8601Duration(seconds)).toBe(text);
  });

  it("round-trips through the adapter's parser", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400 }), (seconds) => {
        expect(parseIso8601Duration(formatIso8601Duration(seconds))).toBe(seconds);
      }),
    );
  });
});
