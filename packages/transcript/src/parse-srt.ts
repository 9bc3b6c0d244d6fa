import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript, type DraftSegment } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { failParse } from './parse-failure';
import { parseTimingLine } from './parse-timing-line';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { tokenizeCueText } from './tokenize-cue-text';
import { createSpeakerTurnTracker } from './track-speaker-turns';

interface SrtCue {
  startSeconds: number;
  endSeconds: number;
  lines: string[];
  /** Whether the last line came after an empty line: then a lone number is the next cue's index. */
  lastLineAfterBlank: boolean;
}

// ASS/SSA override codes that some SRT files carry: {\an8}, {\i1}.
const ASS_OVERRIDE = /\{\\[^{}]{0,100}\}/g;

/**
 * SubRip. Read line by line rather than block by block, because real files
 * drop the blank line between cues, drop or repeat the index, or use "." for
 * the milliseconds: a timing line starts a cue wherever it appears, and a lone
 * number just before it (after an empty line) is its index, not text.
 * A "Name:" prefix names the speaker until the next one (the Podcasting 2.0
 * SRT example marks speaker turns this way).
 */
export const parseSrt = guardParser('SRT', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'SRT');
  if (!prepared.ok) return prepared;
  const cues = readCues(prepared.text.split('\n'));
  if (cues.length === 0) {
    return failParse('malformed', 'No SRT cues found (timing lines like "00:00:01,000 --> 00:00:04,000").');
  }
  const segments: DraftSegment[] = [];
  const attributeSpeaker = createSpeakerTurnTracker();
  for (const cue of cues) {
    const raw = cue.lines
      .map((line) =>
        tokenizeCueText(line.replace(ASS_OVERRIDE, ''))
          .map((token) => (token.kind === 'text' ? token.text : ''))
          .join(''),
      )
      .join(' ');
    const split = attributeSpeaker(cleanCaptionText(raw, { stripTags: false }), raw);
    const segment: DraftSegment = {
      startSeconds: cue.startSeconds,
      endSeconds: cue.endSeconds,
      text: split.text,
    };
    if (split.speaker !== undefined) segment.speaker = split.speaker;
    segments.push(segment);
  }
  return finishTranscript({ segments, format: 'srt', formatName: 'SRT' });
});

function readCues(lines: readonly string[]): SrtCue[] {
  const cues: SrtCue[] = [];
  let current: SrtCue | undefined;
  let afterBlank = true;
  for (const line of lines) {
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    const timing = line.includes('-->') ? parseTimingLine(line) : undefined;
    if (timing !== undefined) {
      if (
        current !== undefined &&
        current.lastLineAfterBlank &&
        /^\s*\d+\s*$/.test(current.lines.at(-1) ?? '')
      ) {
        current.lines.pop();
      }
      current = { ...timing, lines: [], lastLineAfterBlank: false };
      cues.push(current);
    } else if (current !== undefined) {
      current.lines.push(line);
      current.lastLineAfterBlank = afterBlank;
    }
    afterBlank = false;
  }
  return cues;
}
