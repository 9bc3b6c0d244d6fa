import type { Transcript } from '@podbite/transcript';
import { detectPromotions } from '../analysis/detect-promotions';
import { buildTermIndex } from '../analysis/term-index';
import { titleTopics } from '../analysis/title-topics';
import type { Chapter, Topic } from '../pod';
import { buildSentences } from '../sentences/build-sentences';

/**
 * The engine's titles for the REFERENCE spans: the transcript read as buildPod
 * reads it (sentences, promotions left out, the term index), cut where the human
 * titles start, then titled by titleTopics. Scored against those titles, this
 * separates titling from boundary errors. A stretch before the first reference
 * span is a topic of its own (titled, but no reference covers it).
 */
export function titleReferenceSpans(
  transcript: Transcript,
  reference: readonly Chapter[],
): Array<Pick<Topic, 'topic' | 'startSeconds'>> {
  const sentences = buildSentences(transcript);
  if (sentences.length === 0 || reference.length === 0) return [];
  const excluded = new Uint8Array(sentences.length);
  for (const promotion of detectPromotions(sentences))
    for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) excluded[i] = 1;
  const terms = buildTermIndex(sentences);
  const starts: number[] = [];
  const seconds: number[] = [];
  const spanStarts =
    reference[0]!.startSeconds > 1
      ? [0, ...reference.map((r) => r.startSeconds)]
      : reference.map((r) => r.startSeconds);
  for (const at of spanStarts) {
    const index = firstSentenceAt(sentences, at);
    if (starts.length > 0 && index <= starts[starts.length - 1]!) continue;
    starts.push(index);
    seconds.push(at);
  }
  if (starts[0] !== 0) {
    starts[0] = 0;
  }
  const titles = titleTopics(sentences, terms, starts, excluded);
  return titles.map((topic, k) => ({ topic, startSeconds: seconds[k]! }));
}

/** The sentence under way at `seconds`, as buildPod places creator chapters. */
function firstSentenceAt(sentences: ReadonlyArray<{ startSeconds: number }>, seconds: number): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sentences[middle]!.startSeconds <= seconds + 1) low = middle;
    else high = middle - 1;
  }
  return low;
}
