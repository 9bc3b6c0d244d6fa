/** The YouTube adapter: link validation, the summarizable rules, and the client for the Data API and captions. */
// Link validation is shared with the web app: one implementation, in the contract.
export { parseYouTubeLink, isYouTubeVideoId } from '@podbite/contract';
export type { YouTubeLinkResult } from '@podbite/contract';
export { checkVideoIsSummarizable, MAX_VIDEO_DURATION_SECONDS } from './check-video-is-summarizable';
export type { SummarizableFacts, SummarizableVerdict } from './check-video-is-summarizable';
export { createYouTubeClient } from './youtube-client';
export type { YouTubeClient, YouTubeClientOptions } from './youtube-client';
export { YouTubeError, isYouTubeError } from './youtube-error';
export type { YouTubeErrorCode } from './youtube-error';
export { parseIso8601Duration } from './parse-iso8601-duration';
export type { CaptionTrack, ChannelInfo, VideoMetadata } from './youtube-models';
export * from './youtube-messages';
export { parseDescriptionChapters, type DescriptionChapter } from './parse-description-chapters';
export { createYouTubeOAuthClient, YouTubeOAuthError, YOUTUBE_READONLY_SCOPE } from './youtube-oauth-client';
export type { PendingLink, YouTubeOAuthClient, YouTubeTokens } from './youtube-oauth-client';
export { createYouTubeAccountApi } from './youtube-account-api';
export type { OwnChannel, SubscribedChannel, UploadedVideo, YouTubeAccountApi } from './youtube-account-api';
