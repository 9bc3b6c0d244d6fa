import type { ByteRange } from './file-storage';

export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * An HTTP Range header against an object of `size` bytes (RFC 9110 §14).
 * "bytes=0-99", "bytes=100-" and "bytes=-100" are served; a header that is not
 * a single byte range (another unit, several ranges, nonsense) is ignored and
 * the whole object is sent, as the RFC allows; a well-formed range that misses
 * the object is unsatisfiable (416).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
