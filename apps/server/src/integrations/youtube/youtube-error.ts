import {
  CAPTIONS_NOT_ENGLISH_MESSAGE,
  INVALID_YOUTUBE_URL_MESSAGE,
  VIDEO_NOT_FOUND_MESSAGE,
  VIDEO_TOO_LONG_MESSAGE,
  VIDEO_UNAVAILABLE_MESSAGE,
  YOUTUBE_REFUSED_MESSAGE,
  YOUTUBE_UNREACHABLE_MESSAGE,
} from './youtube-messages';

/**
 * Why a YouTube call or rule failed.
 * - invalid-link: the input is not a YouTube video link.
 * - not-found: YouTube has no such video or channel.
 * - too-long: the video exceeds the maximum length.
 * - no-captions: no caption track at all, or a live/upcoming broadcast.
 * - captions-not-english: caption tracks exist, none in English.
 * - unplayable: YouTube will not play the video for us (private, age-restricted, region-locked).
 * - blocked: YouTube answered 429 or 403 (rate limit, quota, blocked address, bot check).
 * - upstream-failure: a 5xx, a network failure, or a response we cannot read.
 * - timeout: no answer within the time limit.
 */
export type YouTubeErrorCode =
  | 'invalid-link'
  | 'not-found'
  | 'too-long'
  | 'no-captions'
  | 'captions-not-english'
  | 'unplayable'
  | 'blocked'
  | 'upstream-failure'
  | 'timeout';

const USER_MESSAGES: Record<YouTubeErrorCode, string> = {
  'invalid-link': INVALID_YOUTUBE_URL_MESSAGE,
  'not-found': VIDEO_NOT_FOUND_MESSAGE,
  'too-long': VIDEO_TOO_LONG_MESSAGE,
  'no-captions': VIDEO_UNAVAILABLE_MESSAGE,
  'captions-not-english': CAPTIONS_NOT_ENGLISH_MESSAGE,
  unplayable: VIDEO_UNAVAILABLE_MESSAGE,
  blocked: YOUTUBE_REFUSED_MESSAGE,
  'upstream-failure': YOUTUBE_UNREACHABLE_MESSAGE,
  timeout: YOUTUBE_UNREACHABLE_MESSAGE,
};

/**
 * The one error type the YouTube adapter throws. `message` is for logs (it names the
 * endpoint and what YouTube said); `userMessage` is the text a user may see.
 */
export class YouTubeError extends Error {
  readonly code: YouTubeErrorCode;
  readonly userMessage: string;
  /** HTTP status YouTube answered with, when there was an answer. */
  readonly status?: number;
  /** Caption languages on offer, for captions-not-english. */
  readonly availableLanguages?: string[];

  constructor(
    code: YouTubeErrorCode,
    message: string,
    details: { userMessage?: string; status?: number; availableLanguages?: string[]; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'YouTubeError';
    this.code = code;
    this.userMessage = details.userMessage ?? USER_MESSAGES[code];
    if (details.status !== undefined) this.status = details.status;
    if (details.availableLanguages !== undefined) this.availableLanguages = details.availableLanguages;
  }
}

export function isYouTubeError(value: unknown): value is YouTubeError {
  return value instanceof YouTubeError;
}
