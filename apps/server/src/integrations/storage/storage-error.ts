/**
 * Why a file could not be stored or read:
 * - invalid-key: the key is not a safe relative path, or its extension contradicts the content type
 * - invalid-range: the byte range lies outside the object
 * - denied: the bucket refused the credentials or the signature
 * - unreachable: the bucket could not be reached or took too long
 * - failed: the disk or the bucket reported another error
 */
export type StorageErrorCode = 'invalid-key' | 'invalid-range' | 'denied' | 'unreachable' | 'failed';

export class StorageError extends Error {
  override name = 'StorageError';
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
