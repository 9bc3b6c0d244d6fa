import type { Transcript } from '@podbite/transcript';
import { isContentWord } from '../analysis/term-index';
import { normalizeWord } from '../text/normalize-word';
import { stemWord } from '../text/stem-word';

const windowSeconds = 30;
/** What a window that belongs to no item (intro, sponsor, small talk) scores. */
const offItemScore = 0.04;

/**
 * Reference times for the show-notes items: the transcript is cut into
 * 30-second windows and aligned to the items in order (dynamic programming over
 * "before item 1", item 1, item 2, ...), each window scoring its tf-idf cosine
 * with the item's notes. An item starts at its first window. It uses only the
 * notes and the words, not the engine, so it can judge the engine's topics.
 */
export function locateShowNoteItems(
  transcript: Transcript,
  items: ReadonlyArray<{ text: string }>,
  options: { refine?: boolean; breaks?: boolean } = {},
): number[] {
  const windows: Map<string, number>[] = [];
  for (const segment of transcript.segments) {
    const slot = Math.floor(segment.startSeconds / windowSeconds);
    while (windows.length <= slot) windows.push(new Map());
    for (const word of segment.text.split(/\s+/)) addTerm(windows[slot]!, word);
  }
  const itemTerms = items.map((item) => {
    const terms = new Map<string, number>();
    for (const word of item.text.split(/\s+/)) addTerm(terms, word);
    return terms;
  });
  const documents = [...windows, ...itemTerms];
  const frequency = new Map<string, number>();
  for (const document of documents)
    for (const term of document.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const idf = (term: string): number => Math.log((documents.length + 1) / ((frequency.get(term) ?? 0) + 0.5));
  const vectors = documents.map((document) => {
    const vector = new Map<string, number>();
    let squares = 0;
    for (const [term, count] of document) {
      const weight = (1 + Math.log(count)) * idf(term);
      vector.set(term, weight);
      squares += weight * weight;
    }
    return { vector, norm: Math.sqrt(squares) || 1 };
  });
  const windowVectors = vectors.slice(0, windows.length);
  const itemVectors = vectors.slice(windows.length);
  const score = (w: number, k: number): number => {
    if (k === 0) return offItemScore;
    const a = windowVectors[w]!;
    const b = itemVectors[k - 1]!;
    let dot = 0;
    for (const [term, weight] of a.vector) dot += weight * (b.vector.get(term) ?? 0);
    return dot / (a.norm * b.norm);
  };
  // States: 0 before the first item, 2i-1 inside item i, 2i a break after item i (a sponsor
  // read, small talk) that no item describes; an item may also follow the one before directly.
  // best[w][state]: best total for windows 0..w with window w in that state.
  const breaks = options.breaks !== false;
  const states = 2 * items.length;
  const itemOf = (state: number): number => (state % 2 === 1 ? (state + 1) / 2 : 0);
  const best = windows.map(() => new Float64Array(states).fill(-Infinity));
  const from = windows.map(() => new Int32Array(states));
  for (let w = 0; w < windows.length; w++) {
    for (let state = 0; state < states; state++) {
      if (!breaks && state > 0 && state % 2 === 0) continue;
      const own = score(w, itemOf(state));
      if (w === 0) {
        best[0]![state] = state <= 1 ? own : -Infinity;
        continue;
      }
      let previous = state;
      let total = best[w - 1]![state]!;
      const entries =
        state === 0 ? [] : state % 2 === 0 ? [state - 1] : state === 1 ? [0] : [state - 1, state - 2];
      for (const entry of entries)
        if (best[w - 1]![entry]! > total) {
          total = best[w - 1]![entry]!;
          previous = entry;
        }
      best[w]![state] = total + own;
      from[w]![state] = previous;
    }
  }
  const starts = new Array<number>(items.length).fill(Number.NaN);
  /** Whether a break (or the opening) comes before each item, rather than the item before. */
  const afterBreak = new Array<boolean>(items.length).fill(true);
  let state = states - 1;
  for (let w = windows.length - 1; w >= 0 && state > 0; w--) {
    const previous = w > 0 ? from[w]![state]! : 0;
    if (previous !== state && state % 2 === 1) {
      starts[itemOf(state) - 1] = w * windowSeconds;
      afterBreak[itemOf(state) - 1] = previous % 2 === 0;
    }
    state = previous;
  }
  if (options.refine === false) return starts;
  // The windows place a start only to within 30 s. Within the window before and the window
  // after, the item starts where the sentences stop reading like the item before (or like no
  // item) and start reading like this one: the cut that maximises the summed difference of the
  // two cosines over the sentences after it, the latest such cut on a tie (the first sentence
  // that speaks of the item). Words and notes only, as above.
  const sentences = spokenSentences(transcript).map((sentence) => {
    const terms = new Map<string, number>();
    for (const word of sentence.words) addTerm(terms, word);
    return { startSeconds: sentence.startSeconds, terms };
  });
  const cosine = (terms: Map<string, number>, k: number): number => {
    if (k === 0) return offItemScore;
    const item = itemVectors[k - 1]!;
    let dot = 0;
    let squares = 0;
    for (const [term, count] of terms) {
      const weight = (1 + Math.log(count)) * idf(term);
      dot += weight * (item.vector.get(term) ?? 0);
      squares += weight * weight;
    }
    return squares > 0 ? dot / (Math.sqrt(squares) * item.norm) : 0;
  };
  return starts.map((start, i) => {
    if (!Number.isFinite(start)) return start;
    const from = Math.max(
      start - windowSeconds,
      i > 0 && Number.isFinite(starts[i - 1]!) ? starts[i - 1]! : 0,
    );
    const to = start + windowSeconds;
    const span = sentences.filter((sentence) => sentence.startSeconds >= from && sentence.startSeconds < to);
    let best = start;
    let bestTotal = -Infinity;
    let total = 0;
    for (let j = span.length - 1; j >= 0; j--) {
      const sentence = span[j]!;
      total += cosine(sentence.terms, i + 1) - cosine(sentence.terms, afterBreak[i] ? 0 : i);
      if (total > bestTotal + 1e-9) {
        bestTotal = total;
        best = sentence.startSeconds;
      }
    }
    return best;
  });
}

/** The transcript cut at sentence-ending punctuation, each word timed within its segment by its place in it. */
function spokenSentences(transcript: Transcript): Array<{ startSeconds: number; words: string[] }> {
  const sentences: Array<{ startSeconds: number; words: string[] }> = [];
  let open = false;
  for (const segment of transcript.segments) {
    const words = segment.text.split(/\s+/).filter(Boolean);
    const characters = Math.max(
      1,
      words.reduce((sum, word) => sum + word.length + 1, 0),
    );
    let offset = 0;
    for (const word of words) {
      const time = segment.startSeconds + ((segment.endSeconds - segment.startSeconds) * offset) / characters;
      if (!open) sentences.push({ startSeconds: time, words: [] });
      sentences[sentences.length - 1]!.words.push(word);
      open = !/[.?!]["')\]]*$/.test(word);
      offset += word.length + 1;
    }
  }
  return sentences;
}

function addTerm(terms: Map<string, number>, surface: string): void {
  const word = normalizeWord(surface);
  if (!isContentWord(word)) return;
  const stem = stemWord(word);
  terms.set(stem, (terms.get(stem) ?? 0) + 1);
}
