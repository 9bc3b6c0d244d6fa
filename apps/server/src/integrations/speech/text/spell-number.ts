const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];
/** Beyond this a number is an identifier, not a quantity: read it digit by digit. */
const LARGEST_SPOKEN = 999_999_999_999_999;

/** 1234 -> "one thousand two hundred thirty-four" (American style: no "and"). */
export function spellCardinal(value: number): string {
  if (!Number.isSafeInteger(value) || Math.abs(value) > LARGEST_SPOKEN)
    return spellDigits(String(value).replace('-', ''));
  if (value < 0) return `minus ${spellCardinal(-value)}`;
  if (value === 0) return 'zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0) groups.unshift([spellBelowThousand(group), SCALES[scale] ?? ''].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

function spellBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest > 0) parts.push(spellBelowHundred(rest));
  return parts.join(' ');
}

function spellBelowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const tens = TENS[Math.floor(value / 10)] ?? '';
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** "0451" -> "zero four five one": for identifiers, codes and the digits after a decimal point. */
export function spellDigits(digits: string): string {
  return [...digits]
    .filter((character) => /\d/.test(character))
    .map((digit) => ONES[Number(digit)])
    .join(' ');
}

const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 21 -> "twenty-first", 100 -> "one hundredth". */
export function spellOrdinal(value: number): string {
  return toOrdinalWords(spellCardinal(value));
}

function toOrdinalWords(cardinal: string): string {
  const match = /([a-z]+)$/.exec(cardinal);
  if (!match?.[1]) return cardinal;
  const last = match[1];
  const ordinal = ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return cardinal.slice(0, cardinal.length - last.length) + ordinal;
}

/**
 * How years are said: 1999 -> "nineteen ninety-nine", 1905 -> "nineteen oh five",
 * 1900 -> "nineteen hundred", 2000 -> "two thousand", 2007 -> "two thousand seven",
 * 2024 -> "twenty twenty-four". Outside 1100-2099 a year is an ordinary number.
 */
export function spellYear(year: number): string {
  if (!Number.isInteger(year) || year < 1100 || year > 2099 || (year >= 2000 && year < 2010))
    return spellCardinal(year);
  const century = Math.floor(year / 100);
  const rest = year % 100;
  if (rest === 0) return `${spellCardinal(century)} hundred`;
  if (rest < 10) return `${spellCardinal(century)} oh ${ONES[rest]}`;
  return `${spellCardinal(century)} ${spellBelowHundred(rest)}`;
}

/** 1990 -> "nineteen nineties", 80 -> "eighties": a decade ends in 0. */
export function spellDecade(value: number): string {
  const words = value >= 1000 ? spellYear(value) : spellCardinal(value);
  return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
}

/** "3.14" -> "three point one four", "0.5" -> "zero point five", ".5" -> "point five". */
export function spellDecimal(text: string): string {
  const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
  const wholeWords = whole === '' ? '' : spellInteger(whole);
  if (fraction === '') return wholeWords;
  return [wholeWords, 'point', spellDigits(fraction)].filter(Boolean).join(' ');
}

/** A written integer, commas allowed; a leading zero makes it a code ("007" -> "zero zero seven"). */
export function spellInteger(text: string): string {
  const digits = text.replace(/,/g, '');
  if ((digits.length > 1 && digits.startsWith('0')) || digits.length > 15) return spellDigits(digits);
  return spellCardinal(Number(digits));
}

/** 3/4 -> "three quarters", 1/2 -> "one half", 5/8 -> "five eighths". */
export function spellFraction(numerator: number, denominator: number): string {
  const singular = denominator === 2 ? 'half' : denominator === 4 ? 'quarter' : spellOrdinal(denominator);
  const plural = denominator === 2 ? 'halves' : `${singular}s`;
  return `${spellCardinal(numerator)} ${numerator === 1 ? singular : plural}`;
}
