/**
 * When a pod is remade (a newer engine, a refreshed transcript), its bites are written again. Listeners
 * have saved some of them, and library rows point at bite ids: a bite that survives the remake, same
 * words or reworded, keeps its id (and so its saves and views), and only bites with no counterpart go.
 */

export interface ExistingBite {
  id: string;
  type: string;
  text: string;
  startSeconds: number;
}

export interface RemadeBite {
  type: string;
  text: string;
  startSeconds: number;
}

/** Reworded enough to be another bite below this share of common words. */
const MIN_WORD_OVERLAP = 0.25;
/** A bite of the same kind this close in the episode is the same moment told again. */
const SAME_MOMENT_SECONDS = 30;

/**
 * Pairs each remade bite with the existing bite it replaces: first the same kind and the same words, then
 * the same kind and most words in common, then the same kind at the same moment. Returns, for each remade
 * bite, the id it keeps (undefined: a new bite), and the ids no remade bite took.
 */
export function matchRemadeBites(
  existing: readonly ExistingBite[],
  remade: readonly RemadeBite[],
): { keptIds: (string | undefined)[]; removedIds: string[] } {
  const keptIds: (string | undefined)[] = remade.map(() => undefined);
  const free = new Set(existing.map((bite) => bite.id));
  const take = (index: number, id: string) => {
    keptIds[index] = id;
    free.delete(id);
  };

  remade.forEach((bite, index) => {
    const same = existing.find(
      (old) => free.has(old.id) && old.type === bite.type && normalize(old.text) === normalize(bite.text),
    );
    if (same) take(index, same.id);
  });

  const pairs: { index: number; id: string; score: number }[] = [];
  const existingWords = new Map(existing.map((old) => [old.id, wordsOf(old.text)]));
  remade.forEach((bite, index) => {
    if (keptIds[index]) return;
    const words = wordsOf(bite.text);
    for (const old of existing) {
      if (!free.has(old.id) || old.type !== bite.type) continue;
      const overlap = jaccard(words, existingWords.get(old.id)!);
      const distance = Math.abs(old.startSeconds - bite.startSeconds);
      // Words in common rank first (scores above 1); the same moment pairs what is left, nearest first.
      if (overlap >= MIN_WORD_OVERLAP) pairs.push({ index, id: old.id, score: 1 + overlap });
      else if (distance <= SAME_MOMENT_SECONDS) pairs.push({ index, id: old.id, score: 1 - distance / 100 });
    }
  });
  pairs.sort((a, b) => b.score - a.score);
  for (const pair of pairs) if (!keptIds[pair.index] && free.has(pair.id)) take(pair.index, pair.id);

  return { keptIds, removedIds: existing.filter((bite) => free.has(bite.id)).map((bite) => bite.id) };
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  for (const word of a) if (b.has(word)) common += 1;
  return common / (a.size + b.size - common);
}
