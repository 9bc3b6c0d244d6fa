import type { TranscriptFormat } from './model';

/** What the caller knows about where the content came from. */
export interface FormatHint {
  fileName?: string;
  /** A MIME type, e.g. from `<podcast:transcript type>` or an HTTP Content-Type (parameters allowed). */
  contentType?: string;
}

// Only the start of the content is sniffed: every format announces itself early.
const SNIFF_CHARACTERS = 64 * 1024;

const SRT_TIMING = /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}[ \t]*-->/m;

const TYPE_FORMATS: Record<string, TranscriptFormat> = {
  'text/vtt': 'webvtt',
  'application/x-subrip': 'srt',
  'application/srt': 'srt',
  'text/srt': 'srt',
  'text/x-srt': 'srt',
  'application/json': 'podcast-json',
  'text/html': 'podcast-html',
  'application/xhtml+xml': 'podcast-html',
  'text/xml': 'srv3',
  'application/xml': 'srv3',
  'text/plain': 'text',
};

const EXTENSION_FORMATS: Record<string, TranscriptFormat> = {
  vtt: 'webvtt',
  webvtt: 'webvtt',
  srt: 'srt',
  json3: 'json3',
  json: 'podcast-json',
  srv3: 'srv3',
  srv1: 'srv3',
  xml: 'srv3',
  html: 'podcast-html',
  htm: 'podcast-html',
  txt: 'text',
  text: 'text',
};

/**
 * Which parser fits the content. The content decides first, because file names
 * and MIME types lie (YouTube serves VTT as text/html, publishers serve SRT as
 * text/plain); the hint decides only what the content leaves open. Returns
 * undefined when neither can tell, or when the content is binary.
 */
export function detectTranscriptFormat(content: string, hint: FormatHint = {}): TranscriptFormat | undefined {
  const head = content.slice(0, SNIFF_CHARACTERS).replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (start === '' || looksBinary(head)) return undefined;

  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return 'webvtt';
  // "[00:00:01] Hi" and "[Music]" open plain text, not JSON; "<3" is not markup.
  if (/^[{[]\s*(?:["{[}\]]|$)/.test(start))
    return sniffJson(head) ?? formatFromHint(hint, ['json3', 'podcast-json']);
  if (/^<[A-Za-z!?/]/.test(start)) return sniffMarkup(head) ?? formatFromHint(hint, ['srv3', 'podcast-html']);
  if (SRT_TIMING.test(head)) return 'srt';
  return formatFromHint(hint, ['text', 'srt', 'webvtt']) ?? 'text';
}

function sniffJson(head: string): TranscriptFormat | undefined {
  if (/"(?:wireMagic|tStartMs|dDurationMs)"/.test(head) || /"events"\s*:/.test(head)) return 'json3';
  if (/"segments"\s*:/.test(head)) return 'podcast-json';
  return undefined;
}

function sniffMarkup(head: string): TranscriptFormat | undefined {
  if (/<timedtext[\s>]/i.test(head) || /<transcript[\s>]/i.test(head)) return 'srv3';
  if (/<(?:cite|time|p|html|body|!doctype html)[\s>]/i.test(head)) return 'podcast-html';
  return undefined;
}

function formatFromHint(
  hint: FormatHint,
  allowed: readonly TranscriptFormat[],
): TranscriptFormat | undefined {
  const type = hint.contentType?.split(';', 1)[0]?.trim().toLowerCase();
  const byType = type === undefined ? undefined : TYPE_FORMATS[type];
  if (byType !== undefined && allowed.includes(byType)) return byType;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(hint.fileName ?? '')?.[1]?.toLowerCase();
  const byExtension = extension === undefined ? undefined : EXTENSION_FORMATS[extension];
  if (byExtension !== undefined && allowed.includes(byExtension)) return byExtension;
  return undefined;
}

/** NUL bytes or many undecodable characters: an audio file or an archive, not a transcript. */
function looksBinary(head: string): boolean {
  const sample = head.slice(0, 4096);
  let suspicious = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    if (code === 0) return true;
    if (code === 0xfffd || (code < 32 && code !== 9 && code !== 10 && code !== 13)) suspicious += 1;
  }
  return suspicious > sample.length * 0.1;
}
