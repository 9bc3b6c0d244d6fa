import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FileStorage } from '../../integrations/storage';
import { introScript } from '../../pipeline/narrate-pod';
import type { NarrationRepository } from '../listening/narration-repository';
import type { PodRepository } from '../pods/pod-repository';
import { linkToMoment } from '../pods/summary-presenter';
import { assemblePodAudio } from './assemble-pod-audio';
import {
  buildChaptersJson,
  buildPodFeedRss,
  buildTranscriptVtt,
  type PodFeedEpisode,
} from './build-pod-feed-rss';
import type { PodFeedTokenRepository } from './pod-feed-token-repository';

/** A pod the listener keeps, as the library lists it. */
export interface FeedPodRef {
  podId: string;
  savedAt: Date;
}

export interface PodFeedServiceDependencies {
  tokens: PodFeedTokenRepository;
  pods: PodRepository;
  narrations: NarrationRepository;
  storage: FileStorage;
  /** The server's secret: tokens are derived from it, so the database alone cannot rebuild an address. */
  secret: string;
  /** The public address of the app, e.g. https://podbite.example. */
  publicUrl: string;
  /** The listener's saved pods, newest first (the library's; injected so this module does not own saving). */
  listFeedPods(userId: string): Promise<FeedPodRef[]>;
  /** Pods without narration yet are narrated, and join the feed once spoken. */
  enqueueNarrate(payload: { podId: string }): Promise<void>;
}

const BITE_HEADINGS = {
  overview: 'Summary',
  keyTakeaway: 'Key takeaway',
  actionItem: 'Action item',
  quote: 'Quote',
};
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Each listener's private podcast feed: an unguessable address (revocable and
 * renewable) listing their saved pods, readable by any podcast player without a
 * cookie. Whoever has the address can read the feed, as with every private feed.
 */
