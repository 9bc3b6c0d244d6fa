import type { Transcript } from '@podbite/transcript';
import {
  biteTypeOrder,
  buildGroundingIndex,
  buildPod,
  estimateReadTime,
  groundBites,
  type Bite,
  type BiteType,
  type DraftBite,
  type Pod,
  type PodMetadata,
} from 'podbite';
import { chunkTranscript } from './chunk-transcript';
import { readLlmBites, readTimestamp } from './llm-bites-schema';
import { LlmError } from './llm-error';
import { requestChatCompletion, type ChatEndpoint } from './request-chat-completion';
import { writeBitesPrompt } from './write-bites-prompt';

export const LLM_DEFAULT_TIMEOUT_MS = 60_000;

export interface LlmSummarizerOptions {
  url: string;
  model: string;
  apiKey?: string;
  /** For tests and proxies; the global fetch by default. */
  fetch?: typeof fetch;
  /** Per request (one request per chunk of transcript). */
  timeoutMs?: number;
  /** Told why the built-in engine was used instead, for the logs. */
  onFallback?: (error: LlmError) => void;
}

export interface LlmSummarizer {
  summarize(transcript: Transcript, metadata?: PodMetadata): Promise<Pod>;
}

/** How many bites of each type a pod has; the same ranges as the built-in engine. */
const sectionSizes: Record<BiteType, { fewest: number; most: number }> = {
  overview: { fewest: 2, most: 4 },
  keyTakeaway: { fewest: 4, most: 8 },
  actionItem: { fewest: 0, most: 6 },
  quote: { fewest: 2, most: 5 },
};

/**
 * The optional language-model engine. An OpenAI-compatible chat endpoint
 * writes the bites, chunk by chunk for long transcripts, as JSON checked
 * against a schema; every bite is then located in the transcript and
 * re-anchored to where it is said, or dropped. Topics, promotions and any
 * section the model leaves short come from the built-in engine, and any failure
 * (unreachable, timeout, HTTP error, bad JSON, mostly ungrounded bites) returns
 * the built-in engine's pod.
 */
export function createLlmSummarizer(options: LlmSummarizerOptions): LlmSummarizer {
  const endpoint: ChatEndpoint = {
    url: options.url,
    model: options.model,
    timeoutMs: options.timeoutMs ?? LLM_DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? fetch,
  };
  if (options.apiKey) endpoint.apiKey = options.apiKey;
  return {
    async summarize(transcript, metadata = {}) {
      const builtIn = buildPod(transcript, metadata);
      try {
        return await summarizeWithModel(endpoint, transcript, metadata, builtIn);
      } catch (error) {
        const failure =
          error instanceof LlmError
            ? error
            : new LlmError('invalid-response', 'The language-model engine failed.', { cause: error });
        options.onFallback?.(failure);
        return builtIn;
      }
    },
  };
}

async function summarizeWithModel(
  endpoint: ChatEndpoint,
  transcript: Transcript,
  metadata: PodMetadata,
  builtIn: Pod,
): Promise<Pod> {
  const chunks = chunkTranscript(transcript);
  if (chunks.length === 0) return builtIn;
  const drafts: DraftBite[] = [];
  // One chunk after the other: a local model server serves one request well, not ten.
  for (const [k, chunk] of chunks.entries()) {
    const content = await requestChatCompletion(
      endpoint,
      writeBitesPrompt(chunk, k + 1, chunks.length, metadata),
    );
    for (const bite of readLlmBites(content).bites) {
      const draft: DraftBite = { type: bite.type, text: bite.text };
      if (bite.details) draft.details = bite.details;
      const claimed = bite.startSeconds ?? readTimestamp(bite.timestamp);
      if (claimed !== undefined) draft.startSeconds = claimed;
      drafts.push(draft);
    }
  }
  const insidePromotion = (seconds: number): boolean =>
    builtIn.promotions.some(
      (promotion) => seconds >= promotion.startSeconds && seconds < promotion.endSeconds,
    );
  const grounded = groundBites(buildGroundingIndex(transcript), drafts).filter(
    (bite) => !insidePromotion(bite.startSeconds),
  );
  if (grounded.length === 0 || grounded.length < drafts.length / 2) {
    throw new LlmError(
      'ungrounded',
      `Only ${grounded.length} of the language model's ${drafts.length} bites are in the transcript.`,
    );
  }
  const bites = fitSections(grounded, builtIn.bites);
  const readTimeSeconds = estimateReadTime(bites, builtIn.topics);
  return {
    ...builtIn,
    bites,
    readTimeSeconds,
    timeSavedSeconds: Math.max(0, Math.round(builtIn.durationSeconds - readTimeSeconds)),
  };
}

/** Each section within its range: the model's bites spread over the episode, topped up with the built-in engine's. */
function fitSections(modelBites: readonly Bite[], builtInBites: readonly Bite[]): Bite[] {
  const result: Bite[] = [];
  for (const type of biteTypeOrder) {
    const { fewest, most } = sectionSizes[type];
    let section = spreadOut(
      modelBites.filter((bite) => bite.type === type),
      most,
    );
    if (section.length < fewest) {
      const taken = new Set([...result, ...section].map((bite) => bite.text.toLowerCase()));
      const extra = builtInBites.filter(
        (bite) =>
          bite.type === type &&
          !taken.has(bite.text.toLowerCase()) &&
          !modelBites.some((other) => Math.abs(other.startSeconds - bite.startSeconds) < 5),
      );
      section = [...section, ...extra.slice(0, fewest - section.length)];
    }
    result.push(...section.sort((a, b) => a.startSeconds - b.startSeconds));
  }
  return result;
}

/** At most `most` bites, evenly picked over time. */
function spreadOut(bites: readonly Bite[], most: number): Bite[] {
  const sorted = [...bites].sort((a, b) => a.startSeconds - b.startSeconds);
  if (sorted.length <= most) return sorted;
  return Array.from({ length: most }, (_, k) => sorted[Math.floor((k * sorted.length) / most)]!);
}
