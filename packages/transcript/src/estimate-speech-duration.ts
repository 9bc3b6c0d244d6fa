/**
 * Sources without timings (plain text, the end of a Podcasting 2.0 HTML
 * transcript) get times estimated from their word count. 155 words a minute is
 * a typical conversational podcast pace (studies of broadcast and podcast speech
 * put it between 140 and 170), so estimated timestamps land near the real moment
 * rather than at zero. The estimate is a guess and nothing downstream should
 * treat it as more.
 */
export const ESTIMATED_WORDS_PER_MINUTE = 155;

/** Seconds a speaker takes to say `wordCount` words at the estimated pace. */
export function estimateSpeechSeconds(wordCount: number): number {
  return (Math.max(1, wordCount) * 60) / ESTIMATED_WORDS_PER_MINUTE;
}

/** Number of whitespace-separated words in already-clean text. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const isSpace = text.charCodeAt(index) <= 32;
    if (!isSpace && !inWord) count += 1;
    inWord = !isSpace;
  }
  return count;
}
