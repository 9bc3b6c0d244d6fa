import { boundaryModelWords, lexicalBoundaryLogOdds } from './sentence-boundary-model';
import type { TimedWord } from './timed-word';
import {
  cannotEndSentence,
  cannotStartSentence,
  questionAuxiliaries,
  questionSubjects,
  questionWords,
  sentenceTails,
  strongSentenceStarts,
  weakSentenceStarts,
} from './sentence-boundary-words';
import { trimTrailing } from '../text/trim-characters';

/** Shortest and longest sentence the restorer makes, in words. */
const minWords = 4;
const maxWords = 32;
/** A boundary needs at least this much evidence (pauses and wording, see scoreBoundaries). */
const boundaryThreshold = 2.5;

/**
 * How the wording's log-odds (the learned model, sentence-boundary-model.ts) count
 * against the pause evidence: evidence = pause + scale × (log-odds + shift). Chosen on
 * the tune split's auto-captions so that the restored sentences have the lengths of
 * human-punctuated YouTube captions (eval/calibrate-sentence-restorer.ts, README).
 */
export interface LexicalWeighting {
  scale: number;
  shift: number;
}
export const lexicalWeighting: LexicalWeighting = { scale: 0.75, shift: 3 };

/**
 * How the wording at a gap is read: the learned model, weighted (the sentences a person
 * reads whole: bites), or `'rules'`, the hand-weighted word lists the restorer used before
 * the model ("the | water" never ends, "so", "now", "okay" often open), which cut fewer,
 * longer sentences. In captions without punctuation, promotions are found in the rules'
 * sentences (analysis/find-promotions.ts): the sponsor model and its thresholds were fitted
 * to them, and in the model's shorter sentences held-back auto-captions lost reads (README,
 * "The sponsor model", fourth round).
 */
export type RestorationWording = LexicalWeighting | 'rules';

/** Restored sentence ranges [start, end) with how sure each edge is (0..1). */
export interface RestoredRange {
  start: number;
  end: number;
  /** How sure the restorer is that a sentence starts at `start` and ends before `end`. */
  startConfidence: number;
  endConfidence: number;
}

/**
 * Restores sentence boundaries in unpunctuated captions (YouTube auto-captions):
 * a gap between two words becomes a boundary when the pause before the next word
 * and the wording on both sides agree; run-on stretches are cut at their most
 * likely gap. Returns word ranges [start, end).
 */
export function restoreSentenceRanges(
  words: readonly TimedWord[],
  wording: RestorationWording = lexicalWeighting,
  typicalGap: number = medianWordGap(words),
): RestoredRange[] {
  if (words.length === 0) return [];
  const scores = scoreBoundaries(words, wording, typicalGap);
  const cuts = chooseCuts(scores, words.length);
  const ends: number[] = [];
  let start = 0;
  for (const cut of [...cuts, words.length]) {
    splitRunOn(scores, start, cut, ends);
    start = cut;
  }
  const ranges: RestoredRange[] = [];
  start = 0;
  for (const end of ends) {
    ranges.push({
      start,
      end,
      startConfidence: start === 0 ? 1 : edgeConfidence(scores[start - 1]!),
      endConfidence: end === words.length ? 1 : edgeConfidence(scores[end - 1]!),
    });
    start = end;
  }
  return ranges;
}

/** The evidence at a gap, as a probability: at the threshold an edge is a coin toss. */
function edgeConfidence(score: number): number {
  return 1 / (1 + Math.exp(-(score - boundaryThreshold)));
}

/** scores[i] is the evidence for a boundary between words i and i + 1. */
function scoreBoundaries(
  words: readonly TimedWord[],
  wording: RestorationWording,
  typicalGap: number,
): number[] {
  let letters = 0;
  for (const word of words) letters += word.text.length;
  const meanLength = Math.max(1, letters / words.length);
  const normalized = wording === 'rules' ? [] : boundaryModelWords(words.map((word) => word.normalized));
  const scores: number[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    const here = words[i]!;
    const next = words[i + 1]!;
    // A long word takes longer to say: "unlimited | clean" is no pause.
    const expectedGap = typicalGap * Math.min(1.8, Math.max(0.7, here.text.length / meanLength));
    let score = pauseEvidence(words, i, expectedGap);
    if (here.speaker !== next.speaker) score += 4;
    if (/[.!?]$/.test(here.text)) score += 3;
    else if (/[,;:]$/.test(here.text)) score += 1;
    score +=
      wording === 'rules'
        ? ruleEvidence(words, i)
        : wording.scale * (lexicalBoundaryLogOdds(normalized, i) + wording.shift);
    scores.push(score);
  }
  return scores;
}

/** The hand rules' reading of the words around gap i (see RestorationWording). */
function ruleEvidence(words: readonly TimedWord[], i: number): number {
  const previousWord = words[i]!.normalized;
  const nextWord = words[i + 1]!.normalized;
  let score = 0;
  if (cannotEndSentence.has(previousWord)) score -= 3;
  if (cannotStartSentence.has(nextWord)) score -= 2;
  const following = words[i + 2];
  if (following && sentenceTails.has(`${nextWord} ${following.normalized}`)) score -= 3;
  if (strongSentenceStarts.has(nextWord)) score += 1.5;
  else if (weakSentenceStarts.has(nextWord)) score += 0.7;
  return score;
}

