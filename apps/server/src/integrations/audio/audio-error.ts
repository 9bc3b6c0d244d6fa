/**
 * Why audio could not be processed:
 * - invalid-audio: the bytes are not audio this module can read (a broken WAV or MP3)
 * - encoder-failed: ffmpeg or lamejs could not encode the clip, or took too long
 * - decoder-failed: ffmpeg could not decode the bytes, or is not installed
 */
export type AudioErrorCode = 'invalid-audio' | 'encoder-failed' | 'decoder-failed';

export class AudioError extends Error {
  override name = 'AudioError';
  readonly code: AudioErrorCode;

  constructor(code: AudioErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
