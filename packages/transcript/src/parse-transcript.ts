import { detectTranscriptFormat, type FormatHint } from './detect-transcript-format';
import type { ParseResult, TranscriptFormat } from './model';
import { failParse } from './parse-failure';
import { parseJson3 } from './parse-json3';
import { parsePlainText } from './parse-plain-text';
import { parsePodcastHtml } from './parse-podcast-html';
import { parsePodcastJson } from './parse-podcast-json';
import { parseSrt } from './parse-srt';
import { parseSrv3 } from './parse-srv3';
import { parseWebVtt } from './parse-webvtt';
import { prepareTranscriptInput } from './prepare-transcript-input';

const PARSERS: Record<TranscriptFormat, (content: string) => ParseResult> = {
  webvtt: parseWebVtt,
  srt: parseSrt,
  json3: parseJson3,
  srv3: parseSrv3,
  'podcast-json': parsePodcastJson,
  'podcast-html': parsePodcastHtml,
  text: parsePlainText,
};

/** Parses any supported caption or transcript format, choosing the parser with `detectTranscriptFormat`. */
export function parseTranscript(content: string, hint: FormatHint = {}): ParseResult {
  const prepared = prepareTranscriptInput(content, 'transcript');
  if (!prepared.ok) return prepared;
  const format = detectTranscriptFormat(content, hint);
  if (format === undefined) {
    return failParse(
      'unrecognized-format',
      'This is not a transcript or caption file PodBite can read (WebVTT, SRT, YouTube json3 or timedtext XML, Podcasting 2.0 JSON or HTML, plain text).',
    );
  }
  return PARSERS[format](content);
}
