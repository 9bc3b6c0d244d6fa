import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  spellCardinal,
  spellDecade,
  spellDecimal,
  spellDigits,
  spellFraction,
  spellInteger,
  spellOrdinal,
  spellYear,
} from './spell-number';

describe('spelling numbers', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [40, 'forty'],
    [21, 'twenty-one'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [1200, 'one thousand two hundred'],
    [1_000_001, 'one million one'],
    [2_500_000_000, 'two billion five hundred million'],
    [-12, 'minus twelve'],
  ])('says %i as "%s"', (value, words) => expect(spellCardinal(value)).toBe(words));

  it('never says an empty word or a digit, for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const words = spellCardinal(value);
        expect(words).toMatch(/^[a-z]+([ -][a-z]+)*$/);
      }),
    );
  });

  it('reads identifiers and huge numbers digit by digit', () => {
    expect(spellDigits('0451')).toBe('zero four five one');
    expect(spellInteger('007')).toBe('zero zero seven');
    expect(spellInteger('1,200')).toBe('one thousand two hundred');
    expect(spellInteger('12345678901234567')).toBe(
      'one two three four five six seven eight nine zero one two three four five six seven',
    );
  });

  it.each([
    [1, 'first'],
    [2, 'second'],
    [3, 'third'],
    [12, 'twelfth'],
    [21, 'twenty-first'],
    [40, 'fortieth'],
    [100, 'one hundredth'],
    [103, 'one hundred third'],
  ])('says ordinal %i as "%s"', (value, words) => expect(spellOrdinal(value)).toBe(words));

  it.each([
    [1999, 'nineteen ninety-nine'],
    [1905, 'nineteen oh five'],
    [1900, 'nineteen hundred'],
    [2000, 'two thousand'],
    [2007, 'two thousand seven'],
    [2010, 'twenty ten'],
    [2024, 'twenty twenty-four'],
    [1066, 'one thousand sixty-six'],
  ])('says the year %i as "%s"', (value, words) => expect(spellYear(value)).toBe(words));

  it('says decades, decimals and fractions', () => {
    expect(spellDecade(1990)).toBe('nineteen nineties');
    expect(spellDecade(80)).toBe('eighties');
    expect(spellDecade(2000)).toBe('two thousands');
    expect(spellDecimal('3.5')).toBe('three point five');
    expect(spellDecimal('0.25')).toBe('zero point two five');
    expect(spellDecimal('.5')).toBe('point five');
    expect(spellDecimal('1,234.5')).toBe('one thousand two hundred thirty-four point five');
    expect(spellFraction(1, 2)).toBe('one half');
    expect(spellFraction(3, 4)).toBe('three quarters');
    expect(spellFraction(2, 3)).toBe('two thirds');
    expect(spellFraction(5, 8)).toBe('five eighths');
  });
});
