import { parseJson3, parseSrv3, parseWebVtt } from '@podbite/transcript';
import type { ParseResult, Transcript } from '@podbite/transcript';
import { chooseCaptionTracks, toCaptionTrack } from './choose-caption-track';
import {
  channelListResponseSchema,
  videoCategoryListResponseSchema,
  videoListResponseSchema,
} from './data-api-schemas';
import { playerResponseSchema } from './innertube-schemas';
import type { CaptionTrackResource, PlayerResponse } from './innertube-schemas';
import { isYouTubeVideoId } from '@podbite/contract';
import { readChannelResource, readVideoResource } from './read-data-api-resources';
import { readResponseJson, readResponseText, requestYouTube } from './request-youtube';
import type { YouTubeTransport } from './request-youtube';
import { YouTubeError } from './youtube-error';
import type { CaptionTrack, ChannelInfo, VideoMetadata } from './youtube-models';

export interface YouTubeClientOptions {
  /** Data API key. Sent as `key` when present; the emulator needs none. */
  apiKey?: string;
  /** e.g. https://www.googleapis.com/youtube/v3, or the emulator's /youtube/v3. */
  dataApiBaseUrl: string;
  /** e.g. https://www.youtube.com, or the emulator's base; serves /youtubei/v1/player and /api/timedtext. */
  webBaseUrl: string;
  fetch?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
}

