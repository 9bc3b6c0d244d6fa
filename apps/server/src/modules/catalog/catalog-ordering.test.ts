import { describe, expect, it } from 'vitest';
import {
  buildSearchQueries,
  estimateTierShares,
  searchPlan,
  searchTerms,
  type SearchStats,
} from './catalog-repository';
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

describe('choosing a search plan from the statistics', () => {
  const stats: SearchStats = {
    shares: new Map([
      ['scienc', 0.03],
      ['scientist', 0.01],
      ['@scienc', 0.002],
      ['astronomi', 0.03],
      ['~Comedy~scienc', 0.004],
    ]),
    floor: 0.0005,
    categoryShares: new Map([
      ['Comedy', 0.1],
      ['Gaming', 0],
    ]),
  };

  it('sums the lexemes a prefix starts, takes the rarest word, and the floor for a lexeme not listed', () => {
    const science = { stems: ['scien'], similar: [] };
    const rare = { stems: ['zephyrin'], similar: [] };
    const shares = estimateTierShares([science], stats);
    expect(shares.title).toBeCloseTo(0.04);
    expect(shares.exact).toBeCloseTo(0.042);
    expect(shares.creatorOnly).toBeCloseTo(0.002);
    expect(estimateTierShares([science, rare], stats).title).toBeCloseTo(0.0005);
    expect(estimateTierShares([science], stats, 'Comedy').title).toBeCloseTo(0.004);
    const misspelt = estimateTierShares([{ stems: ['astronmi'], similar: ['astronomi', 'astronmi'] }], stats);
    expect(misspelt.title).toBeCloseTo(0.0005);
    // 'astronmi' starts with its own stem: it is no spelling match, only 'astronomi' (and '@astronomi') is.
    expect(misspelt.spellingOnly).toBeCloseTo(0.0305);
  });

  it('walks the head of a list when it should fill the page there, and asks the GIN index otherwise', () => {
    expect(searchPlan(stats, 0.03, undefined, 600, 15)).toBe('head');
    expect(searchPlan(stats, 0.0005, undefined, 600, 15)).toBe('index');
    // 0.4% of all pods is 4% of Comedy's list.
    expect(searchPlan(stats, 0.004, 'Comedy', 600, 15)).toBe('head');
    expect(searchPlan(stats, 0.004, 'Gaming', 600, 15)).toBe('index');
    // Never analyzed: the head first, the GIN index only if it holds too few.
    expect(searchPlan(null, 0, undefined, 600, 15)).toBe('head');
  });
});
