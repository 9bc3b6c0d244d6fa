import type { Transcript } from '@podbite/transcript';
import { isContentWord } from '../analysis/term-index';
import { normalizeWord } from '../text/normalize-word';
import { stemWord } from '../text/stem-word';

/** F1 of predicted topic boundaries against the reference ones, each matched at most once within `tolerance` seconds. */
export function boundaryF1(
  predicted: readonly number[],
  reference: readonly number[],
  tolerance: number,
): { f1: number; precision: number; recall: number } {
  if (reference.length === 0) return { f1: predicted.length === 0 ? 1 : 0, precision: 0, recall: 1 };
  if (predicted.length === 0) return { f1: 0, precision: 0, recall: 0 };
  const pairs: Array<{ p: number; r: number; distance: number }> = [];
  predicted.forEach((p, i) =>
    reference.forEach((r, j) => {
      const distance = Math.abs(p - r);
      if (distance <= tolerance) pairs.push({ p: i, r: j, distance });
    }),
  );
  pairs.sort((a, b) => a.distance - b.distance);
  const usedP = new Set<number>();
  const usedR = new Set<number>();
  for (const pair of pairs) {
    if (usedP.has(pair.p) || usedR.has(pair.r)) continue;
    usedP.add(pair.p);
    usedR.add(pair.r);
  }
  const matched = usedP.size;
  const precision = matched / predicted.length;
  const recall = matched / reference.length;
  return { f1: matched === 0 ? 0 : (2 * precision * recall) / (precision + recall), precision, recall };
}

/** Baseline: as many boundaries as the reference has, evenly spaced over the duration. */
export function evenSplit(count: number, durationSeconds: number): number[] {
  return Array.from({ length: count }, (_, k) => ((k + 1) * durationSeconds) / (count + 1));
}

interface TimedToken {
  stem: string | undefined;
  startSeconds: number;
}

/** The transcript's words with times (the source's own, or spread evenly over their segment). */
export function timedTokens(transcript: Transcript): TimedToken[] {
  const tokens: TimedToken[] = [];
  for (const segment of transcript.segments) {
    const words =
      segment.words ??
      (() => {
        const parts = segment.text.split(/\s+/).filter(Boolean);
        const step = (segment.endSeconds - segment.startSeconds) / Math.max(1, parts.length);
        return parts.map((text, k) => ({ text, startSeconds: segment.startSeconds + k * step }));
      })();
    for (const word of words) {
      const normalized = normalizeWord(word.text);
      tokens.push({
        stem: isContentWord(normalized) ? stemWord(normalized) : undefined,
        startSeconds: word.startSeconds,
      });
    }
  }
  return tokens;
}

/**
 * Baseline: Hearst's TextTiling (1997) as published: pseudo-sentences of 20
 * tokens, blocks of 10 compared by cosine at every gap, depth scores, boundaries
 * where the depth exceeds mean - sd/2, at least 3 pseudo-sentences apart.
 */
export function textTiling(transcript: Transcript, w = 20, k = 10): number[] {
  const tokens = timedTokens(transcript);
  const sentences: Array<{ counts: Map<string, number>; start: number }> = [];
  for (let i = 0; i < tokens.length; i += w) {
    const counts = new Map<string, number>();
    for (const token of tokens.slice(i, i + w))
      if (token.stem) counts.set(token.stem, (counts.get(token.stem) ?? 0) + 1);
    sentences.push({ counts, start: tokens[i]!.startSeconds });
  }
  if (sentences.length < 4) return [];
  const gaps: number[] = [];
  for (let g = 1; g < sentences.length; g++) {
    const left = new Map<string, number>();
    const right = new Map<string, number>();
    for (const s of sentences.slice(Math.max(0, g - k), g))
      for (const [stem, n] of s.counts) left.set(stem, (left.get(stem) ?? 0) + n);
    for (const s of sentences.slice(g, g + k))
      for (const [stem, n] of s.counts) right.set(stem, (right.get(stem) ?? 0) + n);
    let dot = 0;
    let l2 = 0;
    let r2 = 0;
    for (const [stem, n] of left) {
      dot += n * (right.get(stem) ?? 0);
      l2 += n * n;
    }
    for (const n of right.values()) r2 += n * n;
    gaps.push(l2 > 0 && r2 > 0 ? dot / Math.sqrt(l2 * r2) : 0);
  }
  const depth = gaps.map((value, g) => {
    let left = value;
    for (let j = g - 1; j >= 0 && gaps[j]! >= left; j--) left = gaps[j]!;
    let right = value;
    for (let j = g + 1; j < gaps.length && gaps[j]! >= right; j++) right = gaps[j]!;
    return left - value + (right - value);
  });
  const mean = depth.reduce((sum, d) => sum + d, 0) / depth.length;
  const sd = Math.sqrt(depth.reduce((sum, d) => sum + (d - mean) ** 2, 0) / depth.length);
  const cutoff = mean - sd / 2;
  const chosen: number[] = [];
  const order = depth.map((d, g) => ({ d, g })).sort((a, b) => b.d - a.d);
  for (const { d, g } of order) {
    if (d <= cutoff) break;
    if (chosen.some((other) => Math.abs(other - g) < 3)) continue;
    chosen.push(g);
  }
  return chosen.sort((a, b) => a - b).map((g) => sentences[g + 1]!.start);
}

/** Content-word stems of a title. */
export function titleStems(title: string): Set<string> {
  return new Set(
    title
      .split(/[\s/,:;()–—-]+/)
      .map(normalizeWord)
      .filter((word) => isContentWord(word) || /^\d+$/.test(word))
      .map(stemWord),
  );
}

/**
 * Word F1 of each creator chapter's title against the engine topic that covers
 * most of that chapter, averaged over chapters.
 */
export function titleWordF1(
  predicted: ReadonlyArray<{ topic: string; startSeconds: number }>,
  chapters: ReadonlyArray<{ title: string; startSeconds: number }>,
  durationSeconds: number,
): number {
  if (chapters.length === 0 || predicted.length === 0) return 0;
  let total = 0;
  chapters.forEach((chapter, c) => {
    const end = chapters[c + 1]?.startSeconds ?? durationSeconds;
    let best = predicted[0]!;
    let bestOverlap = -1;
    predicted.forEach((topic, t) => {
      const topicEnd = predicted[t + 1]?.startSeconds ?? durationSeconds;
      const overlap = Math.min(end, topicEnd) - Math.max(chapter.startSeconds, topic.startSeconds);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = topic;
      }
    });
    total += stemF1(titleStems(chapter.title), titleStems(best.topic));
  });
  return total / chapters.length;
}

/** Word F1 of a guessed title's stems against a reference title's (0 when they share none). */
export function stemF1(reference: ReadonlySet<string>, guess: ReadonlySet<string>): number {
  let shared = 0;
  for (const stem of guess) if (reference.has(stem)) shared++;
  if (shared === 0) return 0;
  const precision = shared / guess.size;
  const recall = shared / reference.size;
  return (2 * precision * recall) / (precision + recall);
}
