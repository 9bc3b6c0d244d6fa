import { buildTimedWords, joinWords, type TimedPiece } from './build-timed-words';
import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript, type DraftSegment } from './finish-transcript';
import { guardParser } from './guard-parser';
import { isJsonObject } from './is-json-object';
import type { ParseResult } from './model';
import { failParse } from './parse-failure';
import { prepareTranscriptInput } from './prepare-transcript-input';

/**
 * YouTube timedtext `fmt=json3`: `events[]` with `tStartMs`, `dDurationMs` and
 * `segs[]` of `{utf8, tOffsetMs}`.
 *
 * Events without `segs`, and segs that are only "\n", lay out the caption
 * window; they hold no words. Auto-captions (ASR) carry one event per caption
 * line with one seg per word and an `aAppend` event that starts the next line:
 * every word appears in exactly one event, so each event with words becomes
 * one segment and each seg gives its word a start time. The display windows of
 * consecutive lines overlap, so ends are clipped to the next start.
 * json3 text is raw UTF-8: "&amp;" in it is literally "&amp;", so entities are
 * not decoded.
 */
export const parseJson3 = guardParser('json3', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'json3');
  if (!prepared.ok) return prepared;
  let document: unknown;
  try {
    document = JSON.parse(prepared.text);
  } catch (error) {
    return failParse('malformed', `The json3 captions are not valid JSON: ${(error as Error).message}`);
  }
  const events = isJsonObject(document) ? document.events : undefined;
  if (!Array.isArray(events)) {
    return failParse('malformed', 'The json3 captions have no "events" list.');
  }

  const segments: DraftSegment[] = [];
  let automatic = false;
  for (const event of events) {
    if (!isJsonObject(event)) continue;
    // Only ASR tracks append lines (aAppend) and time single words (tOffsetMs).
    if (event.aAppend !== undefined) automatic = true;
    const segment = readEvent(event);
    if (segment === undefined) continue;
    if (segment.words !== undefined) automatic = true;
    segments.push(segment);
  }
  return finishTranscript(
    { segments, format: 'json3', formatName: 'json3', automatic },
    { clipOverlaps: automatic },
  );
});

function readEvent(event: Record<string, unknown>): DraftSegment | undefined {
  const startMs = event.tStartMs;
  if (!Array.isArray(event.segs) || typeof startMs !== 'number' || !Number.isFinite(startMs))
    return undefined;
  const segs = event.segs
    .filter(isJsonObject)
    .filter((seg) => typeof seg.utf8 === 'string' && seg.utf8.trim() !== '');
  if (segs.length === 0) return undefined;

  const startSeconds = startMs / 1000;
  const durationMs = event.dDurationMs;
  const segment: DraftSegment = { startSeconds, text: '' };
  if (typeof durationMs === 'number' && Number.isFinite(durationMs))
    segment.endSeconds = startSeconds + durationMs / 1000;

  // Word-level timing: ASR events carry one seg per word with offsets (the
  // first word has none: it starts with the event) and a confidence.
  const wordLevel = segs.some((seg) => seg.tOffsetMs !== undefined || seg.acAsrConf !== undefined);
  if (!wordLevel) {
    const text = segs.map((seg) => seg.utf8 as string).join('');
    segment.text = cleanCaptionText(text, { stripTags: false, decodeEntities: false });
    return segment;
  }
  const pieces: TimedPiece[] = segs.map((seg) => {
    const offset = typeof seg.tOffsetMs === 'number' && Number.isFinite(seg.tOffsetMs) ? seg.tOffsetMs : 0;
    return { text: seg.utf8 as string, startSeconds: startSeconds + offset / 1000 };
  });
  const words = buildTimedWords(pieces, { decodeEntities: false });
  segment.words = words;
  segment.text = joinWords(words);
  return segment;
}
