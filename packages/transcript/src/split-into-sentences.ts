/**
 * Splits clean text into sentences, for sources whose blocks are paragraphs or
 * whole speaker turns (plain text, Podcasting 2.0 HTML). A sentence ends at
 * ".", "!", "?" or "…" (closing quotes and brackets allowed after it) when the
 * next word starts like a sentence: a capital letter, a digit or an opening
 * quote. Common abbreviations ("Mr.", "e.g.") do not end sentences.
 * Text without punctuation is cut every MAX_SENTENCE_WORDS words so that one
 * unpunctuated hour does not become one segment with one timestamp.
 */
export const MAX_SENTENCE_WORDS = 60;

const ABBREVIATIONS = new Set([
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'prof.',
  'st.',
  'jr.',
  'sr.',
  'vs.',
  'etc.',
  'e.g.',
  'i.e.',
  'inc.',
  'ltd.',
  'approx.',
]);

/** A word that ends a sentence: terminal punctuation, then optional closing quotes or brackets. */
export const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;
const STARTS_SENTENCE = /^["'“‘([]*[\p{Lu}\p{N}]/u;

export function splitIntoSentences(text: string): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const sentences: string[] = [];
  let current: string[] = [];
  words.forEach((word, index) => {
    current.push(word);
    const next = words[index + 1];
    const boundary =
      next === undefined ||
      current.length >= MAX_SENTENCE_WORDS ||
      (ENDS_SENTENCE.test(word) && !isAbbreviation(word, next) && STARTS_SENTENCE.test(next));
    if (boundary) {
      sentences.push(current.join(' '));
      current = [];
    }
  });
  return sentences;
}

/** "Dr. Smith" and "No. 5" do not end a sentence; "Yes, no. One…" does. */
function isAbbreviation(word: string, next: string): boolean {
  const lower = word.toLowerCase();
  return ABBREVIATIONS.has(lower) || (lower === 'no.' && /^\d/.test(next));
}
