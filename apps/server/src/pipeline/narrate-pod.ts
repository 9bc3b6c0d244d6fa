import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import type { NarrationRepository } from '../modules/listening/narration-repository';
import type { NarrationStudio } from './narration-studio';

export interface NarrateDependencies {
  narrations: NarrationRepository;
  studio: NarrationStudio;
}

/** What the intro clip says before the bites. */
export function introScript(title: string, creator: string): string {
  return `${title}, by ${creator}. Here are your bites.`;
}

/**
 * Pipeline step 3: the pod, read aloud. Brief audio first (intro, then every
 * bite's text), then the details clips, so brief listening can start as soon as
 * possible. Each clip is recorded as soon as it is stored: a retried job picks up
 * where the last one stopped, and existing clips are reused, not remade.
 */
export const narratePodJob = defineJob({
  name: 'pipeline-narrate-pod',
  payloadSchema: z.object({ podId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 1800,
  async handle({ podId }, deps: NarrateDependencies) {
    const narration = await deps.narrations.find(podId);
    if (!narration) return { skipped: 'pod deleted' };
    await deps.narrations.setState(podId, 'preparing');
    let made = 0;
    const record = async (clip: { key: string; reused: boolean }) => {
      if (!clip.reused) made++;
      return clip.key;
    };
    if (!narration.introAudioKey) {
      const key = await record(await deps.studio.makeClip(introScript(narration.title, narration.creator)));
      await deps.narrations.setIntroKey(podId, key);
    }
    for (const bite of narration.bites) {
      if (bite.textAudioKey) continue;
      await deps.narrations.setBiteTextKey(bite.id, await record(await deps.studio.makeClip(bite.text)));
    }
    for (const bite of narration.bites) {
      if (bite.detailsAudioKey || bite.details.length === 0) continue;
      await deps.narrations.setBiteDetailsKey(bite.id, await record(await deps.studio.makeClip(bite.details.join(' '))));
    }
    await deps.narrations.setState(podId, 'ready');
    return { clipsMade: made };
  },
  async onFailed({ podId }, deps) {
    await deps.narrations.setState(podId, 'failed');
  },
});
