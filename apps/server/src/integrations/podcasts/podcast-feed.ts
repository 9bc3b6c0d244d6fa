/** A podcast as its RSS feed describes it. Text comes from the publisher: untrusted, and HTML where the feed says so. */
export interface PodcastFeed {
  /** Where the feed was read from, after redirects. */
  url: string;
  title: string;
  author: string | null;
  description: string | null;
  imageUrl: string | null;
  /** BCP-47, when the feed states a valid one. */
  language: string | null;
  episodes: PodcastEpisode[];
  /** Items left out, and why; the feed still counts as read. */
  skippedItems: SkippedItem[];
}

export interface PodcastEpisode {
  guid: string;
  title: string;
  /** The publisher's show notes: HTML or plain text, not sanitized here. */
  showNotes: string;
  /** ISO 8601, or null when the feed has no readable date. */
  publishedAt: string | null;
  durationSeconds: number | null;
  audio: EpisodeAudio | null;
  imageUrl: string | null;
  /** The feed's language, carried along so transcription can be told it. */
  language: string | null;
  transcripts: EpisodeTranscriptLink[];
  chapters: EpisodeChaptersLink | null;
}

export interface EpisodeAudio {
  url: string;
  /** As the feed declares it; may be empty or wrong. */
  type: string;
  lengthBytes: number | null;
}

export interface EpisodeTranscriptLink {
  url: string;
  /** Lower-cased MIME type, as declared. */
  type: string;
  language?: string;
  rel?: string;
}

export interface EpisodeChaptersLink {
  url: string;
  type: string;
}

export interface SkippedItem {
  /** Position of the <item> in the feed, from 0. */
  index: number;
  title: string | null;
  reason: 'duplicate-guid' | 'no-audio-or-transcript' | 'no-identity';
}

export interface EpisodeChapter {
  title: string;
  startSeconds: number;
  endSeconds?: number;
  url?: string;
  imageUrl?: string;
}
