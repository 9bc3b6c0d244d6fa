import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript, type DraftSegment } from './finish-transcript';
import { guardParser } from './guard-parser';
import { isJsonObject } from './is-json-object';
import type { ParseResult, TranscriptWord } from './model';
import { failParse } from './parse-failure';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { ENDS_SENTENCE } from './split-into-sentences';

interface Entry {
  startSeconds: number;
  endSeconds?: number;
  text: string;
  speaker?: string;
}

/** A pause this long between entries ends a segment even without punctuation (ASR output has none). */
const PAUSE_SECONDS = 2;
/** Unpunctuated speech is cut at this many words so timestamps stay useful. */
const MAX_SEGMENT_WORDS = 60;

/**
 * Podcasting 2.0 JSON transcript: `{"version", "segments": [{"speaker",
 * "startTime", "endTime", "body"}]}` with times in seconds.
 *
 * Publishers often write one entry per word. Those are merged into readable
 * segments: a new segment starts when the speaker changes, after a word that
 * ends a sentence, after a pause of 2 s or more, or at 60 words. When every
 * merged entry is a single word its time is kept in `words`; entries that are
 * already phrases are joined without inventing word times.
 */
export const parsePodcastJson = guardParser('Podcasting 2.0 JSON', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'Podcasting 2.0 JSON');
  if (!prepared.ok) return prepared;
  let document: unknown;
  try {
    document = JSON.parse(prepared.text);
  } catch (error) {
    return failParse(
      'malformed',
      `The Podcasting 2.0 JSON transcript is not valid JSON: ${(error as Error).message}`,
    );
  }
  const rawSegments = isJsonObject(document) ? document.segments : undefined;
  if (!Array.isArray(rawSegments)) {
    return failParse('malformed', 'The Podcasting 2.0 JSON transcript has no "segments" list.');
  }
  const entries = rawSegments
    .map(readEntry)
    .filter((entry): entry is Entry => entry !== undefined)
    .sort((a, b) => a.startSeconds - b.startSeconds);
  const language =
    isJsonObject(document) && typeof document.language === 'string' ? document.language : undefined;
  return finishTranscript({
    segments: mergeEntries(entries),
    format: 'podcast-json',
    formatName: 'Podcasting 2.0 JSON',
    language,
  });
});

function readEntry(raw: unknown): Entry | undefined {
  if (!isJsonObject(raw) || typeof raw.body !== 'string') return undefined;
  const startSeconds = readSeconds(raw.startTime);
  if (startSeconds === undefined) return undefined;
  const text = cleanCaptionText(raw.body);
  if (text === '') return undefined;
  const entry: Entry = { startSeconds, text };
  const endSeconds = readSeconds(raw.endTime);
  if (endSeconds !== undefined) entry.endSeconds = endSeconds;
  if (typeof raw.speaker === 'string' && raw.speaker.trim() !== '')
    entry.speaker = cleanCaptionText(raw.speaker);
  return entry;
}

/** Seconds as a number, or as a numeric string, which some publishers write. */
function readSeconds(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

function mergeEntries(entries: readonly Entry[]): DraftSegment[] {
  const segments: DraftSegment[] = [];
  let group: Entry[] = [];
  const flush = () => {
    if (group.length > 0) segments.push(mergeGroup(group));
    group = [];
  };
  let wordCount = 0;
  for (const entry of entries) {
    const previous = group[group.length - 1];
    const previousEnd = previous?.endSeconds ?? previous?.startSeconds;
    const startsNew =
      previous !== undefined &&
      (entry.speaker !== previous.speaker ||
        ENDS_SENTENCE.test(previous.text) ||
        (previousEnd !== undefined && entry.startSeconds - previousEnd >= PAUSE_SECONDS) ||
        wordCount >= MAX_SEGMENT_WORDS);
    if (startsNew) {
      flush();
      wordCount = 0;
    }
    group.push(entry);
    wordCount += entry.text.split(' ').length;
  }
  flush();
  return segments;
}

function mergeGroup(group: readonly Entry[]): DraftSegment {
  const first = group[0] as Entry;
  const ends = group.map((entry) => entry.endSeconds ?? entry.startSeconds);
  const segment: DraftSegment = {
    startSeconds: first.startSeconds,
    endSeconds: Math.max(...ends),
    text: group.map((entry) => entry.text).join(' '),
  };
  if (first.speaker !== undefined) segment.speaker = first.speaker;
  if (group.every((entry) => !entry.text.includes(' '))) {
    segment.words = group.map((entry): TranscriptWord => ({
      text: entry.text,
      startSeconds: entry.startSeconds,
    }));
  }
  return segment;
}
