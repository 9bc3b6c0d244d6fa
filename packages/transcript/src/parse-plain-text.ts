import { assignEstimatedTimes, type TextBlock } from './assign-estimated-times';
import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { parseClockTimestamp } from './parse-timestamp';
import { isSpeakerName, splitSpeakerPrefix } from './split-speaker-prefix';

// A clock time: "12:34", "1:02:03", "00:12:34.5".
const CLOCK = String.raw`\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d{1,3})?`;
// "[00:12:34]", "(12:34)", "00:12:34 -", "1:02:03.5 |" at the start of a line.
const LEADING_TIMESTAMP = new RegExp(String.raw`^[[(]?(${CLOCK})[\])]?(?:[ \t]*[-–—|:][ \t]*|[ \t]+|$)`);
// A line that only announces who speaks when: "Travis (00:01:02):", "Speaker 1  0:03", "[00:12:34]".
const HEADING_WITH_TIME = new RegExp(String.raw`^(?:(.{1,40}?)[ \t]*)?[[(]?(${CLOCK})[\])]?[ \t]*:?$`);

// A published Markdown transcript ("**Jerod Santo:** \[12:03\] And we…", The Changelog's): a bold speaker
// label opening a line, or an escaped bracket. Only such a document has its Markdown undone, so that
// "__init__", "2 ** 10" or a backslash in an ordinary transcript stay as written.
const MARKDOWN_SIGNS = /^[ \t]*(?:\*\*|__)\p{Lu}[^*_\n]{0,60}?(?::(?:\*\*|__)|(?:\*\*|__):)|\\\[/mu;
// A backslash ending a line is a Markdown line break; escapes undo to their character ("io\_uring").
const MARKDOWN_LINE_BREAK = /(?<!\\)\\$/;
const MARKDOWN_ESCAPE = /\\([!-/:-@[-`{-~])/g;
// Bold or underlined words ("**Ann:**", "__really__", and "**Jerod Santo: **" as its editors wrote it),
// paired on one line and bounded, so it stays linear.
const MARKDOWN_EMPHASIS = /\*\*(?=\S)([^*\n]{1,200}?)[ \t]*\*\*|__(?=\S)([^_\n]{1,200}?)[ \t]*__/g;
// Italics, once bold is gone: a played voicemail or clip is a paragraph in italics ("*Hello, Changelog &
// Friends. ...*"). Not inside a word nor next to a space on its inner side ("2 * 3", "*args",
// "snake_case"), and never across another marker of its kind, so each marker is read once. One kind may
// sit inside the other, so each has its own pass.
const MARKDOWN_STAR_ITALIC =
  /(?<![\p{L}\p{N}*\\])\*(?=[^\s*])([^*\n]{1,4000}?)(?<=[^\s\\])\*(?![\p{L}\p{N}*])/gu;
const MARKDOWN_UNDERSCORE_ITALIC =
  /(?<![\p{L}\p{N}_\\])_(?=[^\s_])([^_\n]{1,4000}?)(?<=[^\s\\])_(?![\p{L}\p{N}_])/gu;
// A whole paragraph in italics, as a played voicemail or clip is written.
const PLAYED_PARAGRAPH = /^(?:\*(?!\*)\S.*\S\*|_(?!_)\S.*\S_)$/;
// Where the editors cut to the ads: "Break: [31:58]" or "Break: [31:58] to [34:56]". A time, not a speaker.
const EDITORIAL_BREAK = new RegExp(
  String.raw`^(?:Ad )?[Bb]reak:[ \t]*\[(${CLOCK})\](?:[ \t]+to[ \t]+\[(${CLOCK})\])?$`,
);

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
 * Markdown transcripts read the same way: escapes are undone, bold speaker
 * labels ("**Jerod Santo:**") are speakers, "**Break:** [12:34]" lines only
 * give a time, and a paragraph all in italics (a played voicemail) has no speaker.
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

  const markdown = MARKDOWN_SIGNS.test(prepared.text);
  for (const line of prepared.text.split('\n')) {
    const trimmed = markdown ? readMarkdownLine(line.trim()) : line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    // A paragraph all in italics is played, not said by whoever spoke last: its speaker is not known.
    const played = markdown && PLAYED_PARAGRAPH.test(line.trim());
    if (played) flush();
    const heading = readHeading(trimmed);
    if (heading !== undefined) {
      flush();
      if (heading.speaker !== undefined) speaker = heading.speaker;
      if (heading.startSeconds !== undefined) headingStart = heading.startSeconds;
      continue;
    }
    let { startSeconds, rest } = readLeadingTimestamp(trimmed);
    const split = splitSpeakerPrefix(rest);
    if (split.speaker !== undefined) {
      speaker = split.speaker;
      rest = split.text;
      // Markdown transcripts put the time after the label: "**Ann:** \[12:03\] And we…".
      if (startSeconds === undefined) ({ startSeconds, rest } = readLeadingTimestamp(rest));
    }
    if (startSeconds !== undefined || split.speaker !== undefined) flush();
    if (open === undefined) {
      open = { lines: [] };
      if (speaker !== undefined && !played) open.speaker = speaker;
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

function readLeadingTimestamp(line: string): { startSeconds?: number; rest: string } {
  const timestamp = LEADING_TIMESTAMP.exec(line.slice(0, 40));
  const stated = timestamp?.[1] === undefined ? undefined : parseClockTimestamp(timestamp[1]);
  if (timestamp === null || stated === undefined) return { rest: line };
  return { startSeconds: stated, rest: line.slice(timestamp[0].length) };
}

/** One line of a Markdown transcript as plain text: emphasis first, so an escaped "\\*" is never a marker. */
function readMarkdownLine(line: string): string {
  return line
    .replace(MARKDOWN_LINE_BREAK, '')
    .replace(MARKDOWN_EMPHASIS, (_match, bold?: string, underlined?: string) => bold ?? underlined ?? '')
    .replace(MARKDOWN_STAR_ITALIC, '$1')
    .replace(MARKDOWN_UNDERSCORE_ITALIC, '$1')
    .replace(MARKDOWN_ESCAPE, '$1')
    .trim();
}

function readHeading(line: string): { speaker?: string; startSeconds?: number } | undefined {
  if (line.length > 80) return undefined;
  const editorialBreak = EDITORIAL_BREAK.exec(line);
  if (editorialBreak) {
    // The talk resumes where the break ends, when the editors say.
    const resumes = parseClockTimestamp(editorialBreak[2] ?? editorialBreak[1]!);
    return resumes === undefined ? {} : { startSeconds: resumes };
  }
  if (line.endsWith(':') && isSpeakerName(line.slice(0, -1).trim()))
    return { speaker: line.slice(0, -1).trim() };
  const match = HEADING_WITH_TIME.exec(line);
  const time = match?.[2] === undefined ? undefined : parseClockTimestamp(match[2]);
  if (!match || time === undefined) return undefined;
  const name = match[1]?.trim();
  if (name === undefined || name === '') return { startSeconds: time };
  return isSpeakerName(name) ? { speaker: name, startSeconds: time } : undefined;
}
