import { CURRENCIES, MONTHS, PER_PERIODS, UNITS } from './speech-lexicon';
import {
  spellCardinal,
  spellDecade,
  spellDecimal,
  spellDigits,
  spellFraction,
  spellInteger,
  spellOrdinal,
  spellYear,
} from './spell-number';
import { escapeRegExp } from '../../../lib/escape-reg-exp';

/** A written number: "1,200", "3.5", "42", ".5". */
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
/** No digit, decimal point or word glued to the front: "GPT-4" and "v3" are not numbers that start there. */
const NUMBER_START = String.raw`(?<![\w.,])`;
const SCALE_WORDS = String.raw`(?:k|K|M|B|bn|mn|thousand|million|billion|trillion)`;
const SINGULAR_SCALE: Record<string, string> = {
  k: 'thousand',
  K: 'thousand',
  M: 'million',
  mn: 'million',
  B: 'billion',
  bn: 'billion',
};
/** Sentence-initial words that are not product names, so "In 2.25 hours" is a decimal, not a version. */
const NOT_A_PRODUCT = new Set([
  'In',
  'At',
  'On',
  'About',
  'Only',
  'Over',
  'Under',
  'Around',
  'Nearly',
  'Almost',
  'With',
  'By',
  'For',
  'To',
  'From',
  'And',
  'The',
  'A',
  'Just',
  'Up',
  'Some',
  'Roughly',
  'Approximately',
]);

const unitForms = UNITS.flatMap(([forms, singular, plural]) =>
  forms.map((form) => ({ form, singular, plural })),
).sort((left, right) => right.form.length - left.form.length);
const unitByForm = new Map(unitForms.map((unit) => [unit.form, unit]));
const unitPattern = unitForms
  .map(({ form }) => (form.length === 1 ? '' : String.raw`\s?`) + escapeRegExp(form))
  .join('|');

/**
 * Every digit becomes words, read the way its context says: phone numbers and
 * dates, clock times and episode timestamps, money, percentages, ranges,
 * measurements, ordinals, fractions, versions, decades and years, then plain
 * numbers. Each rule turns its digits into words, so a later rule never sees them.
 */
export function readNumbers(text: string): string {
  return [
    readPhoneNumbers,
    readDates,
    readClockTimes,
    readTimestamps,
    readMoney,
    readResolutions,
    readDecades,
    readRanges,
    readMeasurements,
    readOrdinals,
    readFractions,
    readVersions,
    separateLettersFromDigits,
    readNegativeNumbers,
    readRatios,
    readPlainNumbers,
  ].reduce((result, rule) => rule(result), text);
}

function readPhoneNumbers(text: string): string {
  // Only with an area code: "100-1000" alone is a range.
  return text.replace(
    /(?<![\w-])\(?(\d{3})\)?[-. ](\d{3})-(\d{4})(?![\w-])/g,
    (_match, area: string, exchange: string, line: string) =>
      [area, exchange, line].map((group) => spellDigits(group)).join(', '),
  );
}

