import { describe, expect, it } from 'vitest';
import { loadDemoLibraryOrThrow } from '../../emulators/youtube/load-demo-library';
import { createLogger } from '../../logger';
import type { JobContext } from '../job-definition';
import { summarizeDemoLibraryJob } from './summarize-demo-library';

const context: JobContext = {
  logger: createLogger('silent'),
  reportProgress: async () => undefined,
  attempt: 1,
  signal: new AbortController().signal,
};

async function runWith(podCount: number) {
  const started: string[] = [];
  const library = await loadDemoLibraryOrThrow();
  await summarizeDemoLibraryJob.handle(
    { requestedBy: 'test' },
    {
      loadDemoLibrary: async () => library,
      countPods: async () => podCount,
      startGeneration: async (id) => void started.push(id),
    },
    context,
  );
  return { started, library };
}

describe('summarizing the demo library at first start', () => {
  it('queues every video PodBite can summarize, shortest first, and skips the ones it would refuse', async () => {
    const { started, library } = await runWith(0);
    const byId = new Map(library.videos.map((video) => [video.id, video]));
    expect(started.length).toBeGreaterThan(20);
    for (const refused of ['tDDb-xHKas1', 'VOqg6YYZYn9', 'ZhyiA4uoRgn'])
      expect(started).not.toContain(refused);
    const durations = started.map((id) => byId.get(id)!.durationSeconds);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('does nothing once the catalogue has pods', async () => {
    expect((await runWith(1)).started).toEqual([]);
  });
});
