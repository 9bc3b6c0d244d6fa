import type { ParseResult, TranscriptSegment } from '../model';

/** One JSON line per file, without per-word timings (they are for the summarizer, not for people). */
export function formatJsonLine(file: string, result: ParseResult): string {
  if (!result.ok) return JSON.stringify({ file, error: result.error });
  const { language, segments } = result.transcript;
  return JSON.stringify({
    file,
    ...(language === undefined ? {} : { language }),
    segments: segments.map(({ startSeconds, endSeconds, text, speaker }) => ({
      startSeconds,
      endSeconds,
      text,
      ...(speaker === undefined ? {} : { speaker }),
    })),
  });
}

/** "[m:ss] Speaker: text", one line per segment. */
export function formatReadableSegments(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((segment) => {
      const speaker = segment.speaker === undefined ? '' : `${segment.speaker}: `;
      return `[${formatClock(segment.startSeconds)}] ${speaker}${segment.text}`;
    })
    .join('\n');
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const whole = Math.floor(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