/**
 * A pause longer than the speaker's usual gap between words is the strongest
 * sign of a sentence end. Words without their own timing only show pauses
 * between caption segments.
 */
function pauseEvidence(words: readonly TimedWord[], i: number, typicalGap: number): number {
  const here = words[i]!;
  const next = words[i + 1]!;
  if (!here.timed && here.segmentIndex === next.segmentIndex) return 0;
  const gap = next.startSeconds - here.startSeconds;
  const extra = gap - typicalGap;
  const segmentBreak = here.segmentIndex !== next.segmentIndex && !here.timed ? 0.5 : 0;
  if (extra >= 1.2) return 3.5 + segmentBreak;
  if (extra >= 0.7) return 2.5 + segmentBreak;
  if (extra >= 0.4) return 1.5 + segmentBreak;
  if (extra >= 0.2) return 0.5 + segmentBreak;
  return segmentBreak;
}

/** The median gap between two timed words: a speaker's usual pace, against which a pause is read. */
export function medianWordGap(words: readonly TimedWord[]): number {
  const gaps = new Float64Array(Math.max(0, words.length - 1));
  let count = 0;
  for (let i = 0; i < words.length - 1; i++) {
    const here = words[i]!;
    const next = words[i + 1]!;
    if (here.timed && next.timed) gaps[count++] = next.startSeconds - here.startSeconds;
  }
  if (count === 0) return 0.3;
  // A typed array sorts numbers natively, without a comparator call per comparison.
  const sorted = gaps.subarray(0, count).sort();
  return sorted[Math.floor(count / 2)]!;
}

/** Strongest gaps first, each kept only if no sentence around it gets shorter than minWords. */
function chooseCuts(scores: readonly number[], wordCount: number): number[] {
  const candidates = scores
    .map((score, i) => ({ score, cut: i + 1 }))
    .filter((candidate) => candidate.score >= boundaryThreshold)
    .sort((a, b) => b.score - a.score || a.cut - b.cut);
  const taken = new Uint8Array(wordCount + 1);
  taken[0] = 1;
  taken[wordCount] = 1;
  const cuts: number[] = [];
  for (const { cut, score } of candidates) {
    // A long silence ends a sentence even when what came before it was short ("Thank you.").
    const reach = score >= 5 ? 1 : minWords;
    let clear = true;
    for (let d = 1; d < reach && clear; d++) {
      if (taken[cut - d] === 1 || taken[cut + d] === 1) clear = false;
    }
    if (!clear) continue;
    taken[cut] = 1;
    cuts.push(cut);
  }
  return cuts.sort((a, b) => a - b);
}

/** Cuts a stretch longer than maxWords at its best gap, again and again. */
function splitRunOn(scores: readonly number[], start: number, end: number, ends: number[]): void {
  if (end - start <= maxWords) {
    ends.push(end);
    return;
  }
  let bestCut = start + Math.floor((end - start) / 2);
  let bestScore = -Infinity;
  for (let cut = start + minWords * 2; cut <= end - minWords * 2; cut++) {
    // Prefer cuts near the middle a little, so that both halves stay readable.
    const balance = -Math.abs(cut - (start + end) / 2) / (end - start);
    const score = scores[cut - 1]! + balance;
    if (score > bestScore) {
      bestScore = score;
      bestCut = cut;
    }
  }
  splitRunOn(scores, start, bestCut, ends);
  splitRunOn(scores, bestCut, end, ends);
}

/** Capital first letter, "I" for "i", and closing punctuation for a restored sentence. */
export function punctuateRestoredWords(words: readonly TimedWord[]): TimedWord[] {
  const result = words.map((word) => {
    const text = word.text.replace(/^i(?=$|'[a-z]+$)/, 'I');
    return text === word.text ? word : { ...word, text };
  });
  const first = result[0];
  const last = result[result.length - 1];
  if (!first || !last) return result;
  result[0] = { ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) };
  if (!/[.!?]$/.test(last.text)) {
    const question = looksLikeQuestion(words);
    const lastNow = result[result.length - 1]!;
    result[result.length - 1] = {
      ...lastNow,
      text: trimTrailing(lastNow.text, /[,;:]/) + (question ? '?' : '.'),
    };
  }
  return result;
}

/** "How does this work" and "do you know" are questions; "how we built it" and "can and that's" are not. */
function looksLikeQuestion(words: readonly TimedWord[]): boolean {
  if (words.length > 16) return false;
  const first = words[0]?.normalized ?? '';
  const second = words[1]?.normalized ?? '';
  if (questionWords.has(first)) return questionAuxiliaries.has(second) || second === "'s";
  return questionAuxiliaries.has(first) && questionSubjects.has(second);
}
