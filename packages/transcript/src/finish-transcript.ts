import { collapseWhitespace } from './clean-caption-text';
import { countWords, estimateSpeechSeconds } from './estimate-speech-duration';
import type { ParseResult, Transcript, TranscriptFormat, TranscriptSegment, TranscriptWord } from './model';
import { failParse } from './parse-failure';

/** A segment as a parser first reads it: the end may be missing or wrong. */
/**
 * Latest moment a transcript may mention. YouTube live archives stop at 12 hours;
 * a time beyond a week is a corrupt file, not a long episode, and keeping it would
 * also break millisecond rounding for absurd values such as 1e308.
 */
export const MAX_MEDIA_SECONDS = 7 * 24 * 3600;

export interface DraftSegment {
  startSeconds: number;
  endSeconds?: number;
  text: string;
  speaker?: string;
  words?: TranscriptWord[];
}

export interface TranscriptDraft {
  segments: DraftSegment[];
  format: TranscriptFormat;
  /** Human name of the format for messages ("WebVTT", "SRT"). */
  formatName: string;
  language?: string;
  automatic?: boolean;
}

export interface FinishOptions {
  /**
   * End each segment no later than the next one starts. Right for automatic
   * captions, whose display windows overlap by design (rolling lines); wrong for
   * manual captions, where overlap can be two people talking at once.
   */
  clipOverlaps?: boolean;
}

/**
 * The normalisation every parser ends with, so all formats come out alike:
 * empty segments dropped, negative times clamped to 0, segments sorted by start,
 * a missing, zero or negative duration replaced by the time until the next
 * segment or an estimate from the word count, an exact repeat of the previous
 * segment that overlaps it merged into it, word times kept inside their segment,
 * times rounded to milliseconds.
 */
export function finishTranscript(draft: TranscriptDraft, options: FinishOptions = {}): ParseResult {
  const candidates = draft.segments
    .filter(
      (segment) =>
        segment.text.trim() !== '' &&
        Number.isFinite(segment.startSeconds) &&
        segment.startSeconds <= MAX_MEDIA_SECONDS,
    )
    .map((segment) => ({ ...segment, startSeconds: Math.max(0, segment.startSeconds) }))
    .sort((a, b) => a.startSeconds - b.startSeconds);

  const merged: DraftSegment[] = [];
  for (const segment of candidates) {
    const previous = merged[merged.length - 1];
    if (previous && isOverlappingRepeat(previous, segment)) {
      previous.endSeconds = Math.max(
        previous.endSeconds ?? previous.startSeconds,
        segment.endSeconds ?? segment.startSeconds,
      );
      continue;
    }
    merged.push(segment);
  }

  const segments = merged.map((segment, index) => {
    const nextStart = findNextStart(merged, index);
    return finishSegment(segment, fixEndSeconds(segment, nextStart, options));
  });

  if (segments.length === 0) {
    return failParse('no-segments', `The ${draft.formatName} input has no segments with spoken text.`);
  }
  const transcript: Transcript = { segments, format: draft.format };
  const language = normalizeLanguageTag(draft.language);
  if (language !== undefined) transcript.language = language;
  if (draft.automatic) transcript.automatic = true;
  return { ok: true, transcript };
}

function isOverlappingRepeat(previous: DraftSegment, segment: DraftSegment): boolean {
  const previousEnd = previous.endSeconds ?? previous.startSeconds;
  return (
    segment.text === previous.text &&
    segment.speaker === previous.speaker &&
    segment.startSeconds < previousEnd
  );
}

function findNextStart(segments: readonly DraftSegment[], index: number): number | undefined {
  const start = (segments[index] as DraftSegment).startSeconds;
  for (let next = index + 1; next < segments.length; next += 1) {
    const candidate = (segments[next] as DraftSegment).startSeconds;
    if (candidate > start) return candidate;
  }
  return undefined;
}

function fixEndSeconds(segment: DraftSegment, nextStart: number | undefined, options: FinishOptions): number {
  const start = segment.startSeconds;
  const end = segment.endSeconds;
  if (end === undefined || !Number.isFinite(end) || end <= start) {
    const estimated = start + estimateSpeechSeconds(countWords(segment.text));
    return nextStart === undefined ? estimated : Math.min(estimated, nextStart);
  }
  if (options.clipOverlaps && nextStart !== undefined && end > nextStart) return nextStart;
  return end;
}

function finishSegment(segment: DraftSegment, endSeconds: number): TranscriptSegment {
  const startSeconds = roundToMilliseconds(segment.startSeconds);
  const end = Math.max(startSeconds, roundToMilliseconds(endSeconds));
  const finished: TranscriptSegment = {
    startSeconds,
    endSeconds: end,
    text: collapseWhitespace(segment.text),
  };
  const speaker = segment.speaker === undefined ? '' : collapseWhitespace(segment.speaker).slice(0, 200);
  if (speaker !== '') finished.speaker = speaker;
  const words = (segment.words ?? [])
    .filter((word) => word.text.trim() !== '' && Number.isFinite(word.startSeconds))
    .map((word) => ({
      text: word.text.trim(),
      startSeconds: Math.min(end, Math.max(startSeconds, roundToMilliseconds(word.startSeconds))),
    }));
  if (words.length > 0) finished.words = words;
  return finished;
}

function roundToMilliseconds(seconds: number): number {
  return Math.round(Math.min(seconds, MAX_MEDIA_SECONDS) * 1000) / 1000;
}

// BCP-47-shaped: "en", "en-US", "pt_BR" (normalised to "pt-BR"), "zh-Hans".
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

function normalizeLanguageTag(language: string | undefined): string | undefined {
  const tag = language?.trim();
  if (tag === undefined || !LANGUAGE_TAG.test(tag)) return undefined;
  return tag.replace(/_/g, '-');
}
