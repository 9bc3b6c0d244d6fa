/**
 * Timestamps as captions and transcripts write them. Every pattern is anchored and
 * bounded (no nested quantifiers), so matching is linear in the input.
 */

// [hours:]minutes:seconds[.,fraction]: WebVTT "00:01.500", SRT "00:00:01,500", lenient digit counts.
const CUE_TIMESTAMP = /^(?:(\d{1,7}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

// Clock times people type: "1:02:03", "12:34", "125:30", "0:00", optional fraction.
const CLOCK_TIMESTAMP = /^(?:(\d{1,7}):(\d{1,2})|(\d{1,4})):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/** Seconds of a WebVTT or SRT cue timestamp, or undefined when it is not one. */
export function parseCueTimestamp(text: string): number | undefined {
  const fixed = parseFixedCueTimestamp(text);
  if (fixed !== undefined) return fixed;
  const match = CUE_TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (minutes > 59 || seconds > 59) return undefined;
  return hours * 3600 + minutes * 60 + seconds + parseFraction(match[4]);
}

/** Seconds of a clock time such as "1:02:03", "12:34" or "0:00.5", or undefined. */
export function parseClockTimestamp(text: string): number | undefined {
  const match = CLOCK_TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const seconds = Number(match[4]);
  if (seconds > 59) return undefined;
  if (match[1] !== undefined) {
    const minutes = Number(match[2]);
    if (minutes > 59) return undefined;
    return Number(match[1]) * 3600 + minutes * 60 + seconds + parseFraction(match[5]);
  }
  return Number(match[3]) * 60 + seconds + parseFraction(match[5]);
}

/**
 * "hh:mm:ss.mmm" exactly, the form of every WebVTT timestamp YouTube writes (several per word in
 * auto-captions), read from its digits without a regular expression; anything else is left to
 * the general pattern. Same arithmetic, so the same seconds.
 */
function parseFixedCueTimestamp(text: string): number | undefined {
  if (text.length !== 12 || text.charCodeAt(2) !== colon || text.charCodeAt(5) !== colon) return undefined;
  if (text.charCodeAt(8) !== dot) return undefined;
  const hours = digitAt(text, 0) * 10 + digitAt(text, 1);
  const minutes = digitAt(text, 3) * 10 + digitAt(text, 4);
  const seconds = digitAt(text, 6) * 10 + digitAt(text, 7);
  const thousandths = digitAt(text, 9) * 100 + digitAt(text, 10) * 10 + digitAt(text, 11);
  // NaN (a character that is not a digit) fails every comparison: such text is left to the pattern.
  if (!(hours >= 0 && minutes <= 59 && seconds <= 59 && thousandths >= 0)) return undefined;
  return hours * 3600 + minutes * 60 + seconds + thousandths / 1000;
}

/** The digit at a position, or NaN when the character there is not one. */
function digitAt(text: string, at: number): number {
  const digit = text.charCodeAt(at) - zero;
  return digit >= 0 && digit <= 9 ? digit : Number.NaN;
}

const colon = 58;
const dot = 46;
const zero = 48;

function parseFraction(digits: string | undefined): number {
  if (digits === undefined) return 0;
  // "5" means 500 ms, "05" 50 ms, "005" 5 ms.
  return Number(digits.padEnd(3, '0')) / 1000;
}
