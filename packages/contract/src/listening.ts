import { z } from 'zod/mini';

export const listenModeSchema = z.enum(['brief', 'detailed'], { error: 'Invalid listen mode selected' });
export type ListenMode = z.infer<typeof listenModeSchema>;

/** POST /api/listen-preferences */
export const listenPreferenceRequestSchema = z.object({ mode: listenModeSchema });
/** GET /api/listen-preferences: null until the listener chooses. */
export const listenPreferenceResponseSchema = z.object({ mode: z.nullable(listenModeSchema) });

export const audioStateSchema = z.enum(['none', 'preparing', 'ready', 'failed']);

/** GET /api/listen-pod/{podId} */
export const listenPodResponseSchema = z.object({
  pod_id: z.string(),
  state: audioStateSchema,
  introUrl: z.nullable(z.string()),
  bites: z.array(
    z.object({ id: z.string(), textUrl: z.nullable(z.string()), detailsUrl: z.nullable(z.string()) }),
  ),
});
export type ListenPodResponse = z.infer<typeof listenPodResponseSchema>;

/** GET /api/check-audio-ready/{podId} */
export const checkAudioReadyResponseSchema = z.object({ ready: z.boolean(), state: audioStateSchema });

export const listenMessages = {
  modeNotice: 'Mode will update on next clip',
  ready: 'Audio ready!',
  timedOut: 'Audio load timed out - partial audio may be available',
  pollFailed: 'Poll failed: ',
  loadFailed: 'Failed to load audio: ',
  preferenceLoadFailed: 'Failed to load listen mode preference',
  preferenceUpdateFailed: 'Failed to update listen mode',
  preferenceUpdated: 'Listen mode updated!',
  invalidMode: 'Invalid listen mode selected',
} as const;
