import type { Transcript } from '@podbite/transcript';
import type { Pod, PodMetadata } from 'podbite';
import type { YouTubeClient } from '../integrations/youtube';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { PodRepository } from '../modules/pods/pod-repository';
import type { SourceTranscriptRepository } from '../modules/pods/source-transcript-repository';

/** Makes a pod from a transcript: the built-in engine, or a language model grounded in the transcript. */
export interface PodSummarizer {
  /** 'builtin' or 'llm:<model>' for the pod's record. */
  engineName: string;
  summarize(transcript: Transcript, metadata: PodMetadata): Promise<{ pod: Pod; engine: string }>;
}

export interface IngestDependencies {
  youtube: YouTubeClient;
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
}

export interface SummarizeDependencies {
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  pods: PodRepository;
  summarizer: PodSummarizer;
  /** Narration follows every new or remade pod. */
  enqueueNarrate(payload: { podId: string }): Promise<void>;
}
