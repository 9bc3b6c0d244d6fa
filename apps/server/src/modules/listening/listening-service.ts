import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../integrations/storage';
import { isPodVisibleTo, type PodRepository } from '../pods/pod-repository';
import type { UserRow } from '../users/user-repository';
import type { ListeningRepository, ListenMode } from './listening-repository';
import type { NarrationRepository, PodNarration } from './narration-repository';

export const listenMessages = {
  podNotFound: 'Pod not found',
  biteNotFound: 'Bite not found',
} as const;

/**
 * Ready as variant B defines it: the intro exists and every bite has its text
 * clip; details clips may be missing only for bites without details.
 */
export function isNarrationReady(narration: PodNarration): boolean {
  return (
    narration.introAudioKey !== null &&
    narration.bites.every(
      (bite) => bite.textAudioKey !== null && (bite.details.length === 0 || bite.detailsAudioKey !== null),
    )
  );
}

export function createListeningService(deps: {
  narrations: NarrationRepository;
  listening: ListeningRepository;
  pods: PodRepository;
  storage: FileStorage;
  /** Who may listen: the plan decides (billing's entitlements); throws a plan-limit refusal. */
  assertCanListen?(userId: string): Promise<void>;
  enqueueNarrate(payload: { podId: string }): Promise<void>;
}) {
  const url = (key: string | null) => (key ? deps.storage.urlFor(key) : null);

  async function requireNarration(podId: string, user: UserRow): Promise<PodNarration> {
    await deps.assertCanListen?.(user.id);
    const narration = await deps.narrations.find(podId);
    // Someone else's private pod answers as if it did not exist.
    if (!narration || !isPodVisibleTo(narration, user.id))
      throw new AppError('not-found', listenMessages.podNotFound);
    return narration;
  }

  /** Starts narration for a pod that has none (made before audio existed, or failed before). */
  async function ensureNarration(narration: PodNarration): Promise<PodNarration['audioState']> {
    if (narration.audioState === 'none' || narration.audioState === 'failed') {
      if (await deps.narrations.claim(narration.podId)) await deps.enqueueNarrate({ podId: narration.podId });
      return 'preparing';
    }
    return narration.audioState;
  }

  return {
    async listenPod(podId: string, user: UserRow) {
      const narration = await requireNarration(podId, user);
      const state = await ensureNarration(narration);
      return {
        pod_id: podId,
        state,
        introUrl: url(narration.introAudioKey),
        bites: narration.bites.map((bite) => ({
          id: bite.id,
          textUrl: url(bite.textAudioKey),
          detailsUrl: url(bite.detailsAudioKey),
        })),
      };
    },

    async checkAudioReady(podId: string, user: UserRow) {
      const narration = await requireNarration(podId, user);
      const ready = isNarrationReady(narration);
      const state = ready ? 'ready' : await ensureNarration(narration);
      return { ready, state };
    },

    async getMode(userId: string): Promise<ListenMode | null> {
      return deps.listening.findMode(userId);
    },

    async setMode(userId: string, mode: ListenMode): Promise<void> {
      await deps.listening.saveMode(userId, mode);
    },

    async logPodListen(podId: string, userId: string): Promise<void> {
      const pod = await deps.pods.findPodById(podId);
      if (!pod || !isPodVisibleTo(pod, userId)) throw new AppError('not-found', listenMessages.podNotFound);
      await deps.listening.logListen(userId, { podId });
    },

    async logBiteListen(biteId: string, userId: string): Promise<void> {
      const bite = await deps.pods.findBiteById(biteId);
      const pod = bite && (await deps.pods.findPodById(bite.podId));
      if (!pod || !isPodVisibleTo(pod, userId)) throw new AppError('not-found', listenMessages.biteNotFound);
      await deps.listening.logListen(userId, { biteId });
    },
  };
}

export type ListeningService = ReturnType<typeof createListeningService>;
