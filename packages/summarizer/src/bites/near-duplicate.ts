/** Words of more than three letters: enough to tell two sentences that say the same thing. */
export function significantWords(lowered: string): Set<string> {
  return new Set(lowered.split(/\W+/).filter((word) => word.length > 3));
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
