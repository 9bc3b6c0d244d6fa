import { assignEstimatedTimes, type TextBlock } from './assign-estimated-times';
import { cleanCaptionText } from './clean-caption-text';
import { finishTranscript } from './finish-transcript';
import { guardParser } from './guard-parser';
import type { ParseResult } from './model';
import { failParse } from './parse-failure';
import { parseClockTimestamp } from './parse-timestamp';
import { prepareTranscriptInput } from './prepare-transcript-input';
import { scanMarkup } from './scan-markup';

/**
 * Podcasting 2.0 HTML transcript: a `<cite>` names the speaker ("Travis:"),
 * a `<time>` gives the start ("0:53"), and the following `<p>` holds what they
 * said. The speaker holds until the next `<cite>`.
 *
 * A paragraph is often a whole turn of a minute or more, but the format gives
 * only its start, so paragraphs are cut into sentences and each sentence is
 * placed inside the paragraph by its share of the words; the last paragraph,
 * which has no next start, runs at the estimated speaking pace. These times
 * are estimates (see assign-estimated-times).
 */
export const parsePodcastHtml = guardParser('HTML transcript', (content: string): ParseResult => {
  const prepared = prepareTranscriptInput(content, 'HTML transcript');
  if (!prepared.ok) return prepared;

  const blocks: TextBlock[] = [];
  let speaker: string | undefined;
  let pendingStart: number | undefined;
  let collecting: 'cite' | 'time' | undefined;
  let collected = '';
  let paragraph: string[] | undefined;
  let skipping: string | undefined;
  let language: string | undefined;

  const closeParagraph = () => {
    if (paragraph === undefined) return;
    const text = cleanCaptionText(paragraph.join(''), { stripTags: false });
    if (text !== '') {
      const block: TextBlock = { text };
      if (speaker !== undefined) block.speaker = speaker;
      if (pendingStart !== undefined) block.startSeconds = pendingStart;
      blocks.push(block);
      pendingStart = undefined;
    }
    paragraph = undefined;
  };

  for (const token of scanMarkup(prepared.text)) {
    if (skipping !== undefined) {
      if (token.kind === 'close' && token.name === skipping) skipping = undefined;
      continue;
    }
    if (token.kind === 'open') {
      if (token.name === 'script' || token.name === 'style') {
        if (!token.selfClosing) skipping = token.name;
      } else if (token.name === 'html') {
        language = token.attributes.get('lang') ?? language;
      } else if (token.name === 'cite' || token.name === 'time') {
        collecting = token.name;
        collected = '';
        if (token.name === 'time')
          pendingStart = readTimeAttribute(token.attributes.get('datetime')) ?? pendingStart;
      } else if (token.name === 'p') {
        closeParagraph();
        paragraph = [];
      } else if (token.name === 'br' && paragraph !== undefined) {
        paragraph.push(' ');
      }
    } else if (token.kind === 'close') {
      if (token.name === collecting) {
        finishCollected(token.name);
        collecting = undefined;
      } else if (token.name === 'p') {
        closeParagraph();
      }
    } else if (collecting !== undefined) {
      collected += token.text;
    } else if (paragraph !== undefined) {
      paragraph.push(token.text);
    }
  }
  closeParagraph();

  function finishCollected(kind: 'cite' | 'time') {
    const text = cleanCaptionText(collected, { stripTags: false });
    if (kind === 'cite') {
      const name = text.replace(/\s*:$/, '');
      speaker = name === '' ? undefined : name;
    } else {
      pendingStart = parseClockTimestamp(text) ?? pendingStart;
    }
  }

  if (blocks.length === 0) {
    return failParse('no-segments', 'The HTML transcript has no <p> paragraphs with text.');
  }
  return finishTranscript({
    segments: assignEstimatedTimes(blocks),
    format: 'podcast-html',
    formatName: 'HTML transcript',
    language,
  });
});

/** `<time datetime="PT1M2S">` or `datetime="00:01:02"`. */
function readTimeAttribute(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const clock = parseClockTimestamp(value);
  if (clock !== undefined) return clock;
  const duration = /^PT(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,6}(?:\.\d{1,3})?)S)?$/i.exec(value.trim());
  if (!duration || value.trim().length <= 2) return undefined;
  return Number(duration[1] ?? 0) * 3600 + Number(duration[2] ?? 0) * 60 + Number(duration[3] ?? 0);
}
