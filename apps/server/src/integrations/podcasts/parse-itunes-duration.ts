/**
 * Episodes longer than this are a typo or a lie (some feeds put milliseconds or
 * byte counts here); a week covers the longest real marathon streams.
 */
export const MAX_PLAUSIBLE_EPISODE_SECONDS = 7 * 24 * 60 * 60;

const CLOCK = /^(?:(\d{1,3}):)?(\d{1,4}):(\d{1,2})(?:\.\d+)?$/;
const SECONDS = /^\d{1,9}(?:\.\d+)?$/;
const ISO_8601 = /^PT(?:(\d{1,3})H)?(?:(\d{1,4})M)?(?:(\d{1,6}(?:\.\d+)?)S)?$/i;

/**
 * `<itunes:duration>`: whole seconds ("4385"), "mm:ss" or "hh:mm:ss" (minutes may
 * pass 59 when there is no hour part, "75:30"), and the ISO form some generators
 * write ("PT1H5M"). Anything else, zero, or an absurd length gives null.
 */
export function parseItunesDuration(raw: string | null | undefined): number | null {
  const value = raw?.trim() ?? '';
  let seconds: number | null = null;
  if (SECONDS.test(value)) {
    seconds = Math.round(Number(value));
  } else if (CLOCK.test(value)) {
    const [, hours, minutes = '0', secs = '0'] = CLOCK.exec(value) ?? [];
    if (Number(secs) < 60 && (hours === undefined || Number(minutes) < 60)) {
      seconds = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs);
    }
  } else if (ISO_8601.test(value) && value.length > 2) {
    const [, hours = '0', minutes = '0', secs = '0'] = ISO_8601.exec(value) ?? [];
    seconds = Math.round(Number(hours) * 3600 + Number(minutes) * 60 + Number(secs));
  }
  if (seconds === null || seconds <= 0 || seconds > MAX_PLAUSIBLE_EPISODE_SECONDS) return null;
  return seconds;
}
