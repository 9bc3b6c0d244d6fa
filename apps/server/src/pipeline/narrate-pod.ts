import { runWithConcurrency } from './run-with-concurrency';
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
export async function narratePod(
  { podId }: { podId: string },
  deps: NarrateDependencies,
  signal: AbortSignal,
) {
  const narration = await deps.narrations.find(podId);
  if (!narration) return { skipped: 'pod deleted' };
  await deps.narrations.setState(podId, 'preparing');
  let made = 0;
  const record = async (clip: { key: string; reused: boolean }) => {
    if (!clip.reused) made++;
    signal.throwIfAborted();
    return clip.key;
  };
  type Clip = { text: string; save(key: string): Promise<void> };
  const brief: Clip[] = [];
  if (!narration.introAudioKey) {
    brief.push({
      text: introScript(narration.title, narration.creator),
      save: (key) => deps.narrations.setIntroKey(podId, key),
    });
  }
  for (const bite of narration.bites) {
    if (!bite.textAudioKey)
      brief.push({ text: bite.text, save: (key) => deps.narrations.setBiteTextKey(bite.id, key) });
  }
  const detailed: Clip[] = narration.bites
    .filter((bite) => !bite.detailsAudioKey && bite.details.length > 0)
    .map((bite) => ({
      text: bite.details.join(' '),
      save: (key) => deps.narrations.setBiteDetailsKey(bite.id, key),
    }));
  const make = async (clip: Clip) => clip.save(await record(await deps.studio.makeClip(clip.text)));
  // Brief audio first and complete, then the details.
  await runWithConcurrency(brief, deps.studio.parallelism, make);
  await runWithConcurrency(detailed, deps.studio.parallelism, make);
  await deps.narrations.setState(podId, 'ready');
  return { clipsMade: made };
}
