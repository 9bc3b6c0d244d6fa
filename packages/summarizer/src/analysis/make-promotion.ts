/**
 * Turns a span of sentences into the promotion the pod shows: its times, the sentence that
 * says what is offered, and for a sponsor read the offer, code and address. Every stage that
 * opens, widens, trims or joins a read rebuilds it here, so a read's text always fits its span.
 */
import type { Promotion } from '../pod';
import type { Sentence } from '../sentences/sentence';
import { cleanSentenceText } from '../text/clean-spoken-words';
import { stopWords } from '../text/stop-words';
import type { SentenceCues } from './promotion-sentence-cues';
import { readOffer } from './read-offer';
import { namePattern } from './sponsor-name-pattern';

/** A promotion with the sentences it covers, so that bites can leave them out. */
export interface DetectedPromotion extends Promotion {
  firstSentence: number;
  lastSentence: number;
}

/** How a named read's text opens: "Sponsored by Datadog: " before its key sentence. */
export function sponsorLine(sponsor: string): string {
  return `Sponsored by ${sponsor}: `;
}

/** The promotion over sentences `first` to `last`; a sponsor read also gets its offer, code and address. */
export function makePromotion(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
  kind: Promotion['kind'],
  sponsor: string | undefined,
): DetectedPromotion {
  const key = pickKeySentence(sentences, cues, first, last, kind, sponsor);
  const text = sponsor ? sponsorLine(sponsor) + key : key;
  const promotion: DetectedPromotion = {
    text,
    startSeconds: sentences[first]!.startSeconds,
    endSeconds: spokenEnd(sentences[last]!),
    kind,
    firstSentence: first,
    lastSentence: last,
  };
  if (sponsor) promotion.sponsor = sponsor;
  if (kind === 'sponsor') Object.assign(promotion, readOffer(cues, first, last, sponsor));
  return promotion;
}

/** Time a word lasts at most, for where a read's last word ends. */
const longestWordSeconds = 1.5;

/**
 * Where the sentence's speech ends: a sentence lasts until the next one starts, so the last
 * of a video would otherwise run through its end card and music ("thank you for your
 * support" at 14:06 of a 14:08 video reaching 14:08 is fine; reaching a minute on is not).
 */
export function spokenEnd(sentence: Sentence): number {
  const lastWord = sentence.words[sentence.words.length - 1];
  if (!lastWord?.timed) return sentence.endSeconds;
  return Math.min(
    sentence.endSeconds,
    Math.max(sentence.startSeconds, lastWord.startSeconds + longestWordSeconds),
  );
}

/**
 * The sentence that words the promotion: one naming the sponsor, a call to action first, and
 * among the rest the one that says most about what is offered. A bare hand-off ("this video is
 * brought to you by X") or thank-you names the sponsor and nothing else, which the sponsor field
 * already does; offer, code and address are fields of their own too.
 */
function pickKeySentence(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
  kind: Promotion['kind'],
  sponsor: string | undefined,
): string {
  const naming = sponsor ? namePattern(sponsor) : undefined;
  const nameWords = new Set((sponsor ?? '').toLowerCase().split(/\s+/));
  let best = first;
  let bestScore = -Infinity;
  for (let i = first; i <= last; i++) {
    const words = sentences[i]!.words.length;
    const cue = cues[i]!;
    const score =
      (cue.cta ? 2 : 0) +
      (naming?.test(cue.lowered) ? 3 : 0) +
      (kind === 'selfPromotion' && cue.self ? 3 : 0) +
      (cue.handoff ? 1 : 0) +
      (kind === 'sponsor' ? Math.min(3, whatItSays(sentences[i]!, nameWords) / 3) : 0) -
      (words > 40 ? 2 : 0) -
      (words < 5 ? 3 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return cleanSentenceText(sentences[best]!);
}

/** The words of a read's stock phrases: what every read says, whoever the sponsor. */
const stockReadWords: ReadonlySet<string> = new Set(
  `sponsor sponsors sponsored sponsoring brought thank thanks support supports supported supporting supporters
   episode video show today channel partner partnered partnership folks nice huge big`.split(/\s+/),
);

/**
 * How much a sentence says beyond thanking or announcing the sponsor: its words that are not
 * stop words, stock words of a read, nor the sponsor's name. "This episode is brought to you by
 * Datadog" and "Thank you, Datadog, for supporting us" say nothing a card's sponsor label does not;
 * "Driftwell makes contoured sleep masks that block out all the light" says what is on offer.
 */
function whatItSays(sentence: Sentence, nameWords: ReadonlySet<string>): number {
  let count = 0;
  for (const word of sentence.words)
    if (
      !stopWords.has(word.normalized) &&
      !stockReadWords.has(word.normalized) &&
      !nameWords.has(word.normalized)
    )
      count++;
  return count;
}
