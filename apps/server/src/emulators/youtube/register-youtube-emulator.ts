import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildAutomaticLines } from './build-automatic-lines';
import type { AutomaticLine } from './build-automatic-lines';
import {
  buildChannelResource,
  buildListResponse,
  buildPlaylistItemResource,
  buildSubscriptionResource,
  buildVideoResource,
} from './build-data-api-resources';
import { buildPlayerResponse, buildUnavailablePlayerResponse } from './build-player-response';
import type { DemoLibrary, DemoVideo } from './demo-library-model';
import { createEmulatorUrls, THUMBNAIL_FILES } from './emulator-urls';
import type { EmulatorUrls, ThumbnailSize } from './emulator-urls';
import {
  channelsQuerySchema,
  playerBodySchema,
  playlistItemsQuerySchema,
  publishUploadBodySchema,
  subscriptionsQuerySchema,
  timedTextQuerySchema,
  videosQuerySchema,
} from './emulator-request-schemas';
import { loadDemoLibraryOrThrow } from './load-demo-library';
import { decodePageToken, paginate } from './paginate-list';
import { createHash } from 'node:crypto';
import { renderAutomaticJson3, renderManualJson3 } from './render-json3';
import { renderAutomaticSrv3, renderManualSrv3 } from './render-srv3';
import { renderChannelAvatarSvg, renderVideoThumbnailSvg } from './render-thumbnail-svg';
import { renderAutomaticWebVtt, renderManualWebVtt } from './render-webvtt';
import { findCategoryTitle, VIDEO_CATEGORY_LIST_RESPONSE } from '../../integrations/youtube/video-categories';
import { EMULATOR_YOUTUBE_ACCOUNTS, findEmulatorYouTubeAccount } from './emulator-youtube-accounts';
import type { EmulatorYouTubeAccount } from './emulator-youtube-accounts';

export interface YouTubeEmulatorOptions {
  /** The demo library; loaded from demo-library/ when left out. */
  library?: DemoLibrary;
  /**
   * Absolute URL the emulator is reachable at, e.g. `${PUBLIC_URL}/_emulators/youtube`;
   * thumbnails and caption URLs in responses are built on it. When left out it is
   * taken from each request's host and the mount prefix (fine for tests; behind a
   * proxy pass it explicitly).
   */
  publicBaseUrl?: string;
  /** Clock for caption URL expiry; tests may fix it. */
  now?: () => Date;
  /**
   * Whose OAuth access token a request carries (an emulator account id, see
   * emulator-youtube-accounts.ts), as issued by the consent emulator. Without it,
   * any bearer token is the legacy listener who follows every demo channel.
   */
  resolveAccessToken?: (accessToken: string) => Promise<string | null>;
}

/** The emulated user's own channel id (subscriptions.list reports it as the subscriber). */
const EMULATOR_USER_CHANNEL_ID = 'UCpodbiteDemoListener0001';

/**
 * A stand-in for YouTube that speaks its real protocols over a demo library: the
 * Data API v3 (videos, channels, videoCategories, playlistItems, subscriptions), the
 * innertube player, timedtext captions in json3, srv3 and vtt, and SVG thumbnails.
 * Mounted by the server under /_emulators/youtube when no YOUTUBE_API_KEY is set, so
 * the YouTube adapter runs the same code against it as against YouTube. Any API key,
 * or none, is accepted. See README.md in this folder.
 */
