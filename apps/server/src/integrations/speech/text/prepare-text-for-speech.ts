import { readAbbreviations } from './read-abbreviations';
import { readAcronyms } from './read-acronyms';
import { readNumbers } from './read-numbers';
import { readSymbols } from './read-symbols';
import { readWebAddresses } from './read-web-addresses';
import { stripMarkup } from './strip-markup';

/**
 * Turns a bite's text into what the narrator should say. Speech engines read
 * "1,200", "$12.99/mo", "pythonbytes.fm/123" or "API" badly or not at all; the
 * rules here decide once, the same for every engine. In order:
 *
 * 1. Markup goes: HTML, Markdown (link text stays), emoji; dashes become pauses.
 * 2. Web addresses and e-mail: "pythonbytes.fm/123" -> "pythonbytes dot F M slash one two three".
 * 3. Abbreviations: "e.g." -> "for example", "Dr." -> "Doctor", "C++" -> "C plus plus".
 * 4. Numbers by context: dates, clock times ("3:30 pm"), episode timestamps
 *    ("12:34" -> "twelve minutes thirty-four seconds"), money, percentages, ranges
 *    ("3-5" -> "three to five"), units ("10 MB" -> "ten megabytes"), ordinals,
 *    fractions, versions ("Python 3.12" -> "Python three point twelve"), decades,
 *    years ("1999" -> "nineteen ninety-nine"), then plain numbers.
 * 5. Symbols: "&" -> "and", "+" -> "plus", brackets become pauses.
 * 6. Acronyms: "API" -> "A P I" unless pronounced ("NASA"); shouting is read as words.
 *
 * Pure: the same text always gives the same speech, so clips can be cached by it.
 */
export function prepareTextForSpeech(text: string): string {
  const steps = [
    stripMarkup,
    readWebAddresses,
    readAbbreviations,
    readNumbers,
    readSymbols,
    readAcronyms,
    tidyForSpeech,
  ];
  return steps.reduce((result, step) => step(result), text);
}

function tidyForSpeech(text: string): string {
  return text
    .replace(/(\w)\.(?=[A-Za-z])/g, '$1 dot ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/^[\s,.;:!?-]+/, '')
    .replace(/\s*,\s*$/, '')
    .trim();
}
