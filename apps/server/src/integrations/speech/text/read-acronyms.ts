import { PRONOUNCED_ACRONYMS } from './speech-lexicon';

/** Three capitalised words in a row is shouting, not a list of acronyms. */
const SHOUTING = /\b[A-Z]{2,}(?:[\s,]+[A-Z]{2,}){2,}\b/g;

/**
 * All-capital words of two to six letters are spelled ("API" -> "A P I",
 * "APIs" -> "A P I's") unless they are said as words ("NASA" -> "Nasa").
 * A run of three or more capitalised words is shouting and is read as words.
 */
export function readAcronyms(text: string): string {
  return text
    .replace(SHOUTING, (run) => run.replace(/[A-Z]{2,}/g, capitalize))
    .replace(/\b([A-Z]{2,6})(s?)\b/g, (match, letters: string, plural: string) => {
      if (PRONOUNCED_ACRONYMS.has(letters)) return capitalize(letters) + plural;
      return [...letters].join(' ') + (plural ? "'s" : '');
    });
}

function capitalize(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}
