import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../sentences/timed-word';
import { normalizeWord } from '../text/normalize-word';
import { stemWord } from '../text/stem-word';
import { wordFacts } from './title-word-facts';

function said(text: string, normalized = normalizeWord(text)): TimedWord {
  return { text, normalized, startSeconds: 0, segmentIndex: 0, timed: false };
}

describe('wordFacts', () => {
  it('reads a title word as written: its stem, its surface without punctuation, a capital, the run it ends', () => {
    const facts = wordFacts(said('"Notebooks,'));
    expect(facts.normalized).toBe('notebooks');
    expect(facts.closesRun).toBe(true);
    expect(facts.title).toEqual({
      stem: stemWord('notebooks'),
      surface: 'Notebooks',
      lowered: 'notebooks',
      capitalised: true,
      canEdgeNamed: true,
      canEdgeUnnamed: true,
      canOpenUnnamed: true,
      weak: false,
    });
  });

  it('tells whether a title may open or close on the word, as a name and not', () => {
    const happens = wordFacts(said('happens')).title!;
    expect([happens.canEdgeNamed, happens.canEdgeUnnamed]).toEqual([true, false]);
    // "whose" is content to the stop list but never opens or closes a title, capitalised or not.
    const whose = wordFacts(said('Whose')).title!;
    expect([whose.canEdgeNamed, whose.canEdgeUnnamed]).toEqual([false, false]);
    // An adjective naming a kind may open a phrase ("Open source", "Rechargeable batteries"), never close one;
    // a quality ("Beautiful view", "Various USB") and a form of address ("Honourable minister") may not.
    for (const kind of ['open', 'free', 'public', 'rechargeable', 'wireless', 'interactive'])
      expect(
        [wordFacts(said(kind)).title!.canOpenUnnamed, wordFacts(said(kind)).title!.canEdgeUnnamed],
        kind,
      ).toEqual([true, false]);
    for (const quality of ['beautiful', 'various', 'happens', 'honourable', 'whose'])
      expect(wordFacts(said(quality)).title!.canOpenUnnamed, quality).toBe(false);
    expect(wordFacts(said('article')).title!.weak).toBe(true);
    expect(wordFacts(said('version')).title!.weak).toBe(true);
  });

  it('keeps stop words, numbers, sounds and words joined by a dash out of titles', () => {
    for (const text of ['the', 'sixty', 'fifteenth', '3D', 'mm-hmm', 'uh-huh', 'outside\u2014Welsh', 'a'])
      expect(wordFacts(said(text)).title, text).toBeUndefined();
  });

  it('marks the words after which a word is said as a noun or as a verb', () => {
    expect(wordFacts(said('The')).determines).toBe(true);
    expect(wordFacts(said('our')).determines).toBe(true);
    expect(wordFacts(said("we'll")).leadsVerb).toBe(true);
    expect(wordFacts(said('to')).leadsVerb).toBe(true);
    expect(wordFacts(said('compost')).determines || wordFacts(said('compost')).leadsVerb).toBe(false);
  });

  it('answers a spelling seen before from the cache, unless the word was normalized another way', () => {
    expect(wordFacts(said('Kitchen.'))).toBe(wordFacts(said('Kitchen.')));
    // A hand-built word whose normalized form is not its text's: read from that form, not the cache.
    const odd = wordFacts(said('Kitchen.', 'kitchens'));
    expect(odd.normalized).toBe('kitchens');
    expect(odd.title!.stem).toBe(stemWord('kitchens'));
    expect(wordFacts(said('Kitchen.')).normalized).toBe('kitchen');
  });

  it('reads no title word in a word broken off ("whitebo-"), and "meet" or "back" as no subject', () => {
    expect(wordFacts(said('whitebo-')).title).toBeUndefined();
    expect(wordFacts(said('whiteboard')).title?.weak).toBe(false);
    expect(wordFacts(said('meet')).title?.weak).toBe(true);
    expect(wordFacts(said('Back,')).title?.weak).toBe(true);
  });
});
