import { describe, expect, it } from 'vitest';
import { buildSearchQueries, searchTerms } from './catalog-repository';
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
    const queries = buildSearchQueries([
      { stems: ['pyth'], similar: ['python'] },
      { stems: ['slep'], similar: ['sleep', 'step'] },
    ]);
    expect(queries).toEqual({
      title: "('pyth':*) & ('slep':*)",
      exact: "('pyth':* | '@pyth':*) & ('slep':* | '@slep':*)",
      all: "('pyth':* | '@pyth':*) & ('slep':* | '@slep':* | 'sleep' | '@sleep' | 'step' | '@step')",
    });
    expect(buildSearchQueries([])).toBeNull();
  });

  it('tags every lexeme with the category, quoted, and leaves stop words out', () => {
    expect(buildSearchQueries([{ stems: [], similar: [] }])).toBeNull();
    expect(
      buildSearchQueries(
        [
          { stems: ['joke'], similar: [] },
          { stems: [], similar: [] },
        ],
        "Rock 'n' Roll",
      ),
    ).toEqual({
      title: "('~Rock ''n'' Roll~joke':*)",
      exact: "('~Rock ''n'' Roll~joke':* | '~Rock ''n'' Roll~@joke':*)",
      all: "('~Rock ''n'' Roll~joke':* | '~Rock ''n'' Roll~@joke':*)",
    });
  });
});
