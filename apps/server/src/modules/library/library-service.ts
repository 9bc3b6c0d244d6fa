import {
  RECENT_SUMMARIES_KEPT,
  libraryMessages,
  summaryPageMessages,
  type CatalogItem,
  type LibraryResponse,
  type SaveItemRequest,
  type SaveItemResponse,
  type SavedStateResponse,
  type Summary,
} from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import { isPodVisibleTo, type PodRepository } from '../pods/pod-repository';
import { linkToMoment, momentLinkOf, toSummary } from '../pods/summary-presenter';
import type { LibraryRepository, LibraryTarget } from './library-repository';
import { renderLibraryMarkdown, renderPodMarkdown } from './render-markdown';
import { toCatalogItem } from './to-catalog-item';

/**
 * Whether this user may keep one more item. The plans module decides (Basic keeps
 * 2); the refusal's message is what the 'Upgrade Required' dialog shows.
 */
export type CanSaveItem = (
  userId: string,
) => Promise<{ allowed: true } | { allowed: false; message: string }>;

export interface LibraryServiceDependencies {
  library: LibraryRepository;
  /** Full pods for the export (the cached repository the summary page reads). */
  pods: PodRepository;
  canSaveItem: CanSaveItem;
}

/** Keeping pods and bites, the library, the recent list and the Markdown export. */
export function createLibraryService(deps: LibraryServiceDependencies) {
  async function resolveTarget(
    userId: string,
    { itemType, itemId }: SaveItemRequest,
  ): Promise<LibraryTarget> {
    if (itemType === 'pod') {
      const podId = await deps.library.findPodId(itemId, userId);
      if (!podId) throw new AppError('not-found', libraryMessages.itemNotFound);
      return { itemType, podId, biteId: null };
    }
    const bite = await deps.library.findBite(itemId, userId);
    if (!bite) throw new AppError('not-found', libraryMessages.itemNotFound);
    return { itemType, podId: bite.podId, biteId: bite.id };
  }

  /**
   * The pod from the summary's in-memory cache (the page asking just read it), or 404 when it does not
   * exist or is another listener's upload: no extra query on the per-page-view calls.
   */
  async function requireVisiblePod(videoId: string, userId: string) {
    const found = await deps.pods.findByVideoId(videoId);
    if (!found || !isPodVisibleTo(found.pod, userId))
      throw new AppError('not-found', summaryPageMessages.notFound);
    return found;
  }

  async function requireSummary(videoId: string, userId: string): Promise<Summary> {
    return toSummary(await requireVisiblePod(videoId, userId), { isSaved: false });
  }

  return {
    /** Idempotent: keeping a kept item changes nothing and is not refused by the plan. */
    async saveItem(userId: string, request: SaveItemRequest): Promise<SaveItemResponse> {
      const target = await resolveTarget(userId, request);
      if (!(await deps.library.isSaved(userId, target))) {
        const verdict = await deps.canSaveItem(userId);
        if (!verdict.allowed) throw new AppError('plan-limit', verdict.message);
        await deps.library.save(userId, target);
      }
      return { success: true, itemType: request.itemType, itemId: request.itemId, isSaved: true };
    },

    /** Idempotent: unsaving what is not kept is a success too. */
    async unsaveItem(userId: string, request: SaveItemRequest): Promise<SaveItemResponse> {
      await deps.library.unsave(userId, await resolveTarget(userId, request));
      return { success: true, itemType: request.itemType, itemId: request.itemId, isSaved: false };
    },

    async getLibrary(userId: string): Promise<LibraryResponse> {
      const [savedPods, savedBites] = await Promise.all([
        deps.library.listSavedPods(userId),
        deps.library.listSavedBites(userId),
      ]);
      return {
        pods: savedPods.map(({ libraryItemId, savedAt, pod }) => ({
          ...toCatalogItem(pod),
          id: libraryItemId,
          itemType: 'pod' as const,
          pod_id: pod.id,
          saved_at: savedAt.toISOString(),
        })),
        bites: savedBites.map(({ savedAt, bite, pod }) => ({
          id: bite.id,
          itemType: 'bite' as const,
          type: bite.type,
          text: bite.text,
          details: bite.details,
          timestamp: bite.timestamp,
          // Opened in the app, like the summary page's: a podcast's moment opens the episode player.
          link: momentLinkOf(pod, bite.startSeconds),
          saved_at: savedAt.toISOString(),
          pod: { video_id: pod.videoId, title: pod.title, category: pod.category },
          metadata: { category: pod.category },
        })),
      };
    },

    /** The per-user overlay on the shared, cached summary body. */
    async getSavedState(userId: string, videoId: string): Promise<SavedStateResponse> {
      await requireVisiblePod(videoId, userId);
      return { videoId, ...(await deps.library.findSavedState(userId, videoId)) };
    },

    async recordRecent(userId: string, videoId: string): Promise<void> {
      const { pod } = await requireVisiblePod(videoId, userId);
      await deps.library.recordRecent(userId, pod.id, RECENT_SUMMARIES_KEPT);
    },

    async listRecent(userId: string): Promise<{ summaries: (CatalogItem & { opened_at: string })[] }> {
      const rows = await deps.library.listRecent(userId, RECENT_SUMMARIES_KEPT);
      return {
        summaries: rows.map(({ openedAt, pod }) => ({
          ...toCatalogItem(pod),
          opened_at: openedAt.toISOString(),
        })),
      };
    },

    async exportPod(userId: string, videoId: string): Promise<{ fileName: string; markdown: string }> {
      const summary = await requireSummary(videoId, userId);
      return {
        fileName: `${slugify(summary.metadata.title) || videoId}.md`,
        markdown: renderPodMarkdown(summary),
      };
    },

    async exportLibrary(userId: string): Promise<{ fileName: string; markdown: string }> {
      const [savedPods, savedBites] = await Promise.all([
        deps.library.listSavedPods(userId),
        deps.library.listSavedBites(userId),
      ]);
      const found = await Promise.all(savedPods.map(({ pod }) => deps.pods.findByVideoId(pod.videoId)));
      const summaries: Summary[] = found
        .filter((pod) => pod !== undefined)
        .map((pod) => toSummary(pod, { isSaved: true }));
      // A file read outside the app: links go to the source itself, never to an app path.
      const bites = savedBites.map(({ bite, pod, savedAt }) => ({
        bite: { ...bite, link: linkToMoment(pod.link, bite.startSeconds) },
        pod: { title: pod.title, videoId: pod.videoId },
        savedAt,
      }));
      return {
        fileName: 'podbite-library.md',
        markdown: renderLibraryMarkdown({ summaries, bites, exportedAt: new Date() }),
      };
    },
  };
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

export type LibraryService = ReturnType<typeof createLibraryService>;
