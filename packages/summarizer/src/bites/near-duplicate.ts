/** Words of more than three letters: enough to tell two sentences that say the same thing. */
export function significantWords(lowered: string): Set<string> {
  // The runs of four or more word characters: what splitting on /\W+/ and keeping the words
  // longer than three letters gives, without the arrays in between.
  return new Set(lowered.match(/\w{4,}/g));
}

// A sentence is compared with every bite and detail already shown, from several places (bites,
// two rounds of details): its words are split once. Weak keys: the sets go with their sentences.
const wordsBySentence = new WeakMap<object, Set<string>>();

/** `significantWords` of a described sentence, split once however often it is compared. */
export function wordsOf(sentence: { readonly lowered: string }): Set<string> {
  let words = wordsBySentence.get(sentence);
  if (!words) wordsBySentence.set(sentence, (words = significantWords(sentence.lowered)));
  return words;
}

/** Near-duplicates: most of the shorter sentence's words appear in the other. */
export function overlaps(wordsA: ReadonlySet<string>, wordsB: ReadonlySet<string>): boolean {
  const smaller = wordsA.size <= wordsB.size ? wordsA : wordsB;
  const larger = smaller === wordsA ? wordsB : wordsA;
  if (smaller.size < 3) return false;
  let shared = 0;
  for (const word of smaller) if (larger.has(word)) shared++;
  return shared / smaller.size >= 0.7;
}
