import { createLlmSummarizer, type LlmError } from '../integrations/llm';
import type { Logger } from '../logger';
import type { PodSummarizer } from './pipeline-dependencies';

/**
 * Bites written by a language model (an OpenAI-compatible chat endpoint), each
 * located in the transcript or dropped; any failure falls back to the built-in
 * engine, and the pod records which engine wrote it.
 */
export function createLlmPodSummarizer(
  llm: { url: string; model: string; apiKey?: string },
  logger: Logger,
): PodSummarizer {
  const engineName = `llm:${llm.model}`;
  return {
    engineName,
    async summarize(transcript, metadata) {
      let fallback: LlmError | undefined;
      const summarizer = createLlmSummarizer({
        url: llm.url,
        model: llm.model,
        ...(llm.apiKey ? { apiKey: llm.apiKey } : {}),
        onFallback: (error) => {
          fallback = error;
        },
      });
      const pod = await summarizer.summarize(transcript, metadata);
      if (fallback) {
        logger.warn(
          { err: fallback, model: llm.model },
          'language model failed; the built-in engine wrote the pod',
        );
        return { pod, engine: 'builtin' };
      }
      return { pod, engine: engineName };
    },
  };
}
