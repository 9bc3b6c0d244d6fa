import { decodeHTML } from 'entities';
import { buildTimedWords, joinWords, type TimedPiece } from './build-timed-words';
import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript, type DraftSegment } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { failParse } from './parse-failure';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { scanMarkup } from './scan-markup';
import { createSpeakerTurnTracker } from './track-speaker-turns';

interface OpenParagraph {
  startSeconds: number;
  endSeconds?: number;
  pieces: TimedPiece[];
  wordTimed: boolean;
}

/**
 * YouTube timedtext XML. Two dialects come back from a caption track's URL:
 * - format 3 (`fmt=srv3`): `<timedtext format="3"><body><p t="ms" d="ms">…</p>`,
 *   auto-captions with one `<s t="offset ms" ac="confidence">word</s>` per word;
 * - the classic default (what youtube-transcript-api reads):
 *   `<transcript><text start="s" dur="s">…</text>`, whose text is escaped twice
 *   ("&amp;#39;"), so it is decoded once before the usual cleaning.
 * Manual captions often start a speaker turn with "Name:", which names the
 * speaker until the next one.
 */
export const parseSrv3 = guardParser('timedtext XML', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'timedtext XML');
  if (!prepared.ok) return prepared;

  let dialect: 'format3' | 'classic' | undefined;
  let language: string | undefined;
  let automatic = false;
  let paragraph: OpenParagraph | undefined;
  const paragraphs: OpenParagraph[] = [];
  let time = 0;

  for (const token of scanMarkup(prepared.text)) {
    if (token.kind === 'open' && dialect === undefined) {
      if (token.name === 'timedtext') dialect = 'format3';
      else if (token.name === 'transcript') dialect = 'classic';
      else continue;
      language = token.attributes.get('lang') ?? token.attributes.get('xml:lang');
      continue;
    }
    if (dialect === undefined) continue;
    const paragraphTag = dialect === 'format3' ? 'p' : 'text';
    if (token.kind === 'open' && token.name === paragraphTag) {
      paragraph = openParagraph(token.attributes, dialect);
      if (paragraph !== undefined && !token.selfClosing) paragraphs.push(paragraph);
      else paragraph = undefined;
      time = paragraph?.startSeconds ?? 0;
    } else if (token.kind === 'close' && token.name === paragraphTag) {
      paragraph = undefined;
    } else if (paragraph !== undefined && token.kind === 'open' && token.name === 's') {
      const offset = readNumber(token.attributes.get('t'));
      if (offset !== undefined) {
        time = paragraph.startSeconds + offset / 1000;
        paragraph.wordTimed = true;
      }
      if (token.attributes.has('ac')) automatic = true;
    } else if (paragraph !== undefined && token.kind === 'open' && token.name === 'br') {
      paragraph.pieces.push({ text: ' ', startSeconds: time });
    } else if (paragraph !== undefined && token.kind === 'text') {
      const text = dialect === 'classic' ? decodeHTML(token.text) : token.text;
      paragraph.pieces.push({ text, startSeconds: time });
    }
  }

  if (dialect === undefined) {
    return failParse('malformed', 'Not YouTube timedtext XML: no <timedtext> or <transcript> element.');
  }
  if (paragraphs.some((candidate) => candidate.wordTimed)) automatic = true;
  const segments = toSegments(paragraphs, dialect);
  return finishTranscript(
    { segments, format: 'srv3', formatName: 'timedtext XML', language, automatic },
    { clipOverlaps: automatic },
  );
});

function openParagraph(
  attributes: Map<string, string>,
  dialect: 'format3' | 'classic',
): OpenParagraph | undefined {
  const scale = dialect === 'format3' ? 1 / 1000 : 1;
  const start = readNumber(attributes.get(dialect === 'format3' ? 't' : 'start'));
  const duration = readNumber(attributes.get(dialect === 'format3' ? 'd' : 'dur'));
  if (start === undefined) return undefined;
  const paragraph: OpenParagraph = { startSeconds: start * scale, pieces: [], wordTimed: false };
  if (duration !== undefined) paragraph.endSeconds = (start + duration) * scale;
  return paragraph;
}

function toSegments(paragraphs: readonly OpenParagraph[], dialect: 'format3' | 'classic'): DraftSegment[] {
  const segments: DraftSegment[] = [];
  const attributeSpeaker = createSpeakerTurnTracker();
  for (const paragraph of paragraphs) {
    const segment: DraftSegment = { startSeconds: paragraph.startSeconds, text: '' };
    if (paragraph.endSeconds !== undefined) segment.endSeconds = paragraph.endSeconds;
    if (paragraph.wordTimed) {
      const words = buildTimedWords(paragraph.pieces);
      segment.words = words;
      segment.text = joinWords(words);
    } else {
      const raw = paragraph.pieces.map((piece) => piece.text).join('');
      const split = attributeSpeaker(cleanCaptionText(raw, { stripTags: dialect === 'classic' }), raw);
      segment.text = split.text;
      if (split.speaker !== undefined) segment.speaker = split.speaker;
    }
    segments.push(segment);
  }
  return segments;
}

function readNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
