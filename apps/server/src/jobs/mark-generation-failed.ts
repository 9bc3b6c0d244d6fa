import { generationMessages } from '@podbite/contract';
import type { GenerationRepository } from '../modules/pods/generation-repository';

/**
 * The onFailed of every pipeline job that works for a generation: the user watching it is told why.
 * A failure with no words of its own ('job-failed', the last retry) gets the specification's message.
 */
export async function markGenerationFailed(
  { generationId }: { generationId: string },
  deps: { generations: GenerationRepository },
  failure: { code: string; message: string },
): Promise<void> {
  const message = failure.code === 'job-failed' ? generationMessages.failed : failure.message;
  await deps.generations.markFailed(generationId, failure.code, message);
}
