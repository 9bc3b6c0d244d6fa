import type { TranscriptError } from './model';

/**
 * Largest input any parser accepts, in UTF-16 code units (what `string.length` counts).
 * A 37-minute auto-caption json3 track is about 1.6 MB; 50 MB leaves room for
 * multi-hour episodes while keeping one bad upload from exhausting memory.
 */
export const MAX_TRANSCRIPT_CHARACTERS = 50 * 1024 * 1024;

export type PreparedInput = { ok: true; text: string } | { ok: false; error: TranscriptError };

/**
 * The checks every parser runs first: a string, not too large, not blank.
 * Strips a byte-order mark and normalises CRLF / CR line endings to LF, so the
 * parsers only ever see "\n".
 */
export function prepareTranscriptInput(content: unknown, formatName: string): PreparedInput {
  // Typed callers always pass a string; the check is for JavaScript callers and decoded JSON.
  if (typeof content !== 'string') {
    return {
      ok: false,
      error: { code: 'unreadable', message: `${formatName} input must be text, got ${typeof content}.` },
    };
  }
  if (content.length > MAX_TRANSCRIPT_CHARACTERS) {
    const megabytes = Math.round(content.length / (1024 * 1024));
    return {
      ok: false,
      error: {
        code: 'too-large',
        message: `${formatName} input is about ${megabytes} MB; the limit is 50 MB.`,
      },
    };
  }
  const withoutBom = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  const text = withoutBom.replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    return { ok: false, error: { code: 'empty', message: `${formatName} input is empty.` } };
  }
  return { ok: true, text };
}
