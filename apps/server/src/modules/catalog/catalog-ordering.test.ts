import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './catalog-repository';
import { orderCategories } from './catalog-service';

describe('orderCategories', () => {
  it('puts the preferred categories first, in their order, then the rest alphabetically', () => {
    expect(orderCategories(['Zoology', 'Comedy', 'Autos & Vehicles', 'Entertainment', 'Education'])).toEqual([
      'Entertainment',
      'Education',
      'Comedy',
      'Autos & Vehicles',
      'Zoology',
    ]);
  });
});

describe('toPrefixTsQuery', () => {
  it('makes every word a prefix and drops what tsquery would read as syntax', () => {
    expect(toPrefixTsQuery('Pyth  SLEEP!')).toBe('pyth:* & sleep:*');
    expect(toPrefixTsQuery("it's & | ! (x)")).toBe('it:* & s:* & x:*');
    expect(toPrefixTsQuery(' !?* ')).toBeNull();
  });
});
