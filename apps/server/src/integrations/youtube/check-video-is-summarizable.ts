import { VIDEO_TOO_LONG_MESSAGE, VIDEO_UNAVAILABLE_MESSAGE } from './youtube-messages';

/** Specification, section 9: "Video maximum 18000 s (5 hours)". */
export const MAX_VIDEO_DURATION_SECONDS = 18_000;

export interface SummarizableFacts {
  durationSeconds: number;
  liveBroadcastContent: 'none' | 'live' | 'upcoming';
}

export type SummarizableVerdict =
  { ok: true } | { ok: false; code: 'too-long' | 'no-captions'; message: string };

/**
 * The specification's rules for whether a video can become a pod (section 5).
 * A live or upcoming broadcast is refused first: its duration reads 0 and its captions
 * are still being written, and the message tells the user exactly that. Then the length
 * limit (18000 s is allowed, one second more is not), then the captions.
 */
export function checkVideoIsSummarizable(
  facts: SummarizableFacts,
  captionsAvailable: boolean,
): SummarizableVerdict {
  if (facts.liveBroadcastContent !== 'none') {
    return { ok: false, code: 'no-captions', message: VIDEO_UNAVAILABLE_MESSAGE };
  }
  if (facts.durationSeconds > MAX_VIDEO_DURATION_SECONDS) {
    return { ok: false, code: 'too-long', message: VIDEO_TOO_LONG_MESSAGE };
  }
  if (!captionsAvailable) {
    return { ok: false, code: 'no-captions', message: VIDEO_UNAVAILABLE_MESSAGE };
  }
  return { ok: true };
}
