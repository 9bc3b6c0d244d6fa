import type { Transcript } from '@podbite/transcript';
import type { TermIndex } from '../analysis/term-index';
import type { TitleModel } from '../analysis/title-features';
import { titleTopics } from '../analysis/title-topics';
import type { Chapter, Topic } from '../pod';
import { sentenceUnderWayAt, type Sentence } from '../sentences/sentence';
import { readTalk } from './read-talk';

/** The transcript read as buildPod reads it before titling: sentences, promotions left out, the term index. */
export interface TitleReading {
  sentences: Sentence[];
  terms: TermIndex;
  excluded: Uint8Array;
  /** The sentence opening each span, the first one 0, and the second it stands for. */
  starts: number[];
  seconds: number[];
  /** Per span, the reference it stands for (undefined for a stretch before the first one). */
  references: Array<Chapter | undefined>;
}

/**
 * The transcript cut where the human titles start. A stretch before the first
 * reference span is a topic of its own (titled, but no reference covers it).
 */
export function readReferenceSpans(
  transcript: Transcript,
  reference: readonly Chapter[],
): TitleReading | undefined {
  if (reference.length === 0) return undefined;
  const { sentences, excluded, terms } = readTalk(transcript);
  if (sentences.length === 0) return undefined;
  const starts: number[] = [];
  const seconds: number[] = [];
  const references: Array<Chapter | undefined> = [];
  const spans: Array<Chapter | undefined> =
    reference[0]!.startSeconds > 1 ? [undefined, ...reference] : [...reference];
  for (const span of spans) {
    const at = span?.startSeconds ?? 0;
    const index = span ? sentenceUnderWayAt(sentences, at) : 0;
    if (starts.length > 0 && index <= starts[starts.length - 1]!) continue;
    starts.push(index);
    seconds.push(at);
    references.push(span);
  }
  starts[0] = 0;
  return { sentences, terms, excluded, starts, seconds, references };
}

/**
 * The engine's titles for the REFERENCE spans: scored against the human titles,
 * this separates titling from boundary errors.
 */
export function titleReferenceSpans(
  transcript: Transcript,
  reference: readonly Chapter[],
  model?: TitleModel,
): Array<Pick<Topic, 'topic' | 'startSeconds'>> {
  const reading = readReferenceSpans(transcript, reference);
  return reading ? titleReading(reading, model) : [];
}

export function titleReading(
  reading: TitleReading,
  model?: TitleModel,
): Array<Pick<Topic, 'topic' | 'startSeconds'>> {
  const { sentences, terms, starts, excluded, seconds } = reading;
  const titles = titleTopics(sentences, terms, starts, excluded, model);
  // A reference span is scored whatever it holds: one with nothing to name gets the titler's former "Part k".
  return titles.map((topic, k) => ({ topic: topic ?? `Part ${k + 1}`, startSeconds: seconds[k]! }));
}
