/** The largest transcript or caption file a user may upload: a ten-hour SRT is about 2 MB. */
export const TRANSCRIPT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The largest audio file a user may upload: about three and a half hours of 128 kbit/s MP3. */
export const AUDIO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
