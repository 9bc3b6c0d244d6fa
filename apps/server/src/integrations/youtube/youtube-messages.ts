/**
 * Every message a user can see because of something YouTube did or did not give us.
 * The first four are the specification's words (section 5), verbatim; the rest are
 * PodBite's own, for cases the specification does not name.
 */

/** The link does not start with a YouTube https address. */
export const ENTER_VALID_YOUTUBE_URL_MESSAGE = 'Please enter a valid YouTube URL';

/** A YouTube address, but without a usable video id (no v parameter, or a malformed id). */
export const INVALID_YOUTUBE_URL_MESSAGE = 'Invalid YouTube URL';

/** Longer than the 18000-second maximum. */
export const VIDEO_TOO_LONG_MESSAGE = 'Video exceeds maximum allowable length - contact PodBite support';

/** No captions, a live or upcoming broadcast, or a video YouTube will not play for us. */
export const VIDEO_UNAVAILABLE_MESSAGE =
  'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later';

/** Captions exist, but none in English (the summarizer reads English only). */
export const CAPTIONS_NOT_ENGLISH_MESSAGE =
  'This video has no English captions - PodBite can only summarize videos in English for now';

/** YouTube answered, but there is no such video. */
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found - check the link and try again';

/** HTTP 429/403: YouTube refused us (rate limit, quota, or a blocked address). Not "no captions". */
export const YOUTUBE_REFUSED_MESSAGE = 'YouTube refused the request - please try again in a few minutes';

/** Timeouts, 5xx answers and responses we cannot read. */
export const YOUTUBE_UNREACHABLE_MESSAGE = 'YouTube could not be reached - please try again later';
