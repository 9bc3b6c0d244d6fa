import type { Transcript } from '@podbite/transcript';
import { findPromotions } from '../analysis/find-promotions';
import { buildTermIndex, type TermIndex } from '../analysis/term-index';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';

/** A transcript as buildPod reads it before it chooses topics. */
export interface TalkReading {
  sentences: Sentence[];
  /** 1 for a sentence of a promotion: topics and titles leave it out. */
  excluded: Uint8Array;
  terms: TermIndex;
  /** When the last sentence ends (0 for a transcript without one). */
  end: number;
}

/** Reads a transcript the way buildPod does, for the evaluation scripts that study one stage of it. */
export function readTalk(transcript: Transcript): TalkReading {
  const sentences = buildSentences(transcript);
  const excluded = findPromotions(transcript, sentences).excluded;
  const terms = buildTermIndex(sentences);
  const end = sentences[sentences.length - 1]?.endSeconds ?? 0;
  return { sentences, excluded, terms, end };
}