export function createPodFeedService(deps: PodFeedServiceDependencies) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const tokenOf = (rowId: string) =>
    createHmac('sha256', deps.secret).update(`pod-feed:${rowId}`).digest('base64url');
  const feedUrlOf = (token: string) => `${base}/feeds/${token}.xml`;

  async function userOf(token: string): Promise<string | null> {
    const row = await deps.tokens.findLiveByHash(hashToken(token));
    return row?.userId ?? null;
  }

  /** The pod, its narration as one file, and the clip timings; null until it has been narrated. */
  async function readEpisode(podId: string) {
    const pod = await deps.pods.findPodById(podId);
    if (!pod) return null;
    const full = await deps.pods.findByVideoId(pod.videoId);
    const narration = await deps.narrations.find(podId);
    if (!full || !narration) return null;
    const clipKeys = [narration.introAudioKey, ...narration.bites.map((bite) => bite.textAudioKey)];
    if (narration.audioState !== 'ready' || clipKeys.some((key) => key === null)) {
      if (narration.audioState === 'none' || narration.audioState === 'failed')
        await deps.enqueueNarrate({ podId });
      return null;
    }
    const audio = await assemblePodAudio(deps.storage, clipKeys as string[]);
    if (!audio) return null;
    return { ...full, narration, audio };
  }

  function chaptersOf(
    episode: NonNullable<Awaited<ReturnType<typeof readEpisode>>>,
  ): { title: string; startSeconds: number; url?: string }[] {
    const { pod, narration, audio } = episode;
    const sourceBites = new Map(episode.bites.map((bite) => [bite.id, bite]));
    // Narrated bites, each with where it is spoken; a topic's chapter starts at its first bite.
    const spoken = narration.bites.map((bite, index) => ({
      sourceSeconds: sourceBites.get(bite.id)?.startSeconds ?? 0,
      clip: audio.clips[index + 1]!,
    }));
    const chapters: { title: string; startSeconds: number; url?: string }[] = [
      { title: 'Introduction', startSeconds: 0 },
    ];
    for (const topic of pod.topics) {
      const first = spoken
        .filter((bite) => bite.sourceSeconds >= topic.startSeconds)
        .sort((a, b) => a.clip.startSeconds - b.clip.startSeconds)[0];
      if (!first) continue;
      chapters.push({
        title: topic.topic,
        startSeconds: first.clip.startSeconds,
        url: linkToMoment(pod.link, topic.startSeconds),
      });
    }
    const seen = new Set<number>();
    return chapters
      .sort((a, b) => a.startSeconds - b.startSeconds)
      .filter((chapter) => !seen.has(chapter.startSeconds) && seen.add(chapter.startSeconds));
  }

  return {
    async addressOf(userId: string): Promise<string | null> {
      const row = await deps.tokens.findLive(userId);
      return row ? feedUrlOf(tokenOf(row.id)) : null;
    },
    /** A new address; the old one stops working at once. */
    async renew(userId: string): Promise<string> {
      const id = randomUUID();
      const token = tokenOf(id);
      await deps.tokens.replace(userId, { id, tokenHash: hashToken(token) });
      return feedUrlOf(token);
    },
    async revoke(userId: string): Promise<void> {
      await deps.tokens.revokeAll(userId);
    },

    /** The RSS, or null for an unknown or revoked token. */
    async feedXml(token: string): Promise<string | null> {
      const userId = await userOf(token);
      if (!userId) return null;
      const feedBase = `${base}/feeds/${token}`;
      const episodes: PodFeedEpisode[] = [];
      for (const ref of await deps.listFeedPods(userId)) {
        const episode = await readEpisode(ref.podId);
        if (!episode) continue;
        const { pod, bites, audio } = episode;
        const artwork = pod.thumbnailUrl ? new URL(pod.thumbnailUrl, `${base}/`).href : null;
        episodes.push({
          guid: pod.id,
          title: pod.title,
          creator: pod.creator,
          bites: bites.map((bite) => ({ heading: BITE_HEADINGS[bite.type], text: bite.text })),
          sourceLink: /^https?:\/\//.test(pod.link) ? pod.link : null,
          podPageUrl: `${base}/summary/${pod.videoId}`,
          publishedAt: ref.savedAt,
          artworkUrl: artwork,
          enclosure: {
            url: `${feedBase}/audio/${audio.name}`,
            lengthBytes: audio.lengthBytes,
            type: 'audio/mpeg',
          },
          durationSeconds: audio.durationSeconds,
          chaptersUrl: `${feedBase}/chapters/${pod.id}.json`,
          transcriptUrl: `${feedBase}/transcripts/${pod.id}.vtt`,
        });
      }
      return buildPodFeedRss(
        {
          title: 'My PodBite pods',
          description: 'The pods you saved in PodBite, read aloud: a private feed for your podcast app.',
          link: `${base}/home`,
          selfUrl: `${base}/feeds/${token}.xml`,
          author: 'PodBite',
          imageUrl: `${base}/podbite-feed-artwork.png`,
        },
        episodes,
      );
    },

    /** Chapters JSON of a pod in the token's feed, or null. */
    async chaptersJson(token: string, podId: string): Promise<string | null> {
      const episode = await this.episodeInFeed(token, podId);
      return episode ? buildChaptersJson(chaptersOf(episode)) : null;
    },

    /** The narration's transcript (intro, then each bite as spoken), or null. */
    async transcriptVtt(token: string, podId: string): Promise<string | null> {
      const episode = await this.episodeInFeed(token, podId);
      if (!episode) return null;
      const { narration, audio } = episode;
      const texts = [
        introScript(narration.title, narration.creator),
        ...narration.bites.map((bite) => bite.text),
      ];
      return buildTranscriptVtt(texts.map((text, index) => ({ ...audio.clips[index]!, text })));
    },

    /** The storage key of an assembled narration the token's feed lists, or null. */
    async audioKey(token: string, name: string): Promise<string | null> {
      if (!(await userOf(token)) || !/^[a-f0-9]{40}\.mp3$/.test(name)) return null;
      const key = `feeds/${name}`;
      return (await deps.storage.exists(key)) ? key : null;
    },

    async episodeInFeed(token: string, podId: string) {
      const userId = await userOf(token);
      if (!userId) return null;
      const listed = (await deps.listFeedPods(userId)).some((ref) => ref.podId === podId);
      return listed ? readEpisode(podId) : null;
    },
  };
}

export type PodFeedService = ReturnType<typeof createPodFeedService>;
