import type { Sentence } from '../sentences/sentence';
import { callToAction, matchesAny, returnPhrase, saysHandoff } from './promotion-cues';

/**
 * What the sponsor model reads of one sentence: its words and word pairs
 * (lower-case, as auto-captions have no capitals or punctuation), where it falls
 * in the episode, and the rule cues it trips. The training script learns from
 * these; the engine adds up their weights without spelling them out
 * (sponsorEpisodeScorer below, whose test holds it to the same sum). A feature
 * added here goes there too.
 */
export function sponsorFeatures(
  sentence: Sentence,
  lowered: string,
  durationSeconds: number,
  neighbours: readonly Sentence[] = [],
): string[] {
  const features: string[] = [];
  const words = sentence.words.map((word) => word.normalized).filter((word) => word !== '');
  // Restored auto-caption sentences are short: the words around them say what they are part of.
  const around = new Set<string>();
  for (const neighbour of neighbours)
    for (const word of neighbour.words) if (word.normalized) around.add(word.normalized);
  for (const word of around) features.push(`n:${word}`);
  for (let i = 0; i < words.length; i++) {
    features.push(`w:${words[i]}`);
    if (i + 1 < words.length) features.push(`b:${words[i]} ${words[i + 1]}`);
  }
  const share = durationSeconds > 0 ? sentence.startSeconds / durationSeconds : 0;
  features.push(`pos:${Math.min(9, Math.floor(share * 10))}`);
  if (sentence.startSeconds < 90) features.push('pos:first90s');
  if (saysHandoff(lowered, sentence.restored)) features.push('cue:handoff');
  if (matchesAny(callToAction, lowered)) features.push('cue:cta');
  if (matchesAny(returnPhrase, lowered)) features.push('cue:return');
  return features;
}

export interface SponsorModel {
  bias: number;
  /** The words of context each side the model was trained with (neighboursOf in find-model-reads.ts). */
  neighbourWords?: number;
  weights: Record<string, number>;
}

