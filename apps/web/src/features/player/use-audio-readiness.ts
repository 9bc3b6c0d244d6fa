import { AUDIO_POLL_INTERVAL_MS, AUDIO_POLL_MAX_TRIES } from '@podbite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { audioReadinessQueryOptions } from '@/lib/audio-readiness-query';
import { listenPodQueryKey } from '@/lib/listen-pod-query';
import { isTransientFailure } from '@/lib/retry-policy';

/**
 * - checking: the first question is on its way
 * - preparing: narration is under way; asked again every 5 s
 * - ready: the intro and every bite's text clip exist
 * - timed-out: 36 polls later still not ready; whatever exists can be played
 * - unavailable: the server refused the question (not something asking again would change)
 */
export type AudioReadiness = 'checking' | 'preparing' | 'ready' | 'timed-out' | 'unavailable';

export interface AudioReadinessEvents {
  /** Ready after at least one "not yet" (spec: 'Audio ready!'). */
  onReadyAfterWait(): void;
  onTimedOut(): void;
  onPollFailed(message: string): void;
}

/**
 * Variant B's readiness polling (spec §4): one check when the pod opens, then
 * every 5 s, at most 36 more times. Once the wait is over the clip list is
 * fetched again, so the player gets the URLs that now exist.
 */
export function useAudioReadiness(podId: string, events: AudioReadinessEvents): AudioReadiness {
  const queryClient = useQueryClient();
  const [readiness, setReadiness] = useState<AudioReadiness>('checking');
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    let waited = false;

    const settle = (outcome: AudioReadiness) => {
      setReadiness(outcome);
      void queryClient.invalidateQueries({ queryKey: listenPodQueryKey(podId) });
    };

    const check = async () => {
      try {
        const { ready } = await queryClient.fetchQuery(audioReadinessQueryOptions(podId));
        if (stopped) return;
        if (ready) {
          settle('ready');
          if (waited) eventsRef.current.onReadyAfterWait();
          return;
        }
      } catch (error) {
        if (stopped) return;
        eventsRef.current.onPollFailed(error instanceof Error ? error.message : String(error));
        if (!isTransientFailure(error)) {
          settle('unavailable');
          return;
        }
      }
      waited = true;
      if (polls >= AUDIO_POLL_MAX_TRIES) {
        settle('timed-out');
        eventsRef.current.onTimedOut();
        return;
      }
      setReadiness('preparing');
      polls += 1;
      timer = setTimeout(() => void check(), AUDIO_POLL_INTERVAL_MS);
    };

    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [podId, queryClient]);

  return readiness;
}
