/**
 * Why a podcast could not be read:
 * - feed-unreachable: the feed URL was refused by the fetch guard or failed (`cause` is the SafeFetchError)
 * - not-a-feed: the address answered with something else (a web page, audio, JSON, Atom)
 * - malformed-feed: it is meant to be RSS but the XML is broken
 * - transcript-unavailable: no listed transcript could be read and there is no audio to fall back on
 * - audio-unreachable: the episode's audio could not be downloaded for transcription
 * - chapters-unavailable: the chapters file could not be fetched or read
 */
export type PodcastErrorCode =
  | 'feed-unreachable'
  | 'not-a-feed'
  | 'malformed-feed'
  | 'transcript-unavailable'
  | 'audio-unreachable'
  | 'chapters-unavailable';

export class PodcastError extends Error {
  override readonly name = 'PodcastError';
  readonly code: PodcastErrorCode;

  constructor(code: PodcastErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
