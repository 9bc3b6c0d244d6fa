/** How much PodBite will download for each part of a podcast, and for how long. */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;
export const TRANSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAPTERS_MAX_BYTES = 2 * 1024 * 1024;
/** A five-hour episode at 128 kbit/s is about 290 MB. */
export const EPISODE_AUDIO_MAX_BYTES = 300 * 1024 * 1024;
export const EPISODE_AUDIO_TIMEOUT_MS = 10 * 60_000;
