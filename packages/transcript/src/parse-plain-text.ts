import { assignEstimatedTimes, type TextBlock } from './assign-estimated-times';
import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { parseClockTimestamp } from './parse-timestamp';
import { isSpeakerName, splitSpeakerPrefix } from './split-speaker-prefix';

// "[00:12:34]", "(12:34)", "00:12:34 -", "1:02:03.5 |" at the start of a line.
const LEADING_TIMESTAMP =
  /^[[(]?(\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d{1,3})?)[\])]?(?:[ \t]*[-–—|:][ \t]*|[ \t]+|$)/;
// A line that only announces who speaks when: "Travis (00:01:02):", "Speaker 1  0:03", "[00:12:34]".
const HEADING_WITH_TIME =
  /^(?:(.{1,40}?)[ \t]*)?[[(]?(\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d{1,3})?)[\])]?[ \t]*:?$/;

interface OpenBlock {
  lines: string[];
  speaker?: string;
  startSeconds?: number;
}

/**
 * Plain text: a transcript someone pasted or a publisher served as text/plain.
 *
 * Lines may start with a timestamp ("[00:12:34]", "(12:34)") and a speaker
 * ("Travis: …"); a line may also be only a heading ("Travis (00:01:02):",
 * "Speaker 1  0:03", "[00:12:34]", "Travis:") that applies to the text below.
 * A speaker holds until the next one. Text runs on across lines until an empty
 * line or the next marked line, and is cut into sentences.
 *
 * Text without timestamps gets times estimated from its word count at 155
 * words a minute (a typical podcast pace), so the timestamps a summary shows
 * land near the real moment instead of all at 0:00. Stated timestamps always
 * win over the estimate; between two of them the text is spread evenly by words.
 */
export const parsePlainText = guardParser('plain text', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'plain text');
  if (!prepared.ok) return prepared;

  const blocks: TextBlock[] = [];
  let open: OpenBlock | undefined;
  let speaker: string | undefined;
  let headingStart: number | undefined;
  const flush = () => {
    const text =
      open === undefined
        ? ''
        : cleanCaptionText(open.lines.join(' '), { stripTags: false, decodeEntities: false });
    if (open !== undefined && text !== '') {
      const block: TextBlock = { text };
      if (open.speaker !== undefined) block.speaker = open.speaker;
      if (open.startSeconds !== undefined) block.startSeconds = open.startSeconds;
      blocks.push(block);
    }
    open = undefined;
  };

  for (const line of prepared.text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const heading = readHeading(trimmed);
    if (heading !== undefined) {
      flush();
      if (heading.speaker !== undefined) speaker = heading.speaker;
      if (heading.startSeconds !== undefined) headingStart = heading.startSeconds;
      continue;
    }
    let rest = trimmed;
    let startSeconds: number | undefined;
    const timestamp = LEADING_TIMESTAMP.exec(rest.slice(0, 40));
    const stated = timestamp?.[1] === undefined ? undefined : parseClockTimestamp(timestamp[1]);
    if (timestamp !== null && stated !== undefined) {
      startSeconds = stated;
      rest = rest.slice(timestamp[0].length);
    }
    const split = splitSpeakerPrefix(rest);
    if (split.speaker !== undefined) {
      speaker = split.speaker;
      rest = split.text;
    }
    if (startSeconds !== undefined || split.speaker !== undefined) flush();
    if (open === undefined) {
      open = { lines: [] };
      if (speaker !== undefined) open.speaker = speaker;
      const blockStart = startSeconds ?? headingStart;
      if (blockStart !== undefined) open.startSeconds = blockStart;
      headingStart = undefined;
    }
    open.lines.push(rest);
  }
  flush();

  return finishTranscript({
    segments: assignEstimatedTimes(blocks),
    format: 'text',
    formatName: 'plain text',
  });
});

function readHeading(line: string): { speaker?: string; startSeconds?: number } | undefined {
  if (line.length > 80) return undefined;
  if (line.endsWith(':') && isSpeakerName(line.slice(0, -1).trim()))
    return { speaker: line.slice(0, -1).trim() };
  const match = HEADING_WITH_TIME.exec(line);
  const time = match?.[2] === undefined ? undefined : parseClockTimestamp(match[2]);
  if (!match || time === undefined) return undefined;
  const name = match[1]?.trim();
  if (name === undefined || name === '') return { startSeconds: time };
  return isSpeakerName(name) ? { speaker: name, startSeconds: time } : undefined;
}
