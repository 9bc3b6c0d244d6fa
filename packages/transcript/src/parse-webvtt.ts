import { buildTimedWords, joinWords, type TimedPiece } from './build-timed-words';
import { cleanCaptionText, cleanInlineText, collapseWhitespace } from './clean-caption-text';
import { finishTranscript, type DraftSegment } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { failParse } from './parse-failure';
import { parseTimingLine } from './parse-timing-line';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { countWords } from './estimate-speech-duration';
import { tokenizeCueText, type CueToken } from './tokenize-cue-text';
import { createSpeakerTurnTracker } from './track-speaker-turns';

interface VttCue {
  startSeconds: number;
  endSeconds: number;
  /** Each line of cue text, tokenized. */
  lines: CueToken[][];
}

/**
 * WebVTT (W3C), including YouTube's auto-caption flavour.
 *
 * YouTube auto-captions roll: every cue shows the previous line again above the
 * new one, and a 10 ms cue in between shows the finished line alone. Played back
 * that looks right; read as text it says everything twice. When the file rolls
 * (most cues start with the line the previous cue ended with) only the lines a
 * cue adds are kept, so each spoken word comes out once, with its inline time.
 */
export const parseWebVtt = guardParser('WebVTT', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'WebVTT');
  if (!prepared.ok) return prepared;
  const lines = prepared.text.split('\n');
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) {
    return failParse('malformed', 'A WebVTT file must start with the line "WEBVTT".');
  }
  const { language, bodyStart } = readHeader(lines);
  const cues = readCues(lines, bodyStart);
  if (cues.length === 0) {
    return failParse(
      'no-segments',
      'The WebVTT file has no cues (lines like "00:00:01.000 --> 00:00:04.000").',
    );
  }

  const hasInlineTimings = cues.some((cue) =>
    cue.lines.some((tokens) => tokens.some((token) => token.kind === 'time')),
  );
  const visible = readVisibleLines(cues);
  const rolling = isRolling(visible);
  const segments = rolling ? readRollingSegments(cues, visible) : readCueSegments(cues);
  const automatic = rolling || hasInlineTimings;
  return finishTranscript(
    { segments, format: 'webvtt', formatName: 'WebVTT', language, automatic },
    { clipOverlaps: automatic },
  );
});

function readHeader(lines: readonly string[]): { language?: string; bodyStart: number } {
  let language: string | undefined;
  let index = 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (line.trim() === '' || line.includes('-->')) break;
    const match = /^Language:[ \t]*(\S{1,40})/i.exec(line);
    if (match) language = match[1];
  }
  return language === undefined ? { bodyStart: index } : { language, bodyStart: index };
}

function readCues(lines: readonly string[], bodyStart: number): VttCue[] {
  const cues: VttCue[] = [];
  let index = bodyStart;
  const skipBlock = () => {
    while (index < lines.length && (lines[index] as string).trim() !== '') index += 1;
  };
  while (index < lines.length) {
    const line = lines[index] as string;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (/^NOTE(?:[ \t]|$)/.test(line) || (cues.length === 0 && /^(?:STYLE|REGION)[ \t]*$/.test(line))) {
      skipBlock();
      continue;
    }
    // An optional cue identifier comes before the timing line.
    const timingIndex = line.includes('-->') ? index : index + 1;
    const timing = parseTimingLine(lines[timingIndex] ?? '');
    if (timing === undefined) {
      skipBlock();
      continue;
    }
    index = timingIndex + 1;
    const text: CueToken[][] = [];
    // Cue text runs to the next empty line. Lines holding only spaces belong to
    // the cue (YouTube writes them); a line with "-->" starts the next cue.
    while (index < lines.length && lines[index] !== '' && !(lines[index] as string).includes('-->')) {
      text.push(tokenizeCueText(lines[index] as string));
      index += 1;
    }
    cues.push({ ...timing, lines: text });
  }
  return cues;
}

function rawLineText(tokens: readonly CueToken[]): string {
  return tokens.map((token) => (token.kind === 'text' ? token.text : '')).join('');
}

interface VisibleLine {
  tokens: CueToken[];
  key: string;
}

/**
 * Each cue's non-empty lines with their keys, read once for both the rolling test and the
 * segments. A rolling file shows every line twice, so a line's key is cleaned once per text.
 */
