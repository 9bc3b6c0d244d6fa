import { ABBREVIATIONS, WORD_REPLACEMENTS } from './speech-lexicon';
import { escapeRegExp } from '../../../lib/escape-reg-exp';

/**
 * Abbreviations and the tech words engines get wrong ("e.g." -> "for example",
 * "Dr." -> "Doctor", "C++" -> "C plus plus", "Node.js" -> "Node J S").
 * An abbreviation's period is kept when it also ends the sentence.
 */
export function readAbbreviations(text: string): string {
  let result = text;
  for (const { written, spoken, title } of ABBREVIATIONS) {
    const pattern = new RegExp(`(?<![\\w.])${escapeRegExp(written)}(?=(\\s+\\S)?)`, 'g');
    result = result.replace(pattern, (_match, following: string | undefined) => {
      const endsSentence = !title && (following === undefined || /^\s+[A-Z]/.test(following));
      return endsSentence ? `${spoken}.` : spoken;
    });
  }
  result = result
    .replace(/\bNo\.\s?(?=\d)/g, 'number ')
    .replace(/(?<![\w.])St\.(?=\s+[A-Z])/g, 'Saint')
    .replace(/\b(\w+)\.js\b/g, '$1 J S')
    .replace(/\b([A-Za-z])&([A-Za-z])\b/g, '$1 and $2')
    .replace(
      /(?<![\w.])((?:[A-Za-z]\.){2,})(?=([\s,;:!?)]\s*\S?|$))/g,
      (_match, initials: string, following: string | undefined) => {
        // "U.S." is read letter by letter; its last period also ends a sentence at the end or before a capital.
        const letters = initials.replace(/\./g, ' ').trim().toUpperCase();
        return !following || /^\s+[A-Z]/.test(following) ? `${letters}.` : letters;
      },
    );
  for (const [written, spoken] of Object.entries(WORD_REPLACEMENTS)) {
    const pattern = new RegExp(`(?<![\\w.#+/])${escapeRegExp(written)}(?![\\w#+/]|\\.\\w)`, 'g');
    result = result.replace(pattern, spoken);
  }
  return result;
}
