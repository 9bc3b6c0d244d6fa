import { parseCueTimestamp } from './parse-timestamp';

/**
 * Reads "00:00:01.000 --> 00:00:04.000 align:start position:0%" (WebVTT) or
 * "00:00:01,000 --> 00:00:04,000 X1:…" (SRT). Cue settings and coordinates after
 * the end time are ignored: they place text on screen, they are not words.
 */
export function parseTimingLine(line: string): { startSeconds: number; endSeconds: number } | undefined {
  const arrow = line.indexOf('-->');
  if (arrow === -1) return undefined;
  // Trimmed here, so the usual "00:00:01.000 " is read by the timestamp's fast path.
  const startSeconds = parseCueTimestamp(line.slice(0, arrow).trim());
  const afterArrow = line.slice(arrow + 3).trimStart();
  const settings = afterArrow.search(/[ \t]/);
  const endSeconds = parseCueTimestamp(settings === -1 ? afterArrow : afterArrow.slice(0, settings));
  if (startSeconds === undefined || endSeconds === undefined) return undefined;
  return { startSeconds, endSeconds };
}
