import { formatTimestamp } from '../format-timestamp';
import { biteTypeOrder, type Bite, type BiteType } from '../pod';
import type { GroundingIndex } from './grounding-index';
import { locateText } from './locate-text';
import { trimLeading, trimTrailing } from '../text/trim-characters';

/** A bite as another engine (a language model) proposes it: nothing in it is trusted yet. */
export interface DraftBite {
  type: BiteType;
  text: string;
  details?: string[];
  /** Where the engine claims it is said. */
  startSeconds?: number;
}

const fewestDetails = 2;
const mostDetails = 4;
/** Details must be said near their bite. */
const detailReachSeconds = 240;

/**
 * Keeps only what the transcript backs. Each bite is located: as the speaker's
 * words, or as a paraphrase of a short stretch; its time becomes where that
 * stretch is said (re-anchored), whatever the engine claimed. A quote must be
 * verbatim: a near-verbatim one is replaced by the sentence actually said, any
 * other is dropped. Bites that cannot be located are dropped. Details are kept
 * when they too are found near the bite, and topped up from the sentences that
 * follow it.
 */
export function groundBites(index: GroundingIndex, drafts: readonly DraftBite[]): Bite[] {
  const bites: Bite[] = [];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const text = draft.text.replace(/\s+/g, ' ').trim();
    if (text === '' || !biteTypeOrder.includes(draft.type)) continue;
    const near = Number.isFinite(draft.startSeconds) ? draft.startSeconds : undefined;
    const grounded = groundText(index, draft.type, text, near);
    if (!grounded) continue;
    const key = grounded.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    bites.push({
      type: draft.type,
      text: grounded.text,
      details: groundDetails(index, draft.details ?? [], grounded.sentence, grounded.startSeconds),
      startSeconds: grounded.startSeconds,
      timestamp: formatTimestamp(grounded.startSeconds),
    });
  }
  return bites.sort(
    (a, b) =>
      biteTypeOrder.indexOf(a.type) - biteTypeOrder.indexOf(b.type) || a.startSeconds - b.startSeconds,
  );
}

function groundText(
  index: GroundingIndex,
  type: BiteType,
  text: string,
  near: number | undefined,
): { text: string; startSeconds: number; sentence: number } | undefined {
  const options = near === undefined ? {} : { nearSeconds: near };
  if (type === 'quote') {
    const exact = locateText(index, stripQuotes(text), { ...options, maxGap: 0, verbatimOnly: true });
    if (exact)
      return { text: stripQuotes(text), startSeconds: round(exact.startSeconds), sentence: exact.sentence };
    const close = locateText(index, stripQuotes(text), { ...options, minCoverage: 0.8 });
    if (!close) return undefined;
    const sentence = index.sentences[close.sentence]!;
    return {
      text: index.sentenceTexts[close.sentence]!,
      startSeconds: round(sentence.startSeconds),
      sentence: close.sentence,
    };
  }
  const location = locateText(index, text, options);
  if (!location) return undefined;
  return { text, startSeconds: round(location.startSeconds), sentence: location.sentence };
}

function groundDetails(
  index: GroundingIndex,
  drafts: readonly string[],
  sentence: number,
  startSeconds: number,
): string[] {
  const details: string[] = [];
  for (const draft of drafts) {
    if (details.length >= mostDetails) break;
    const text = draft.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const location = locateText(index, text, { nearSeconds: startSeconds });
    if (location && Math.abs(location.startSeconds - startSeconds) <= detailReachSeconds) details.push(text);
  }
  // Top up from what is said around the bite: after it first, before it at the end of an episode.
  const around = [1, 2, 3, 4, 5, 6, -1, -2, -3].map((offset) => sentence + offset);
  for (const neighbour of around) {
    if (details.length >= fewestDetails) break;
    const text = index.sentenceTexts[neighbour];
    if (text && text.split(' ').length >= 5 && !details.includes(text)) details.push(text);
  }
  return details;
}

function stripQuotes(text: string): string {
  return trimTrailing(trimLeading(text, /["'\u201c\u2018]/), /["'\u201d\u2019]/).trim();
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