function readDates(text: string): string {
  const monthNames = MONTHS.map(
    (month) => `${month}|${month.slice(0, 3)}\\.?${month.length > 4 ? `|${month.slice(0, 4)}\\.?` : ''}`,
  ).join('|');
  return text
    .replace(
      /(?<![\w-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g,
      (match, year: string, month: string, day: string) =>
        formatDate(Number(year), Number(month), Number(day)) ?? match,
    )
    .replace(
      /(?<![\w/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\w/])/g,
      (match, month: string, day: string, year: string) =>
        formatDate(Number(year), Number(month), Number(day)) ?? match,
    )
    .replace(
      new RegExp(`\\b(${monthNames})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'g'),
      (match, month: string, day: string, year?: string) => {
        const index = MONTHS.findIndex((name) => name.startsWith(month.replace('.', '')));
        const dayNumber = Number(day);
        if (index < 0 || dayNumber < 1 || dayNumber > 31) return match;
        return `${MONTHS[index]} ${spellOrdinal(dayNumber)}${year ? `, ${spellYear(Number(year))}` : ''}`;
      },
    );
}

function formatDate(year: number, month: number, day: number): string | undefined {
  const monthName = MONTHS[month - 1];
  if (!monthName || day < 1 || day > 31) return undefined;
  return `${monthName} ${spellOrdinal(day)}, ${spellYear(year)}`;
}

/** "3:30 pm" -> "three thirty P M", "10:05am" -> "ten oh five A M", "9 a.m." -> "nine A M". */
function readClockTimes(text: string): string {
  return text.replace(
    /(?<![\w:])(\d{1,2})(?::([0-5]\d))?\s?([ap])\.?m\.?(?![a-z])/gi,
    (match, hour: string, minutes: string | undefined, half: string) => {
      const hourNumber = Number(hour);
      if (hourNumber > 23) return match;
      const minuteNumber = Number(minutes ?? '0');
      const minuteWords =
        minuteNumber === 0
          ? ''
          : minuteNumber < 10
            ? ` oh ${spellCardinal(minuteNumber)}`
            : ` ${spellCardinal(minuteNumber)}`;
      return `${spellCardinal(hourNumber)}${minuteWords} ${half.toUpperCase()} M`;
    },
  );
}

/**
 * Timestamps into an episode, which is what PodBite's bites point at:
 * "1:02:03" -> "one hour two minutes three seconds", "12:34" -> "twelve minutes thirty-four seconds".
 */
function readTimestamps(text: string): string {
  return text
    .replace(
      /(?<![\w:.])(\d{1,2}):([0-5]\d):([0-5]\d)(?![\w:])/g,
      (_match, hours: string, minutes: string, seconds: string) =>
        formatDuration(Number(hours), Number(minutes), Number(seconds)),
    )
    .replace(/(?<![\w:.])(\d{1,3}):([0-5]\d)(?![\w:])/g, (_match, minutes: string, seconds: string) =>
      formatDuration(0, Number(minutes), Number(seconds)),
    );
}

function formatDuration(hours: number, minutes: number, seconds: number): string {
  const parts = [
    [hours, 'hour'],
    [minutes, 'minute'],
    [seconds, 'second'],
  ] as const;
  const spoken = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${spellCardinal(value)} ${unit}${value === 1 ? '' : 's'}`);
  return spoken.length > 0 ? spoken.join(' ') : 'zero seconds';
}

/** "$12.99/mo" -> "twelve dollars and ninety-nine cents per month"; "$2.5M" -> "two point five million dollars"; "$5-10" -> "five to ten dollars". */
function readMoney(text: string): string {
  const symbols = Object.keys(CURRENCIES).map(escapeRegExp).join('');
  const periods = Object.keys(PER_PERIODS).join('|');
  const pattern = new RegExp(
    `([${symbols}])\\s?(${NUMBER})(?:\\s?(${SCALE_WORDS})\\b)?(?:\\s?[-–]\\s?[${symbols}]?(${NUMBER})(?:\\s?(${SCALE_WORDS})\\b)?)?(?:\\s?(?:/|per\\s)\\s?(${periods})\\b)?`,
    'g',
  );
  return text.replace(
    pattern,
    (
      _match,
      symbol: string,
      amount: string,
      scale?: string,
      upper?: string,
      upperScale?: string,
      period?: string,
    ) => {
      const currency = CURRENCIES[symbol];
      if (!currency) return _match;
      const perPeriod = period ? ` per ${PER_PERIODS[period]}` : '';
      if (upper) {
        const low = spellAmount(amount, scale ?? upperScale);
        const high = spellAmount(upper, upperScale);
        return `${low} to ${high} ${currency.many}${perPeriod}`;
      }
      if (scale) return `${spellAmount(amount, scale)} ${currency.many}${perPeriod}`;
      return `${spellMoney(amount, currency)}${perPeriod}`;
    },
  );
}

function spellAmount(amount: string, scale: string | undefined): string {
  const words = amount.includes('.') ? spellDecimal(amount) : spellInteger(amount);
  return scale ? `${words} ${SINGULAR_SCALE[scale] ?? scale}` : words;
}

function spellMoney(
  amount: string,
  currency: { one: string; many: string; centOne: string; centMany: string },
): string {
  const [whole = '0', fraction] = amount.replace(/,/g, '').split('.');
  if (fraction !== undefined && fraction.length > 2) return `${spellDecimal(amount)} ${currency.many}`;
  const units = Number(whole || '0');
  const cents = fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));
  const unitWords = `${spellCardinal(units)} ${units === 1 ? currency.one : currency.many}`;
  const centWords = `${spellCardinal(cents)} ${cents === 1 ? currency.centOne : currency.centMany}`;
  if (cents === 0) return unitWords;
  if (units === 0) return centWords;
  return `${unitWords} and ${centWords}`;
}

/** "1920x1080" -> "one thousand nine hundred twenty by one thousand eighty"; "1080p" -> "ten eighty P". */
function readResolutions(text: string): string {
  return text
    .replace(
      /(?<![\w.])(\d{2,5})\s?[x×]\s?(\d{2,5})(?![\w.])/g,
      (_match, width: string, height: string) => `${spellInteger(width)} by ${spellInteger(height)}`,
    )
    .replace(/(?<![\w.])(\d{3,4})p\b/g, (_match, lines: string) => `${spellInPairs(Number(lines))} P`);
}

/** 1080 -> "ten eighty", 720 -> "seven twenty", 1900 -> "nineteen hundred". */
function spellInPairs(value: number): string {
  const head = Math.floor(value / 100);
  const tail = value % 100;
  if (tail === 0) return `${spellCardinal(head)} hundred`;
  return `${spellCardinal(head)} ${tail < 10 ? `oh ${spellCardinal(tail)}` : spellCardinal(tail)}`;
}

/** "the 1990s" -> "the nineteen nineties", "the '80s" -> "the eighties"; "30s" is a decade of life, "45s" is seconds. */
function readDecades(text: string): string {
  return text.replace(/(?<![\w.,])'?(\d{2}|1\d{3}|20\d{2})s\b/g, (match, digits: string) => {
    const value = Number(digits);
    return value % 10 === 0 && value >= 10 ? spellDecade(value) : match;
  });
}

