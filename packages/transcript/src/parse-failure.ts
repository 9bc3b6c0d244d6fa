import type { ParseResult, TranscriptError } from './model';

/** Builds the failed ParseResult every parser returns instead of throwing. */
export function failParse(code: TranscriptError['code'], message: string): ParseResult {
  return { ok: false, error: { code, message } };
}
