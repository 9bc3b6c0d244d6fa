import { describe, expect, it } from 'vitest';
import { buildSearchTsQuery, searchTerms } from './catalog-repository';
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

describe('building the search query', () => {
  it('makes every word a prefix, drops tsquery syntax, and offers similarly spelt words', () => {
    expect(searchTerms("Pyth  SLEP! it's & | (x)")).toEqual(['pyth', 'slep', 'it', 's', 'x']);
    expect(searchTerms(' !?* ')).toEqual([]);
    expect(
      buildSearchTsQuery(
        ['pyth', 'slep'],
        [
          { term: 'slep', word: 'sleep' },
          { term: 'slep', word: 'step' },
        ],
      ),
    ).toBe('(pyth:*) & (slep:* | sleep | step)');
    expect(buildSearchTsQuery([], [])).toBeNull();
  });
});