export const registerYouTubeEmulator: FastifyPluginAsync<YouTubeEmulatorOptions> = async (app, options) => {
  const library = options.library ?? (await loadDemoLibraryOrThrow());
  const now = options.now ?? (() => new Date());
  const videosById = new Map(library.videos.map((video) => [video.id, video]));
  const channelsById = new Map(library.channels.map((channel) => [channel.id, channel]));
  const channelsByHandle = new Map(
    library.channels.map((channel) => [channel.handle.toLowerCase(), channel]),
  );
  let newestFirst = [...library.videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  // Automatic lines take ~100 ms for an hour of speech; they never change, so build each video's once.
  const automaticLines = new Map<string, AutomaticLine[]>();
  const automaticLinesOf = (video: DemoVideo): AutomaticLine[] => {
    let lines = automaticLines.get(video.id);
    if (!lines) {
      lines = buildAutomaticLines(video.words);
      automaticLines.set(video.id, lines);
    }
    return lines;
  };

  const accountChannels = new Map(
    EMULATOR_YOUTUBE_ACCOUNTS.flatMap((account) =>
      account.channel ? [[account.channel.id, account.channel]] : [],
    ),
  );
  /**
   * The account behind `Authorization: Bearer`: undefined when no valid token was
   * sent (the caller answers 401), the legacy listener when no resolver is set.
   */
  const accountOf = async (request: FastifyRequest): Promise<EmulatorYouTubeAccount | undefined> => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    if (!options.resolveAccessToken) return legacyListener(library);
    const accountId = await options.resolveAccessToken(token);
    return accountId ? findEmulatorYouTubeAccount(accountId) : undefined;
  };

  const urlsFor = (request: FastifyRequest): EmulatorUrls =>
    createEmulatorUrls(options.publicBaseUrl ?? `${request.protocol}://${request.host}${app.prefix}`);

  // --- Data API v3 ---------------------------------------------------------------

  app.get('/youtube/v3/videos', async (request, reply) => {
    const query = videosQuerySchema.safeParse(request.query);
    if (!query.success) return sendInvalidQuery(reply, query.error.issues[0]?.message);
    const { part, id, chart, maxResults, pageToken } = query.data;
    const urls = urlsFor(request);
    const toResource = (video: DemoVideo) =>
      buildVideoResource(video, channelsById.get(video.channelId), part, urls);

    if (id !== undefined) {
      const videos = id.flatMap((videoId) => videosById.get(videoId) ?? []);
      return buildListResponse('youtube#videoListResponse', videos.map(toResource));
    }
    if (chart === 'mostPopular') {
      const offset = decodePageToken(pageToken);
      if (offset === null) return sendInvalidPageToken(reply);
      const popular = library.videos
        .filter(
          (video) =>
            video.liveBroadcastContent === 'none' && matchesCategory(video, query.data.videoCategoryId),
        )
        .sort((a, b) => b.viewCount - a.viewCount);
      const page = paginate(popular, offset, maxResults);
      return buildListResponse('youtube#videoListResponse', page.items.map(toResource), page.info);
    }
    return sendGoogleError(
      reply,
      400,
      'No filter selected. Expected one of: myRating, chart, id',
      'missingRequiredParameter',
    );
  });

  app.get('/youtube/v3/channels', async (request, reply) => {
    const query = channelsQuerySchema.safeParse(request.query);
    if (!query.success) return sendInvalidQuery(reply, query.error.issues[0]?.message);
    const { part, id, forHandle, mine } = query.data;
    const urls = urlsFor(request);
    let channels;
    if (mine !== undefined) {
      const account = await accountOf(request);
      if (!account) return sendUnauthenticated(reply);
      // A Google account without a channel: YouTube answers an empty list, not an error.
      channels = account.channel ? [account.channel] : [];
    } else if (id !== undefined)
      channels = id.flatMap(
        (channelId) => channelsById.get(channelId) ?? accountChannels.get(channelId) ?? [],
      );
    else if (forHandle !== undefined) {
      const handle = forHandle.startsWith('@') ? forHandle : `@${forHandle}`;
      channels = [channelsByHandle.get(handle.toLowerCase())].filter((channel) => channel !== undefined);
    } else {
      return sendGoogleError(
        reply,
        400,
        'No filter selected. Expected one of: forUsername, mine, managedByMe, categoryId, forHandle, id, mySubscribers',
        'missingRequiredParameter',
      );
    }
    return buildListResponse(
      'youtube#channelListResponse',
      channels.map((channel) => buildChannelResource(channel, library, part, urls)),
    );
  });

  app.get('/youtube/v3/videoCategories', async () => VIDEO_CATEGORY_LIST_RESPONSE);

  app.get('/youtube/v3/playlistItems', async (request, reply) => {
    const query = playlistItemsQuerySchema.safeParse(request.query);
    if (!query.success) return sendInvalidQuery(reply, query.error.issues[0]?.message);
    const { part, playlistId, maxResults, pageToken } = query.data;
    const channelId = `UC${playlistId.slice(2)}`;
    const channel = playlistId.startsWith('UU')
      ? (channelsById.get(channelId) ?? accountChannels.get(channelId))
      : undefined;
    if (!channel) {
      return sendGoogleError(
        reply,
        404,
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        'playlistNotFound',
        'youtube.playlistItem',
      );
    }
    const offset = decodePageToken(pageToken);
    if (offset === null) return sendInvalidPageToken(reply);
    const uploads = newestFirst.filter((video) => video.channelId === channel.id);
    const page = paginate(uploads, offset, maxResults);
    const urls = urlsFor(request);
    return buildListResponse(
      'youtube#playlistItemListResponse',
      page.items.map((video, index) => buildPlaylistItemResource(video, channel, offset + index, part, urls)),
      page.info,
    );
  });

  app.get('/youtube/v3/subscriptions', async (request, reply) => {
    const query = subscriptionsQuerySchema.safeParse(request.query);
    if (!query.success) return sendInvalidQuery(reply, query.error.issues[0]?.message);
    const account = await accountOf(request);
    if (!account) return sendUnauthenticated(reply);
    if (!account.channel) {
      return sendGoogleError(
        reply,
        403,
        'The subscriber identified with the request cannot be found.',
        'subscriberNotFound',
        'youtube.subscription',
      );
    }
    const offset = decodePageToken(query.data.pageToken);
    if (offset === null) return sendInvalidPageToken(reply);
    // Alphabetically, as YouTube's default order (relevance aside) does.
    const followed = account.subscriptions
      .flatMap((channelId) => channelsById.get(channelId) ?? [])
      .sort((a, b) => a.title.localeCompare(b.title));
    const page = paginate(followed, offset, query.data.maxResults);
    const urls = urlsFor(request);
    return buildListResponse(
      'youtube#subscriptionListResponse',
      page.items.map((channel) =>
        buildSubscriptionResource(
          channel,
          library,
          account.channel?.id ?? EMULATOR_USER_CHANNEL_ID,
          query.data.part,
          urls,
        ),
      ),
      page.info,
    );
  });

  // --- control: a channel publishes a new upload (development and tests) --------------

  /**
   * Not a YouTube endpoint: makes a channel "publish" a new upload now, a copy of a demo
   * video (same transcript and captions) under a fresh id, so followed channels and the
   * subscription feed can be seen picking up new videos.
   */
  app.post('/_control/publish-upload', async (request, reply) => {
    const body = publishUploadBodySchema.safeParse(request.body);
    if (!body.success) return sendInvalidQuery(reply, body.error.issues[0]?.message);
    const original = videosById.get(body.data.copyOf);
    if (!original || !channelsById.has(body.data.channelId))
      return reply.code(404).send({ error: 'unknown video or channel' });
    const id = `N${createHash('sha256').update(`${original.id}:${now().getTime()}:${videosById.size}`).digest('base64url').slice(0, 10)}`;
    const video: DemoVideo = {
      ...original,
      id,
      channelId: body.data.channelId,
      title: body.data.title ?? `${original.title} (new upload)`,
      publishedAt: now().toISOString(),
      viewCount: 0,
      likeCount: 0,
    };
    videosById.set(id, video);
    newestFirst = [video, ...newestFirst];
    return reply.code(201).send({ videoId: id, publishedAt: video.publishedAt });
  });

  // --- innertube player and timedtext ---------------------------------------------

  app.post('/youtubei/v1/player', async (request, reply) => {
    const body = playerBodySchema.safeParse(request.body);
    if (!body.success) {
      return sendGoogleError(
        reply,
        400,
        'Request contains an invalid argument.',
        'badRequest',
        'global',
        'INVALID_ARGUMENT',
      );
    }
    const video = videosById.get(body.data.videoId);
    if (!video) return buildUnavailablePlayerResponse();
    return buildPlayerResponse(video, channelsById.get(video.channelId), urlsFor(request), now());
  });

  app.get('/api/timedtext', async (request, reply) => {
    const query = timedTextQuerySchema.safeParse(request.query);
    // YouTube answers a track it does not have with an empty 200, not an error.
    if (!query.success) return reply.type('text/html; charset=UTF-8').send('');
    const { v, lang, kind, fmt } = query.data;
    const video = videosById.get(v);
    const automatic = kind === 'asr';
    const hasTrack =
      video !== undefined &&
      video.captions !== 'none' &&
      video.liveBroadcastContent === 'none' &&
      video.language === lang &&
      (automatic || video.captions === 'manual');
    if (!hasTrack || !video) return reply.type('text/html; charset=UTF-8').send('');
    return sendTimedText(reply, video, automatic ? automaticLinesOf(video) : null, fmt);
  });

  // --- images ---------------------------------------------------------------------

  app.get<{ Params: { videoId: string; file: string } }>('/vi/:videoId/:file', async (request, reply) => {
    const video = videosById.get(request.params.videoId);
    const size = (Object.keys(THUMBNAIL_FILES) as ThumbnailSize[]).find(
      (candidate) => `${THUMBNAIL_FILES[candidate].file}.svg` === request.params.file,
    );
    if (!video || !size) return reply.code(404).type('text/plain').send('Not Found');
    const { width, height } = THUMBNAIL_FILES[size];
    const svg = renderVideoThumbnailSvg(
      {
        videoId: video.id,
        title: video.title,
        channelTitle: channelsById.get(video.channelId)?.title ?? '',
        categoryTitle: findCategoryTitle(video.categoryId),
        durationSeconds: video.durationSeconds,
        live: video.liveBroadcastContent === 'live',
      },
      width,
      height,
    );
    return sendImage(reply, svg);
  });

  app.get<{ Params: { file: string } }>('/channel-avatar/:file', async (request, reply) => {
    const channel = channelsById.get(request.params.file.replace(/\.svg$/, ''));
    if (!channel || !request.params.file.endsWith('.svg'))
      return reply.code(404).type('text/plain').send('Not Found');
    return sendImage(reply, renderChannelAvatarSvg(channel.id, channel.title));
  });
};

