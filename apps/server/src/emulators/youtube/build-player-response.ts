import { createHash } from 'node:crypto';
import type { DemoChannel, DemoVideo } from './demo-library-model';
import { THUMBNAIL_FILES } from './emulator-urls';
import type { EmulatorUrls } from './emulator-urls';

/**
 * The innertube player response (POST /youtubei/v1/player) in YouTube's shape, cut
 * down to what caption clients read: playabilityStatus, captions and videoDetails
 * (compare the innertube fixtures). A video with captions off has no `captions` key.
 */

/** How long YouTube's signed caption URLs stay valid. */
const CAPTION_URL_LIFETIME_SECONDS = 6 * 3600;

const TRANSLATION_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pt',
  'ru',
  'zh-Hans',
];
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export function languageNameOf(languageCode: string): string {
  try {
    return languageNames.of(languageCode) ?? languageCode;
  } catch {
    return languageCode;
  }
}

export function buildUnavailablePlayerResponse() {
  return {
    responseContext: responseContext(),
    playabilityStatus: {
      status: 'ERROR',
      reason: 'This video is unavailable',
      errorScreen: {
        playerErrorMessageRenderer: {
          reason: { runs: [{ text: 'This video is unavailable' }] },
        },
      },
      contextParams: 'Q0FFU0FnZ0I=',
    },
  };
}

export function buildPlayerResponse(
  video: DemoVideo,
  channel: DemoChannel | undefined,
  urls: EmulatorUrls,
  now: Date,
) {
  const tracks = captionTracksOf(video, urls, now);
  const isLive = video.liveBroadcastContent === 'live';
  return {
    responseContext: responseContext(),
    playabilityStatus: { status: 'OK', playableInEmbed: true, contextParams: 'Q0FFU0FnZ0I=' },
    ...(tracks.length > 0
      ? {
          captions: {
            playerCaptionsTracklistRenderer: {
              captionTracks: tracks,
              audioTracks: [
                {
                  captionTrackIndices: tracks.map((_, index) => index),
                  defaultCaptionTrackIndex: 0,
                  hasDefaultTrack: true,
                  captionsInitialState: 'CAPTIONS_INITIAL_STATE_OFF_RECOMMENDED',
                },
              ],
              translationLanguages: TRANSLATION_LANGUAGES.map((languageCode) => ({
                languageCode,
                languageName: { runs: [{ text: languageNameOf(languageCode) }] },
              })),
              defaultAudioTrackIndex: 0,
            },
          },
        }
      : {}),
    videoDetails: {
      videoId: video.id,
      title: video.title,
      lengthSeconds: String(video.liveBroadcastContent === 'none' ? video.durationSeconds : 0),
      keywords: video.tags,
      channelId: video.channelId,
      isOwnerViewing: false,
      shortDescription: video.description,
      isCrawlable: true,
      thumbnail: {
        thumbnails: (['default', 'medium', 'high', 'standard'] as const).map((size) => ({
          url: urls.videoThumbnail(video.id, size),
          width: THUMBNAIL_FILES[size].width,
          height: THUMBNAIL_FILES[size].height,
        })),
      },
      allowRatings: true,
      viewCount: String(video.viewCount),
      author: channel?.title ?? '',
      isPrivate: false,
      isUnpluggedCorpus: false,
      isLiveContent: video.liveBroadcastContent !== 'none',
      ...(isLive ? { isLive: true } : {}),
    },
  };
}

/**
 * A video with manual captions offers them and YouTube's automatic track, as real
 * uploads do; "auto" offers only the automatic one; "none" and live broadcasts none.
 */
function captionTracksOf(video: DemoVideo, urls: EmulatorUrls, now: Date) {
  if (video.captions === 'none' || video.liveBroadcastContent !== 'none') return [];
  const language = video.language;
  const name = languageNameOf(language);
  const tracks = [];
  if (video.captions === 'manual') {
    tracks.push({
      baseUrl: signedTimedTextUrl(video.id, language, false, urls, now),
      name: { runs: [{ text: name }] },
      vssId: `.${language}`,
      languageCode: language,
      isTranslatable: true,
      trackName: '',
    });
  }
  tracks.push({
    baseUrl: signedTimedTextUrl(video.id, language, true, urls, now),
    name: { runs: [{ text: `${name} (auto-generated)` }] },
    vssId: `a.${language}`,
    languageCode: language,
    kind: 'asr',
    isTranslatable: true,
    trackName: '',
  });
  return tracks;
}

/** Same parameters and order as YouTube's own caption URLs, ending in fmt=srv3; the signature is decorative. */
function signedTimedTextUrl(
  videoId: string,
  language: string,
  automatic: boolean,
  urls: EmulatorUrls,
  now: Date,
): string {
  const expire = String(Math.floor(now.getTime() / 1000) + CAPTION_URL_LIFETIME_SECONDS);
  const ei = createHash('sha1').update(`ei:${videoId}`).digest('base64url').slice(0, 22);
  const signature = createHash('sha1')
    .update(`${videoId}:${language}:${automatic}:${expire}`)
    .digest('hex')
    .toUpperCase();
  return urls.timedText({
    v: videoId,
    ei,
    caps: 'asr',
    opi: '112496729',
    xoaf: '5',
    hl: 'en',
    ip: '0.0.0.0',
    ipbits: '0',
    expire,
    sparams: 'ip,ipbits,expire,v,ei,caps,opi,xoaf',
    signature: `${signature.slice(0, 40)}.${signature.slice(0, 40).split('').reverse().join('')}`,
    key: 'yt8',
    ...(automatic ? { kind: 'asr' } : {}),
    lang: language,
    fmt: 'srv3',
  });
}

function responseContext() {
  return { visitorData: 'Cgt2aXNpdG9yRGVtbyiAgICAgIA%3D', serviceTrackingParams: [] as unknown[] };
}
