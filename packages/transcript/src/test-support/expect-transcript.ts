import { expect } from 'vitest';
import type { ParseResult, Transcript, TranscriptSegment } from '../model';

/** Asserts a successful parse and returns the transcript. */
export function expectTranscript(result: ParseResult): Transcript {
  if (!result.ok) throw new Error(`expected a transcript, got ${result.error.code}: ${result.error.message}`);
  return result.transcript;
}

export function first(transcript: Transcript): TranscriptSegment {
  const segment = transcript.segments[0];
  if (segment === undefined) throw new Error('no segments');
  return segment;
}

export function last(transcript: Transcript): TranscriptSegment {
  const segment = transcript.segments.at(-1);
  if (segment === undefined) throw new Error('no segments');
  return segment;
}

const ERROR_CODES = ['empty', 'unrecognized-format', 'malformed', 'no-segments', 'too-large', 'unreadable'];

/**
 * The shape every parse result must have, whatever the input: either an error
 * with a known code and a message, or segments with finite, non-negative,
 * ordered times, clean non-empty text and word times inside their segment.
 * Returns a description of the first violation, or undefined (for fast-check).
 */
export function findShapeViolation(result: ParseResult): string | undefined {
  if (!result.ok) {
    if (!ERROR_CODES.includes(result.error.code)) return `unknown error code ${result.error.code}`;
    if (typeof result.error.message !== 'string' || result.error.message.trim() === '')
      return 'empty error message';
    return undefined;
  }
  const { segments } = result.transcript;
  if (segments.length === 0) return 'ok result without segments';
  let previousStart = 0;
  for (const segment of segments) {
    const { startSeconds: start, endSeconds: end, text } = segment;
    if (!Number.isFinite(start) || !Number.isFinite(end)) return `non-finite time ${start}..${end}`;
    if (start < 0 || end < start) return `bad times ${start}..${end}`;
    if (start < previousStart) return `segments out of order at ${start}`;
    previousStart = start;
    if (text.trim() === '' || text !== text.trim() || /\s{2}|[\n\t]/.test(text))
      return `unclean text ${JSON.stringify(text)}`;
    if (segment.speaker !== undefined && segment.speaker.trim() === '') return 'empty speaker';
    for (const word of segment.words ?? []) {
      if (!Number.isFinite(word.startSeconds) || word.startSeconds < start || word.startSeconds > end) {
        return `word time ${word.startSeconds} outside ${start}..${end}`;
      }
      if (word.text === '' || /\s/.test(word.text)) return `bad word ${JSON.stringify(word.text)}`;
    }
  }
  return undefined;
}

export function expectValidShape(result: ParseResult): void {
  expect(findShapeViolation(result)).toBeUndefined();
}

/**
 * Word runs (two words or more) that end one segment and start the next, as
 * "end of one | start of next". Rolling captions that leak through show up
 * here as whole repeated lines; a speaker repeating themselves shows up too,
 * which is why tests compare against the source rather than expect none.
 */
export function findRepeatsAtJoins(segments: readonly TranscriptSegment[]): string[] {
  const repeats: string[] = [];
  for (let index = 1; index < segments.length; index += 1) {
    const before = (segments[index - 1] as TranscriptSegment).text.split(' ');
    const after = (segments[index] as TranscriptSegment).text.split(' ');
    for (let size = Math.min(before.length, after.length); size >= 2; size -= 1) {
      if (before.slice(-size).join(' ') === after.slice(0, size).join(' ')) {
        repeats.push(`${before.join(' ')} | ${after.join(' ')}`);
        break;
      }
    }
  }
  return repeats;
}
