import { z } from 'zod';
import { VIDEO_MAX_SECONDS } from '@podbite/contract';
import type { DemoLibrary } from '../../emulators/youtube/demo-library-model';
import { defineJob } from '../job-definition';

export interface SummarizeDemoLibraryDeps {
  loadDemoLibrary: () => Promise<DemoLibrary>;
  /** Pods already in the catalogue: a database that has any is not a fresh install. */
  countPods: () => Promise<number>;
  /** Starts (or joins) the generation of one video, as a listener's link would. */
  startGeneration: (videoId: string) => Promise<void>;
}

/**
 * A fresh install looks alive: on first start the worker summarizes the demo
 * library's videos, shortest first, so Discover, its carousels, channel pages,
 * trending and recommendations fill within a minute (DEMO_CONTENT).
 */
export const summarizeDemoLibraryJob = defineJob({
  name: 'summarize-demo-library',
  payloadSchema: z.object({ requestedBy: z.enum(['boot', 'test']) }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  async handle(_payload, deps: SummarizeDemoLibraryDeps, { logger }) {
    if ((await deps.countPods()) > 0) return { started: 0 };
    const library = await deps.loadDemoLibrary();
    const summarizable = library.videos
      .filter((video) => video.captions !== 'none' && video.language.startsWith('en'))
      .filter((video) => video.liveBroadcastContent === 'none' && video.durationSeconds <= VIDEO_MAX_SECONDS)
      .sort((a, b) => a.durationSeconds - b.durationSeconds);
    for (const video of summarizable) await deps.startGeneration(video.id);
    logger.info({ started: summarizable.length }, 'demo library queued for summarizing');
    return { started: summarizable.length };
  },
});
