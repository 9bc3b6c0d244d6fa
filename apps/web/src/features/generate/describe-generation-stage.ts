import type { GenerationStatus } from '@podbite/contract';

/** Where a generation is, as the loading page names it under the progress bar. */
export type GenerationStep = 'checking' | GenerationStatus['stage'];

const stepLabels: Record<GenerationStep, string> = {
  checking: 'Checking your link…',
  queued: 'Waiting for a free spot…',
  ingest: 'Fetching captions…',
  summarize: 'Writing your bites…',
  narrate: 'Recording the audio…',
  done: 'Opening your pod…',
};

export function describeGenerationStep(step: GenerationStep): string {
  return stepLabels[step];
}
