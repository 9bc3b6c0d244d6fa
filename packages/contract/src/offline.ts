/**
 * Offline downloads and the network-only features offline (decision 1704). The specification has no
 * offline texts; these are PodBite's own.
 */
export const offlineMessages = {
  download: 'Download for offline',
  /** A download waits while the pod's narration is made. */
  preparingAudio: 'Preparing audio for download…',
  downloading: (percent: number) => `Downloading… ${percent}%`,
  downloaded: 'Available offline',
  downloadedTextOnly: 'Available offline (text only)',
  remove: 'Remove download',
  failed: (reason: string) => `Download failed: ${reason}`,
  quotaExceeded:
    'Not enough storage on this device to download this pod. Remove some downloads or free up space, then try again.',
  audioTimedOut: 'The audio is taking too long to prepare. Try again in a few minutes.',
  offlineDownload: 'You are offline. Downloading needs an internet connection.',
  offlineGenerate: 'You are offline. Getting bites needs an internet connection.',
  /** A pod that was neither downloaded nor read before, opened offline. */
  podNotOnDevice: 'You are offline, and this pod is not on this device. Open it again when you are online.',
  offlineSearch: 'You are offline. Search and Discover need an internet connection.',
  offlinePodcast: 'You are offline. A podcast’s episodes need an internet connection.',
  offlineUpload: 'You are offline. Uploading needs an internet connection.',
} as const;
