export { validateUpload, type UploadInput, type UploadValidation } from './validate-upload';
export { AUDIO_UPLOAD_MAX_BYTES, TRANSCRIPT_UPLOAD_MAX_BYTES } from './upload-limits';
export type { UploadError, UploadErrorCode } from './upload-errors';
