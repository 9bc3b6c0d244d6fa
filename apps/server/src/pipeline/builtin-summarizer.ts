import { buildPod } from 'podbite';
import type { PodSummarizer } from './pipeline-dependencies';

/** The built-in extractive engine: pure and offline; every bite is a sentence of the transcript. */
export function createBuiltinSummarizer(): PodSummarizer {
  return {
    engineName: 'builtin',
    async summarize(transcript, metadata) {
      return { pod: buildPod(transcript, metadata), engine: 'builtin' };
    },
  };
}