/** "3-5" -> "three to five", "10-20%" -> "ten to twenty percent", "2-3 GB" -> "two to three gigabytes". */
function readRanges(text: string): string {
  const pattern = new RegExp(
    `${NUMBER_START}(${NUMBER})\\s?[-–]\\s?(${NUMBER})(?![\\d-]|\\.\\d)(\\s?%|${unitPattern})?(?![\\w/])`,
    'g',
  );
  return text.replace(pattern, (_match, low: string, high: string, unit: string | undefined) => {
    const words = `${spellQuantity(low)} to ${spellQuantity(high)}`;
    if (!unit) return words;
    const written = unit.trim();
    if (written === '%') return `${words} percent`;
    return `${words} ${unitByForm.get(written)?.plural ?? written}`;
  });
}

/** "5 km" -> "five kilometers", "1 GB" -> "one gigabyte", "40%" -> "forty percent", "10x" -> "ten times". */
function readMeasurements(text: string): string {
  const pattern = new RegExp(`${NUMBER_START}(-?)(${NUMBER})(\\s?%|${unitPattern})(?![\\w/])`, 'g');
  return text.replace(pattern, (_match, minus: string, amount: string, unit: string) => {
    const written = unit.trim();
    const words = `${minus ? 'minus ' : ''}${spellQuantity(amount)}`;
    if (written === '%') return `${words} percent`;
    const spokenUnit = unitByForm.get(written);
    if (!spokenUnit) return _match;
    return `${words} ${amount === '1' && !minus ? spokenUnit.singular : spokenUnit.plural}`;
  });
}

function readOrdinals(text: string): string {
  return text.replace(/(?<![\w.,])(\d+)(st|nd|rd|th)\b/gi, (_match, digits: string) =>
    spellOrdinal(Number(digits)),
  );
}

/** "3/4" -> "three quarters", "24/7" -> "twenty-four seven", "10/10" -> "ten out of ten". */
function readFractions(text: string): string {
  return text.replace(/(?<![\w/.])(\d+)\/(\d+)(?![\w/]|\.\d)/g, (_match, top: string, bottom: string) => {
    const numerator = Number(top);
    const denominator = Number(bottom);
    if ((numerator === 24 && denominator === 7) || (numerator === 50 && denominator === 50)) {
      return `${spellCardinal(numerator)} ${spellCardinal(denominator)}`;
    }
    if (denominator >= 2 && denominator <= 16 && numerator > 0 && numerator < denominator)
      return spellFraction(numerator, denominator);
    return `${spellCardinal(numerator)} out of ${spellCardinal(denominator)}`;
  });
}

/** "v2.1" -> "version two point one", "3.12.1" -> "three point twelve point one", "Python 3.12" -> "Python three point twelve". */
function readVersions(text: string): string {
  const spellParts = (version: string) =>
    version
      .split('.')
      .map((part) => spellInteger(part))
      .join(' point ');
  return text
    .replace(/\bv(\d+(?:\.\d+)*)\b/g, (_match, version: string) => `version ${spellParts(version)}`)
    .replace(/(?<![\w.])(\d+(?:\.\d+){2,})(?![\w]|\.\d)/g, (_match, version: string) => spellParts(version))
    .replace(
      /\b(version|release|[A-Z][A-Za-z]*)\s(\d+\.\d+)(?![\w]|\.\d)/g,
      (match, name: string, version: string) =>
        NOT_A_PRODUCT.has(name) ? match : `${name} ${spellParts(version)}`,
    );
}

/** "H100" -> "H 100", "3D" -> "3 D", "GPT-4o" -> "GPT-4 o": the letters are spelled or said later. */
function separateLettersFromDigits(text: string): string {
  return text.replace(/([A-Za-z])(?=\d)/g, '$1 ').replace(/(\d)(?=[A-Za-z])/g, '$1 ');
}

function readNegativeNumbers(text: string): string {
  return text.replace(
    new RegExp(`(^|[\\s(])-(${NUMBER})(?![\\w])`, 'g'),
    (_match, before: string, amount: string) => `${before}minus ${spellQuantity(amount)}`,
  );
}

/** "16:9" -> "sixteen to nine": what is left of a colon between numbers is a ratio or a score. */
function readRatios(text: string): string {
  return text.replace(
    /(?<![\w.])(\d+):(\d+)(?![\w])/g,
    (_match, left: string, right: string) => `${spellInteger(left)} to ${spellInteger(right)}`,
  );
}

/** Four-digit numbers from 1100 to 2099 are years ("twenty twenty-four"), which is also how people say such quantities. */
function readPlainNumbers(text: string): string {
  return text.replace(new RegExp(NUMBER, 'g'), (amount) => spellQuantity(amount));
}

function spellQuantity(amount: string): string {
  if (amount.includes('.')) return spellDecimal(amount);
  if (/^(1[1-9]\d\d|20\d\d)$/.test(amount)) return spellYear(Number(amount));
  return spellInteger(amount);
}
