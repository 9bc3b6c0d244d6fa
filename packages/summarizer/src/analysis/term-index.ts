import type { Sentence } from '../sentences/sentence';
import { stemWord } from '../text/stem-word';
import { fillerWords, stopWords } from '../text/stop-words';

/**
 * The content words of every sentence as term ids (Porter2 stems), with inverse
 * sentence frequencies. Everything that compares sentences or finds keyphrases
 * reads this one index.
 */
export interface TermIndex {
  /** Per sentence: term ids of its content words, in order, repeats kept. */
  sentenceTerms: number[][];
  /** Stem per term id. */
  stems: string[];
  /** log(sentences / sentences containing the term), per term id. */
  idf: Float64Array;
}

/** A word that can carry a topic: not a function word, filler or bare number. */
export function isContentWord(normalized: string): boolean {
  const cached = contentCache.get(normalized);
  if (cached !== undefined) return cached;
  const content =
    normalized.length >= 2 &&
    !stopWords.has(normalized) &&
    !fillerWords.has(normalized) &&
    /\p{L}/u.test(normalized) &&
    !/ly$/.test(normalized);
  if (contentCache.size > 100_000) contentCache.clear();
  contentCache.set(normalized, content);
  return content;
}

const contentCache = new Map<string, boolean>();

export function buildTermIndex(sentences: readonly Sentence[]): TermIndex {
  const ids = new Map<string, number>();
  const stems: string[] = [];
  const sentenceTerms: number[][] = [];
  const documentFrequency: number[] = [];
  // The last sentence each term was counted in: a term counts once per sentence, without a Set per sentence.
  const lastCountedIn: number[] = [];
  // Term id per spoken form (-1: not a content word). An hour repeats a few thousand forms ten
  // thousand times: one lookup per word instead of three (content test, stem, id).
  const idOfForm = new Map<string, number>();
  const termOf = (normalized: string): number => {
    if (!isContentWord(normalized)) return -1;
    const stem = stemWord(normalized);
    let id = ids.get(stem);
    if (id === undefined) {
      id = stems.length;
      ids.set(stem, id);
      stems.push(stem);
      documentFrequency.push(0);
      lastCountedIn.push(-1);
    }
    return id;
  };
  // Each sentence's terms are gathered here and copied out at their length: the lists live the
  // whole pod, and an array grown by push from empty reserves 16 places at its first push.
  const terms: number[] = [];
  sentences.forEach((sentence, position) => {
    let count = 0;
    for (const word of sentence.words) {
      const normalized = word.normalized;
      let id = idOfForm.get(normalized);
      if (id === undefined) {
        id = termOf(normalized);
        idOfForm.set(normalized, id);
      }
      if (id < 0) continue;
      terms[count++] = id;
      if (lastCountedIn[id] !== position) {
        lastCountedIn[id] = position;
        documentFrequency[id]!++;
      }
    }
    sentenceTerms.push(terms.slice(0, count));
  });
  const total = Math.max(1, sentences.length);
  const idf = new Float64Array(stems.length);
  for (let id = 0; id < stems.length; id++) idf[id] = Math.log((total + 1) / (documentFrequency[id]! + 0.5));
  return { sentenceTerms, stems, idf };
}