export interface YouTubeClient {
  /** Title, channel, thumbnails, category, duration, views. Throws YouTubeError. */
  getVideoMetadata(videoId: string): Promise<VideoMetadata>;
  getChannel(channelId: string): Promise<ChannelInfo>;
  /** Every caption track the player offers; empty when captions are off. */
  getCaptionTracks(videoId: string): Promise<CaptionTrack[]>;
  /** The best English captions as a Transcript (manual first, then automatic). Throws YouTubeError. */
  getTranscript(videoId: string): Promise<Transcript>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The ANDROID client context: the one the maintained open-source caption tools use,
 * because the WEB client's caption URLs now carry `exp=xpe` and need a proof-of-origin
 * token (see SOURCES-FACTS.md).
 */
const ANDROID_CLIENT_VERSION = '20.10.38';
const INNERTUBE_CONTEXT = {
  client: {
    clientName: 'ANDROID',
    clientVersion: ANDROID_CLIENT_VERSION,
    androidSdkVersion: 30,
    hl: 'en',
    gl: 'US',
  },
};
const ANDROID_USER_AGENT = `com.google.android.youtube/${ANDROID_CLIENT_VERSION} (Linux; U; Android 11) gzip`;

type TimedTextFormat = 'json3' | 'srv3' | 'vtt';
/** json3 carries word timings and is the easiest to read; the XML and WebVTT forms are fallbacks. */
const TIMED_TEXT_FORMATS: { format: TimedTextFormat; parse: (text: string) => ParseResult }[] = [
  { format: 'json3', parse: parseJson3 },
  { format: 'srv3', parse: parseSrv3 },
  { format: 'vtt', parse: parseWebVtt },
];

export function createYouTubeClient(options: YouTubeClientOptions): YouTubeClient {
  const transport: YouTubeTransport = {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const dataApiBase = options.dataApiBaseUrl.replace(/\/+$/, '');
  const webBase = options.webBaseUrl.replace(/\/+$/, '');
  let categoryNames: Promise<Map<string, string> | null> | null = null;

  function dataApiUrl(resource: string, params: Record<string, string>): string {
    const search = new URLSearchParams(params);
    if (options.apiKey) search.set('key', options.apiKey);
    return `${dataApiBase}/${resource}?${search.toString()}`;
  }

  async function getChannel(channelId: string): Promise<ChannelInfo> {
    const what = `YouTube channels.list for ${channelId}`;
    const url = dataApiUrl('channels', { part: 'snippet,statistics,contentDetails', id: channelId });
    const response = await requestYouTube(transport, url, {}, what);
    const list = await readResponseJson(response, channelListResponseSchema, what, transport);
    const item = list.items[0];
    if (!item) throw new YouTubeError('not-found', `YouTube has no channel ${channelId}`);
    return readChannelResource(item);
  }

  /**
   * Category names change almost never, so the list is fetched once per client. A failed
   * fetch is not cached (the next call retries) and costs the metadata only its category
   * name, never the whole lookup.
   */
  function loadCategoryNames(): Promise<Map<string, string> | null> {
    categoryNames ??= (async () => {
      const what = 'YouTube videoCategories.list';
      const response = await requestYouTube(
        transport,
        dataApiUrl('videoCategories', { part: 'snippet', regionCode: 'US' }),
        {},
        what,
      );
      const list = await readResponseJson(response, videoCategoryListResponseSchema, what, transport);
      return new Map(list.items.map((item) => [item.id, item.snippet.title]));
    })().catch(() => {
      categoryNames = null;
      return null;
    });
    return categoryNames;
  }

  async function getChannelThumbnail(channelId: string): Promise<string | null> {
    try {
      return (await getChannel(channelId)).thumbnailUrl;
    } catch (error) {
      // A deleted or terminated channel should not hide its video's metadata.
      if (error instanceof YouTubeError && error.code === 'not-found') return null;
      throw error;
    }
  }

  async function getVideoMetadata(videoId: string): Promise<VideoMetadata> {
    assertVideoId(videoId);
    const what = `YouTube videos.list for ${videoId}`;
    const url = dataApiUrl('videos', { part: 'snippet,contentDetails,statistics', id: videoId });
    const [list, categories] = await Promise.all([
      requestYouTube(transport, url, {}, what).then((response) =>
        readResponseJson(response, videoListResponseSchema, what, transport),
      ),
      loadCategoryNames(),
    ]);
    const item = list.items[0];
    if (!item) throw new YouTubeError('not-found', `YouTube has no video ${videoId}`);
    const channelThumbnailUrl = await getChannelThumbnail(item.snippet.channelId);
    const read = readVideoResource(item, {
      categoryName: categories?.get(item.snippet.categoryId) ?? null,
      channelThumbnailUrl,
    });
    if (!read.ok) throw new YouTubeError('upstream-failure', `${what}: ${read.problem}`);
    return read.metadata;
  }

  async function fetchPlayerResponse(videoId: string): Promise<PlayerResponse> {
    const what = `YouTube player for ${videoId}`;
    const response = await requestYouTube(
      transport,
      `${webBase}/youtubei/v1/player?prettyPrint=false`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': ANDROID_USER_AGENT },
        body: JSON.stringify({ context: INNERTUBE_CONTEXT, videoId }),
      },
      what,
    );
    const player = await readResponseJson(response, playerResponseSchema, what, transport);
    assertPlayable(player, videoId);
    return player;
  }

  async function listCaptionTrackResources(videoId: string): Promise<CaptionTrackResource[]> {
    assertVideoId(videoId);
    const player = await fetchPlayerResponse(videoId);
    return player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  }

  async function getCaptionTracks(videoId: string): Promise<CaptionTrack[]> {
    return (await listCaptionTrackResources(videoId)).map(toCaptionTrack);
  }

  async function fetchTimedText(track: CaptionTrack, format: TimedTextFormat): Promise<string> {
    const what = `YouTube timedtext (${track.languageCode}${track.automatic ? ', automatic' : ''}, ${format})`;
    const url = timedTextUrl(track.baseUrl, format);
    const response = await requestYouTube(transport, url, {}, what);
    return readResponseText(response, what, transport);
  }

  async function getTranscript(videoId: string): Promise<Transcript> {
    const choice = chooseCaptionTracks(await listCaptionTrackResources(videoId));
    if (choice.kind === 'no-captions') {
      throw new YouTubeError('no-captions', `YouTube lists no caption tracks for ${videoId}`);
    }
    if (choice.kind === 'not-english') {
      throw new YouTubeError(
        'captions-not-english',
        `YouTube lists captions for ${videoId} only in ${choice.availableLanguages.join(', ')}`,
        { availableLanguages: choice.availableLanguages },
      );
    }

    const attempts: string[] = [];
    for (const track of choice.tracks) {
      for (const { format, parse } of TIMED_TEXT_FORMATS) {
        const label = `${track.languageCode}${track.automatic ? '/asr' : ''}/${format}`;
        let text: string;
        try {
          text = await fetchTimedText(track, format);
        } catch (error) {
          // Refusals and timeouts will not get better with another format; stop at once.
          if (error instanceof YouTubeError && (error.code === 'blocked' || error.code === 'timeout'))
            throw error;
          attempts.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        // YouTube answers an unusable track URL (expired signature, exp=xpe without a token) with an empty 200.
        if (text.trim() === '') {
          attempts.push(`${label}: empty body`);
          continue;
        }
        const parsed = parse(text);
        if (!parsed.ok) {
          attempts.push(`${label}: ${parsed.error.message}`);
          continue;
        }
        if (parsed.transcript.segments.length === 0) {
          attempts.push(`${label}: no segments`);
          continue;
        }
        return { ...parsed.transcript, language: track.languageCode, automatic: track.automatic };
      }
    }
    throw new YouTubeError(
      'upstream-failure',
      `YouTube listed captions for ${videoId} but none could be read (${attempts.join('; ')})`,
    );
  }

  return { getVideoMetadata, getChannel, getCaptionTracks, getTranscript };
}

/** Ids reach URLs; anything but an 11-character id is refused before a request is made. */
function assertVideoId(videoId: string): void {
  if (!isYouTubeVideoId(videoId)) {
    throw new YouTubeError('invalid-link', `"${videoId.slice(0, 40)}" is not a YouTube video id`);
  }
}

/**
 * The player's playabilityStatus says why a video cannot be played. "ERROR" is a
 * removed or nonexistent video; a LOGIN_REQUIRED that asks to confirm "you're not a
 * bot" is YouTube blocking our address, not a property of the video.
 */
function assertPlayable(player: PlayerResponse, videoId: string): void {
  const status = player.playabilityStatus?.status ?? 'OK';
  if (status === 'OK') return;
  const reason = player.playabilityStatus?.reason ?? status;
  if (status === 'ERROR') throw new YouTubeError('not-found', `YouTube player for ${videoId}: ${reason}`);
  if (status === 'LOGIN_REQUIRED' && /\bbot\b/i.test(reason)) {
    throw new YouTubeError('blocked', `YouTube player for ${videoId} asked for a bot check: ${reason}`);
  }
  throw new YouTubeError('unplayable', `YouTube player for ${videoId} is ${status}: ${reason}`);
}

/** A track's baseUrl already names a format ("&fmt=srv3"); replace it rather than add a second one. */
function timedTextUrl(baseUrl: string, format: TimedTextFormat): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new YouTubeError(
      'upstream-failure',
      `YouTube listed an unreadable caption URL "${baseUrl.slice(0, 80)}"`,
    );
  }
  url.searchParams.set('fmt', format);
  return url.toString();
}
