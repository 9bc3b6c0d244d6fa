import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReadTime, formatTimeSaved } from './format-time-saved';

describe('formatTimeSaved', () => {
  it.each([
    [0, '0m'],
    [20, '1m'],
    [60, '1m'],
    [548, '9m'],
    [3_569, '59m'],
    [3_570, '1h 0m'],
    [3_600, '1h 0m'],
    [3_660, '1h 1m'],
    [5_400, '1h 30m'],
    [17_940, '4h 59m'],
    [-5, '0m'],
    [Number.NaN, '0m'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatTimeSaved(seconds)).toBe(shown);
  });

  it('always reads Xm under an hour and Xh Ym from an hour on, with Y under 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seconds) => {
        const shown = formatTimeSaved(seconds);
        const minutes = Math.max(1, Math.round(seconds / 60));
        if (minutes < 60) expect(shown).toBe(`${minutes}m`);
        else {
          const match = /^(\d+)h (\d+)m$/.exec(shown);
          expect(match).not.toBeNull();
          expect(Number(match?.[1]) * 60 + Number(match?.[2])).toBe(minutes);
          expect(Number(match?.[2])).toBeLessThan(60);
        }
      }),
    );
  });
});

describe('formatReadTime', () => {
  it('rounds to minutes and never says less than one', () => {
    expect(formatReadTime(1)).toBe('1 min');
    expect(formatReadTime(52)).toBe('1 min');
    expect(formatReadTime(150)).toBe('3 min');
  });
});
