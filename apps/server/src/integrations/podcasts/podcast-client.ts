import type { Transcript } from '@podbite/transcript';
import type { SafeFetch } from '../safe-fetch';
import { detectAudioContainer, TranscriptionUnavailableError, type Transcriber } from '../transcription';
import { decodeFeedText } from './decode-feed-text';
import { fetchEpisodeTranscript } from './fetch-episode-transcript';
import { findFeedLink } from './find-feed-link';
import { parseChapters } from './parse-chapters';
import { parsePodcastFeed } from './parse-podcast-feed';
import { PodcastError } from './podcast-error';
import type { EpisodeChapter, PodcastEpisode, PodcastFeed } from './podcast-feed';
import {
  CHAPTERS_MAX_BYTES,
  EPISODE_AUDIO_MAX_BYTES,
  EPISODE_AUDIO_TIMEOUT_MS,
  FEED_MAX_BYTES,
} from './podcast-limits';
import { rankTranscriptLinks } from './rank-transcript-links';

export interface PodcastClient {
  fetchFeed(url: string): Promise<PodcastFeed>;
  /** The publisher's transcript when one can be read (JSON, then VTT, SRT, HTML, text); otherwise the audio, transcribed. */
  getEpisodeTranscript(episode: PodcastEpisode): Promise<Transcript>;
  /** Podcasting 2.0 JSON chapters; an episode without them, or with another chapter format, has none. */
  getEpisodeChapters(episode: PodcastEpisode): Promise<EpisodeChapter[]>;
}

const FEED_ACCEPT = 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
const CHAPTERS_ACCEPT = 'application/json+chapters, application/json;q=0.9, */*;q=0.5';
const JSON_CHAPTER_TYPES = new Set(['application/json+chapters', 'application/json', 'text/json', '']);

/** Every URL here comes from a user or a publisher, so every request goes through the fetch guard. */
export function createPodcastClient({
  safeFetch,
  transcriber,
}: {
  safeFetch: SafeFetch;
  transcriber: Transcriber;
}): PodcastClient {
  return {
    async fetchFeed(url) {
      const fetchText = async (address: string) => {
        const response = await safeFetch(address, { accept: FEED_ACCEPT, maxBytes: FEED_MAX_BYTES }).catch(
          (error: unknown) => {
            throw new PodcastError('feed-unreachable', messageOf(error), { cause: error });
          },
        );
        if (detectAudioContainer(response.body)) {
          throw new PodcastError('not-a-feed', 'That address is an audio file, not a podcast feed.');
        }
        return { text: decodeFeedText(response.body, response.contentType), url: response.url };
      };
      const first = await fetchText(url);
      let parsed = parsePodcastFeed(first.text, first.url);
      // A show's web page that announces its feed: follow that one link (once, so pages cannot chain).
      const announced =
        !parsed.ok && parsed.error.code === 'not-a-feed' ? findFeedLink(first.text, first.url) : null;
      if (announced) {
        const feed = await fetchText(announced);
        parsed = parsePodcastFeed(feed.text, feed.url);
      }
      if (!parsed.ok) throw new PodcastError(parsed.error.code, parsed.error.message);
      return parsed.feed;
    },

    async getEpisodeTranscript(episode) {
      const failures: string[] = [];
      for (const link of rankTranscriptLinks(episode.transcripts, episode.language)) {
        const attempt = await fetchEpisodeTranscript(link, safeFetch, episode.language);
        if (attempt.ok) return attempt.transcript;
        failures.push(attempt.reason);
      }
      if (!episode.audio) {
        throw new PodcastError(
          'transcript-unavailable',
          failures.length === 0
            ? 'This episode has no transcript and no audio to transcribe.'
            : `This episode's transcript could not be read, and it has no audio to transcribe. ${failures.join(' ')}`,
        );
      }
      // Say so before downloading a hundred megabytes that nothing could transcribe.
      if (transcriber.engine === 'none') {
        if (failures.length === 0) throw new TranscriptionUnavailableError();
        throw new PodcastError(
          'transcript-unavailable',
          `This episode's transcript could not be read, and no speech-to-text service is configured. ${failures.join(' ')}`,
        );
      }
      const audio = await safeFetch(episode.audio.url, {
        accept: 'audio/*, video/*;q=0.5',
        maxBytes: EPISODE_AUDIO_MAX_BYTES,
        timeoutMs: EPISODE_AUDIO_TIMEOUT_MS,
      }).catch((error: unknown) => {
        throw new PodcastError(
          'audio-unreachable',
          `The episode's audio could not be downloaded: ${messageOf(error)}`,
          {
            cause: error,
          },
        );
      });
      return transcriber.transcribe(audio.body, {
        mimeType: audio.contentType || episode.audio.type,
        ...(episode.language ? { language: episode.language } : {}),
      });
    },

    async getEpisodeChapters(episode) {
      const link = episode.chapters;
      if (!link || !JSON_CHAPTER_TYPES.has(link.type)) return [];
      const response = await safeFetch(link.url, {
        accept: CHAPTERS_ACCEPT,
        maxBytes: CHAPTERS_MAX_BYTES,
      }).catch((error: unknown) => {
        throw new PodcastError(
          'chapters-unavailable',
          `The episode's chapters could not be downloaded: ${messageOf(error)}`,
          {
            cause: error,
          },
        );
      });
      const parsed = parseChapters(response.body.toString('utf8'), response.url);
      if (!parsed.ok) throw new PodcastError('chapters-unavailable', parsed.message);
      return parsed.chapters;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
