/**
 * YouTube's contentDetails.duration: ISO-8601 as YouTube writes it, "PT1H2M3S",
 * "P1DT2H" for videos of a day or more, "P0D" for live and upcoming broadcasts.
 * Weeks ("P1W") are accepted too; years and months never occur and are refused
 * because their length in seconds is ambiguous.
 */
const DURATION_PATTERN =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds in the duration, or null when the text is not a duration YouTube would send. */
export function parseIso8601Duration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  if ([weeks, days, hours, minutes, seconds].every((part) => part === undefined)) return null;
  // "PT" alone names no time at all.
  if (text.trim().toUpperCase().endsWith('T')) return null;
  const total =
    toNumber(weeks) * 604_800 +
    toNumber(days) * 86_400 +
    toNumber(hours) * 3_600 +
    toNumber(minutes) * 60 +
    toNumber(seconds);
  return Math.round(total);
}

function toNumber(part: string | undefined): number {
  return part === undefined ? 0 : Number(part);
}
