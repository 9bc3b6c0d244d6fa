/**
 * Absolute addresses the emulator hands out (thumbnails, avatars, caption tracks),
 * built from the base URL it is mounted at, e.g. http://localhost:3000/_emulators/youtube.
 */
export interface EmulatorUrls {
  base: string;
  videoThumbnail(videoId: string, size: ThumbnailSize): string;
  channelAvatar(channelId: string): string;
  timedText(params: Record<string, string>): string;
}

export type ThumbnailSize = 'default' | 'medium' | 'high' | 'standard' | 'maxres';

/** The Data API's thumbnail sizes and YouTube's own file names and pixel sizes for them. */
export const THUMBNAIL_FILES: Record<ThumbnailSize, { file: string; width: number; height: number }> = {
  default: { file: 'default', width: 120, height: 90 },
  medium: { file: 'mqdefault', width: 320, height: 180 },
  high: { file: 'hqdefault', width: 480, height: 360 },
  standard: { file: 'sddefault', width: 640, height: 480 },
  maxres: { file: 'maxresdefault', width: 1280, height: 720 },
};

export function createEmulatorUrls(base: string): EmulatorUrls {
  const trimmed = base.replace(/\/+$/, '');
  return {
    base: trimmed,
    videoThumbnail: (videoId, size) => `${trimmed}/vi/${videoId}/${THUMBNAIL_FILES[size].file}.svg`,
    channelAvatar: (channelId) => `${trimmed}/channel-avatar/${channelId}.svg`,
    timedText: (params) => `${trimmed}/api/timedtext?${new URLSearchParams(params).toString()}`,
  };
}