/** Before accounts existed, any bearer token was a listener who follows every demo channel. */
function legacyListener(library: DemoLibrary): EmulatorYouTubeAccount {
  return {
    id: 'legacy-listener',
    email: 'listener@youtube.podbite.test',
    name: 'Demo Listener',
    channel: {
      id: EMULATOR_USER_CHANNEL_ID,
      title: 'Demo Listener',
      handle: '@podbitedemolistener',
      description: '',
      subscriberCount: 0,
      publishedAt: '2020-01-01T00:00:00Z',
    },
    subscriptions: library.channels.map((channel) => channel.id),
  };
}

function sendUnauthenticated(reply: FastifyReply) {
  return sendGoogleError(
    reply,
    401,
    'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    'required',
    'global',
    'UNAUTHENTICATED',
  );
}

function matchesCategory(video: DemoVideo, categoryId: string | undefined): boolean {
  return categoryId === undefined || video.categoryId === categoryId;
}

/** Renders a caption track in the asked format; `lines` is the automatic track, null for the manual one. */
function sendTimedText(
  reply: FastifyReply,
  video: DemoVideo,
  lines: AutomaticLine[] | null,
  fmt: string | undefined,
) {
  const format = fmt ?? 'srv3';
  if (format === 'json3') {
    const body = lines
      ? renderAutomaticJson3(lines, video.durationSeconds * 1000)
      : renderManualJson3(video.manualCues);
    return reply.type('application/json; charset=UTF-8').send(body);
  }
  if (format === 'srv3') {
    const body = lines ? renderAutomaticSrv3(lines) : renderManualSrv3(video.manualCues);
    return reply.type('text/xml; charset=UTF-8').send(body);
  }
  if (format === 'vtt') {
    const body = lines
      ? renderAutomaticWebVtt(lines, video.language)
      : renderManualWebVtt(video.manualCues, video.language);
    return reply.type('text/vtt; charset=UTF-8').send(body);
  }
  return reply.type('text/html; charset=UTF-8').send('');
}

function sendImage(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

/** Google's error envelope, as every Data API error is written. */
function sendGoogleError(
  reply: FastifyReply,
  status: number,
  message: string,
  reason: string,
  domain = 'youtube.parameter',
  statusName?: string,
) {
  return reply.code(status).send({
    error: {
      code: status,
      message,
      errors: [{ message, domain, reason }],
      ...(statusName ? { status: statusName } : {}),
    },
  });
}

function sendInvalidQuery(reply: FastifyReply, message: string | undefined) {
  return sendGoogleError(reply, 400, message ?? 'Invalid request.', 'invalidParameter');
}

function sendInvalidPageToken(reply: FastifyReply) {
  return sendGoogleError(reply, 400, 'The request specifies an invalid page token.', 'invalidPageToken');
}
