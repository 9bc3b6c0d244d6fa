export { createPodcastClient, type PodcastClient } from './podcast-client';
export { PodcastError, type PodcastErrorCode } from './podcast-error';
export type {
  EpisodeAudio,
  EpisodeChapter,
  EpisodeChaptersLink,
  EpisodeTranscriptLink,
  PodcastEpisode,
  PodcastFeed,
  SkippedItem,
} from './podcast-feed';
export { parsePodcastFeed, type FeedParseResult } from './parse-podcast-feed';
export { parseChapters } from './parse-chapters';
export { parseItunesDuration } from './parse-itunes-duration';
export {
  CHAPTERS_MAX_BYTES,
  EPISODE_AUDIO_MAX_BYTES,
  EPISODE_AUDIO_TIMEOUT_MS,
  FEED_MAX_BYTES,
  TRANSCRIPT_MAX_BYTES,
} from './podcast-limits';
