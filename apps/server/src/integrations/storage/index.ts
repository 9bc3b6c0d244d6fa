export { AUDIO_KEY_PREFIX, buildClipKey } from './build-clip-key';
export { createLocalStorage, type LocalStorageOptions } from './create-local-storage';
export { createS3Storage, type S3StorageOptions } from './create-s3-storage';
export type { ByteRange, FileStorage, StoredObject, StoredObjectInfo } from './file-storage';
export { parseRangeHeader, type RangeRequest } from './parse-range-header';
export { StorageError, type StorageErrorCode } from './storage-error';
