import { z } from 'zod';
import { narratePod, type NarrateDependencies } from '../../pipeline/narrate-pod';
import { defineJob } from '../job-definition';

/** Pipeline step 3: the pod read aloud, brief audio first. */
export const narratePodJob = defineJob({
  name: 'pipeline-narrate-pod',
  payloadSchema: z.object({ podId: z.uuid() }),
  // Speaking every clip of a long pod on a small machine takes minutes.
  expireInSeconds: 1800,
  handle: (payload, deps: NarrateDependencies, { signal }) => narratePod(payload, deps, signal),
  async onFailed({ podId }, deps) {
    await deps.narrations.setState(podId, 'failed');
  },
});
