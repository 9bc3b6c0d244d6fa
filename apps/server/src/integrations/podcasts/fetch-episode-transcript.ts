import {
  decodeTranscriptBytes,
  parsePlainText,
  parsePodcastHtml,
  parsePodcastJson,
  parseSrt,
  parseTranscript,
  parseWebVtt,
  type ParseResult,
  type Transcript,
} from '@podbite/transcript';
import type { SafeFetch } from '../safe-fetch';
import { normalizeLanguageTag } from './normalize-language-tag';
import { TRANSCRIPT_MAX_BYTES } from './podcast-limits';
import type { EpisodeTranscriptLink } from './podcast-feed';
import { transcriptKindOf, type TranscriptKind } from './rank-transcript-links';

const PARSER_BY_KIND: Record<TranscriptKind, (content: string) => ParseResult> = {
  json: parsePodcastJson,
  vtt: parseWebVtt,
  srt: parseSrt,
  html: parsePodcastHtml,
  text: parsePlainText,
};

export type TranscriptAttempt = { ok: true; transcript: Transcript } | { ok: false; reason: string };

/**
 * Downloads one `<podcast:transcript>` and parses it with the parser its type
 * names. Publishers mislabel files (SRT as text/plain, VTT as text/html), so when
 * that parser fails the content is sniffed instead. Never throws.
 */
export async function fetchEpisodeTranscript(
  link: EpisodeTranscriptLink,
  safeFetch: SafeFetch,
  fallbackLanguage: string | null,
): Promise<TranscriptAttempt> {
  let content: string;
  let contentType: string;
  try {
    const response = await safeFetch(link.url, {
      accept: link.type || '*/*',
      maxBytes: TRANSCRIPT_MAX_BYTES,
    });
    content = decodeTranscriptBytes(response.body);
    contentType = response.contentType;
  } catch (error) {
    return { ok: false, reason: `${link.url}: ${error instanceof Error ? error.message : String(error)}` };
  }

  const kind = transcriptKindOf(link);
  let result = kind ? PARSER_BY_KIND[kind](content) : undefined;
  if (!result?.ok) {
    const fileName = new URL(link.url).pathname.split('/').pop() ?? '';
    result = parseTranscript(content, { fileName, contentType: link.type || contentType });
  }
  if (!result.ok) return { ok: false, reason: `${link.url}: ${result.error.message}` };
  if (result.transcript.segments.length === 0)
    return { ok: false, reason: `${link.url}: the transcript is empty.` };

  const language = result.transcript.language ?? normalizeLanguageTag(link.language) ?? fallbackLanguage;
  return { ok: true, transcript: { ...result.transcript, ...(language ? { language } : {}) } };
}