function readVisibleLines(cues: readonly VttCue[]): VisibleLine[][] {
  const keyOfText = new Map<string, string>();
  return cues.map((cue) =>
    cue.lines
      .map((tokens) => {
        const raw = rawLineText(tokens);
        // The line as a viewer sees it, for comparing lines between cues: no markup, entities decoded.
        let key = keyOfText.get(raw);
        if (key === undefined) {
          key = collapseWhitespace(cleanInlineText(raw));
          keyOfText.set(raw, key);
        }
        return { tokens, key };
      })
      .filter((line) => line.key !== ''),
  );
}

function isRolling(visible: readonly VisibleLine[][]): boolean {
  let compared = 0;
  let repeated = 0;
  let previousLast: string | undefined;
  for (const lines of visible) {
    const first = lines[0];
    if (first === undefined) continue;
    if (previousLast !== undefined) {
      compared += 1;
      if (first.key === previousLast) repeated += 1;
    }
    previousLast = (lines[lines.length - 1] as { key: string }).key;
  }
  return repeated >= 2 && repeated >= compared * 0.3;
}

function readRollingSegments(cues: readonly VttCue[], visible: readonly VisibleLine[][]): DraftSegment[] {
  const segments: DraftSegment[] = [];
  let onScreen: string[] = [];
  for (const [index, cue] of cues.entries()) {
    const lines = visible[index]!;
    if (lines.length === 0) continue;
    const repeated = countRepeatedLines(
      onScreen,
      lines.map((line) => line.key),
    );
    for (const line of lines.slice(repeated)) {
      const segment = buildSegment(cue, [line.tokens]);
      if (segment !== undefined) segments.push(segment);
    }
    onScreen = lines.map((line) => line.key);
  }
  return segments;
}

/** How many leading lines of the new cue are the last lines of the previous one. */
function countRepeatedLines(previous: readonly string[], next: readonly string[]): number {
  // YouTube rolls two lines; looking at three bounds the work on hostile input.
  for (let overlap = Math.min(previous.length, next.length, 3); overlap > 0; overlap -= 1) {
    let same = true;
    for (let offset = 0; offset < overlap && same; offset += 1) {
      same = previous[previous.length - overlap + offset] === next[offset];
    }
    if (same) return overlap;
  }
  return 0;
}

function readCueSegments(cues: readonly VttCue[]): DraftSegment[] {
  const segments: DraftSegment[] = [];
  const attributeSpeaker = createSpeakerTurnTracker();
  for (const cue of cues) {
    const segment = buildSegment(cue, cue.lines);
    if (segment === undefined) continue;
    // <v> names the speaker of its own cue; without it, "Name:" prefixes mark turns.
    if (segment.speaker === undefined) {
      const rawText = cue.lines.map(rawLineText).join(' ');
      const split = attributeSpeaker(segment.text, rawText);
      if (split.text !== segment.text && segment.words !== undefined) {
        segment.words = segment.words.slice(segment.words.length - countWords(split.text));
      }
      segment.text = split.text;
      if (split.speaker !== undefined) segment.speaker = split.speaker;
    }
    segments.push(segment);
  }
  return segments;
}

function buildSegment(cue: VttCue, lines: readonly CueToken[][]): DraftSegment | undefined {
  let speaker: string | undefined;
  const pieces: TimedPiece[] = [];
  let time = cue.startSeconds;
  let timed = false;
  lines.forEach((tokens, lineIndex) => {
    if (lineIndex > 0) pieces.push({ text: ' ', startSeconds: time });
    for (const token of tokens) {
      if (token.kind === 'voice' && speaker === undefined) speaker = cleanCaptionText(token.speaker);
      if (token.kind === 'time') {
        time = token.seconds;
        timed = true;
      }
      if (token.kind === 'text') pieces.push({ text: token.text, startSeconds: time });
    }
  });
  const segment: DraftSegment = { startSeconds: cue.startSeconds, endSeconds: cue.endSeconds, text: '' };
  if (timed) {
    const words = buildTimedWords(pieces);
    segment.text = joinWords(words);
    segment.words = words;
  } else {
    segment.text = cleanCaptionText(pieces.map((piece) => piece.text).join(''), { stripTags: false });
  }
  if (segment.text === '') return undefined;
  if (speaker !== undefined && speaker !== '') segment.speaker = speaker;
  return segment;
}