/** Probability that the sentence belongs to a sponsor read. */
export function scoreSponsorSentence(model: SponsorModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The rule cues the sponsor model weighs, when the caller has read them (detect-promotions.ts). */
export interface SponsorModelCues {
  handoff: boolean;
  cta: boolean;
  returning: boolean;
}

/** A model's weights by the words they are for, so that no feature string is built to look one up. */
export interface SponsorWeights {
  bias: number;
  neighbourWord: ReadonlyMap<string, number>;
  word: ReadonlyMap<string, number>;
  /** By first word, then second: `b:brought to` is pair.get('brought').get('to'). */
  pair: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** `pos:0` to `pos:9`. */
  position: readonly number[];
  /** Features other than words and pairs, by name (`pos:first90s`, `cue:cta`). */
  other: ReadonlyMap<string, number>;
}

export function sponsorWeights(model: SponsorModel): SponsorWeights {
  const neighbourWord = new Map<string, number>();
  const word = new Map<string, number>();
  const pair = new Map<string, Map<string, number>>();
  const other = new Map<string, number>();
  for (const [feature, weight] of Object.entries(model.weights)) {
    if (feature.startsWith('n:')) neighbourWord.set(feature.slice(2), weight);
    else if (feature.startsWith('w:')) word.set(feature.slice(2), weight);
    else if (feature.startsWith('b:')) {
      // Filed under every space the pair could be split at: whichever two words `b:${first} ${second}` spells.
      const words = feature.slice(2);
      for (let space = words.indexOf(' '); space >= 0; space = words.indexOf(' ', space + 1)) {
        const first = words.slice(0, space);
        const seconds = pair.get(first) ?? new Map<string, number>();
        seconds.set(words.slice(space + 1), weight);
        pair.set(first, seconds);
      }
    } else other.set(feature, weight);
  }
  const position = Array.from({ length: 10 }, (_, tenth) => other.get(`pos:${tenth}`) ?? 0);
  return { bias: model.bias, neighbourWord, word, pair, position, other };
}

/**
 * scoreSponsorSentence(model, sponsorFeatures(sentence, lowered, durationSeconds, neighbours))
 * for the sentences of one episode, to the last bit: the same weights added in the same order
 * (a feature the model has no weight for adds nothing). The engine scores every sentence of an
 * auto-caption video; spelling out and looking up its ~50 feature strings cost more than the
 * model. Each sentence's words are looked up once as a neighbour's, though both sentences
 * beside it read them. `cues`, when given, are what the cue patterns say of `lowered`.
 */
export function sponsorEpisodeScorer(weights: SponsorWeights, durationSeconds: number): SponsorEpisodeScorer {
  return new SponsorEpisodeScorer(weights, durationSeconds);
}

/**
 * A class, not a closure made per episode: V8 holds a closure's optimised code weakly, so after every
 * full collection the next pod compiled the scoring again (about 30 ms of compilation on the bench's
 * one core); a method's code stays with the class.
 */
export class SponsorEpisodeScorer {
  private readonly neighbourWeights = new Map<Sentence, NeighbourWeights>();
  private readonly weighedAlready = new Set<string>();
  private readonly firstNinetySeconds: number;
  private readonly handoffWeight: number | undefined;
  private readonly ctaWeight: number | undefined;
  private readonly returnWeight: number | undefined;

  constructor(
    private readonly weights: SponsorWeights,
    private readonly durationSeconds: number,
  ) {
    this.firstNinetySeconds = weights.other.get('pos:first90s') ?? 0;
    this.handoffWeight = weights.other.get('cue:handoff');
    this.ctaWeight = weights.other.get('cue:cta');
    this.returnWeight = weights.other.get('cue:return');
  }

  score(
    sentence: Sentence,
    lowered: string,
    neighbours: readonly Sentence[],
    cues?: SponsorModelCues,
  ): number {
    const { weights, durationSeconds, neighbourWeights, weighedAlready } = this;
    let z = weights.bias;
    // The neighbours' words, each once, in the order they are first said.
    weighedAlready.clear();
    for (const neighbour of neighbours) {
      let weighed = neighbourWeights.get(neighbour);
      if (!weighed) {
        weighed = weighNeighbourWords(neighbour, weights.neighbourWord);
        neighbourWeights.set(neighbour, weighed);
      }
      for (let k = 0; k < weighed.words.length; k++) {
        if (neighbours.length > 1) {
          if (weighedAlready.has(weighed.words[k]!)) continue;
          weighedAlready.add(weighed.words[k]!);
        }
        z += weighed.weights[k]!;
      }
    }
    // Each word, then the pair it closes with the word before it: w:a, b:a b, w:b, b:b c, w:c.
    let previous: string | undefined;
    for (const { normalized } of sentence.words) {
      if (normalized === '') continue;
      if (previous !== undefined) z += weights.pair.get(previous)?.get(normalized) ?? 0;
      z += weights.word.get(normalized) ?? 0;
      previous = normalized;
    }
    const share = durationSeconds > 0 ? sentence.startSeconds / durationSeconds : 0;
    const tenth = Math.min(9, Math.floor(share * 10));
    z += weights.position[tenth] ?? weights.other.get(`pos:${tenth}`) ?? 0;
    if (sentence.startSeconds < 90) z += this.firstNinetySeconds;
    // A cue the model gives no weight is not read.
    if (this.handoffWeight !== undefined && (cues ? cues.handoff : saysHandoff(lowered, sentence.restored)))
      z += this.handoffWeight;
    if (this.ctaWeight !== undefined && (cues ? cues.cta : matchesAny(callToAction, lowered)))
      z += this.ctaWeight;
    if (this.returnWeight !== undefined && (cues ? cues.returning : matchesAny(returnPhrase, lowered)))
      z += this.returnWeight;
    return 1 / (1 + Math.exp(-z));
  }
}

/** A sentence's words that carry a neighbour weight, each once, in the order first said. */
interface NeighbourWeights {
  words: string[];
  weights: number[];
}

function weighNeighbourWords(sentence: Sentence, byWord: ReadonlyMap<string, number>): NeighbourWeights {
  const weighed: NeighbourWeights = { words: [], weights: [] };
  for (const { normalized } of sentence.words) {
    const weight = normalized === '' ? undefined : byWord.get(normalized);
    if (weight === undefined || weighed.words.includes(normalized)) continue;
    weighed.words.push(normalized);
    weighed.weights.push(weight);
  }
  return weighed;
}
