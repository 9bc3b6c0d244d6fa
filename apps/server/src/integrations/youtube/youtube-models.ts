/** What the YouTube adapter hands to the rest of PodBite. */

export interface VideoMetadata {
  videoId: string;
  title: string;
  description: string;
  publishedAt: string;
  channelId: string;
  channelTitle: string;
  /** The channel's avatar; null when the channel lookup gave none. */
  channelThumbnailUrl: string | null;
  /** The largest thumbnail YouTube lists; null when it lists none. */
  thumbnailUrl: string | null;
  categoryId: string;
  /** "Education", "Science & Technology"; null when the category list could not be read. */
  categoryName: string | null;
  durationSeconds: number;
  /** Null when the owner hides statistics. */
  viewCount: number | null;
  liveBroadcastContent: 'none' | 'live' | 'upcoming';
  /** contentDetails.caption: whether the owner uploaded captions (ASR tracks do not count). */
  hasOwnerCaptions: boolean;
}

export interface ChannelInfo {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  /** Null when the owner hides the count. */
  subscriberCount: number | null;
  /** The "UU..." playlist holding every upload; null when YouTube does not list it. */
  uploadsPlaylistId: string | null;
}

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** "English", "English (auto-generated)". */
  name: string;
  /** True for automatic speech recognition tracks (kind "asr"). */
  automatic: boolean;
}
