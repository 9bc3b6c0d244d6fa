import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  /** The whole object's size, also when only a range is read. */
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
  /** Present when a range was asked for. */
  range?: ByteRange;
}

/**
 * Where generated files (the narrated clips) live: a local folder by default,
 * an S3-compatible bucket in production. Keys look like paths ("audio/ab12….mp3"):
 * lowercase-safe segments, no "..", no leading slash.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes atomically: a reader sees the old object, or all of the new one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** `range` must lie within the object (see head); null when the key is missing. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser fetches the object from. */
  urlFor(key: string): string;
}
