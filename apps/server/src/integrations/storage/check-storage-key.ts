import { StorageError } from './storage-error';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** Content types by extension: what the local folder serves, and what a put must agree with. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Keys become file paths and URL paths, so only plain relative paths pass:
 * segments of letters, digits, ".", "_" and "-" that do not start with a dot
 * (so no "..", no hidden files), joined by single slashes. A segment may start
 * with "-" or "_": one video or episode id in 32 does, and keys are named by them.
 */
export function checkStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !key.split('/').every((segment) => SEGMENT.test(segment))
  ) {
    throw new StorageError('invalid-key', `"${key.slice(0, 80)}" is not a valid storage key.`);
  }
}

export function contentTypeForKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension ? CONTENT_TYPES[extension] : undefined;
}

/** A key ending in ".mp3" holds audio/mpeg: the local folder has nowhere else to keep the type. */
export function checkContentTypeMatchesKey(key: string, contentType: string): void {
  const expected = contentTypeForKey(key);
  const base = (type: string) => type.split(';')[0]?.trim().toLowerCase();
  if (expected && base(expected) !== base(contentType)) {
    throw new StorageError('invalid-key', `"${key}" must hold ${expected}, not ${contentType}.`);
  }
}

export function checkRange(range: { start: number; end: number }, size: number): void {
  if (
    !Number.isInteger(range.start) ||
    !Number.isInteger(range.end) ||
    range.start < 0 ||
    range.end < range.start ||
    range.end >= size
  ) {
    throw new StorageError(
      'invalid-range',
      `Bytes ${range.start}-${range.end} are outside an object of ${size} bytes.`,
    );
  }
}
