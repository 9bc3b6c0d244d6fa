import { sentenceText, type Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import {
  anyCallToAction,
  anyOwnProductCue,
  anyReturnPhrase,
  anySelfPromotionCue,
  anyWeakSelfPromotionCue,
  deniedSponsorship,
  ownProductPlug,
  pitchWords,
  saysHandoff,
} from './promotion-cues';
import type { SponsorModelCues } from './sponsor-features';
import { scoreTopicShiftCue } from './topic-cues';

/**
 * What promotion detection reads of one sentence. Each sentence is read once, up front: the
 * rules and the sponsor model both ask about the same sentences, and a read's extension
 * revisits them from every anchor.
 */
export interface SentenceCues {
  lowered: string;
  handoff: boolean;
  self: boolean;
  weakSelf: boolean;
  /** The creator's own thing named without a plug ("our merch"): self-promotion next to a call to action. */
  ownMention: boolean;
  cta: boolean;
  returning: boolean;
  /**
   * How many pitch words the sentence says; counted when first asked (pitchOf): only the sentences
   * around a read are asked, and a set lookup per word of the episode was a third of reading the cues.
   */
  pitch: number | undefined;
  /** The sentence's words, for pitchOf. */
  words: readonly TimedWord[];
  /**
   * The cues the sponsor model weighs (sponsor-features.ts), as their patterns alone say: the
   * model was trained without anyCue's prefilter or the rules' denials ("not sponsored"). Read
   * with the rule cues where anyCue lets them be read, else when first asked (sponsorModelCues).
   */
  model: SponsorModelCues | undefined;
  /** Whether the sentence announces a new subject (topic-cues.ts); read when first asked (opensNewTopic). */
  newTopic: boolean | undefined;
  /** Who says it, when the transcript names speakers ("Marketing", "Jerod Santo"). */
  speaker: string | undefined;
}

/**
 * Every rule cue needs one of these; most sentences have none and skip the full patterns. It
 * decides the rule cues: "we teamed up with X for this" or "nord vpn comm slash gus" alone
 * (no word here) trips no rule cue.
 */
const anyCue =
  /sponsor|brought|mailing list| live\b|connect with|get in touch|(?:follow|find|reach) (?:us|me)|presented|underwritten|possible|thank|support|partner|patreon|patron|course|book|newsletter|merch|store|shop|member|donat|friend|code|percent|%|trial|free|month|money|discount|sign up|get started|check|click|link|description|urge|ask you|please|back to|on with|workshop|bootcamp|cohort|training|tell you|\w(?:\.| dot )[a-z]{2,4}\b/;

/**
 * Where the sponsor model's cue patterns (hand-off, call to action, return) can match without
 * anyCue: "teamed up with", an address said with "dot" or "slash" ("nord vpn comm slash gus",
 * "expressvpn dot-com") or written with "/" or a dot before letters (a site ending in a hyphen,
 * "x-.com"). A sentence with neither this nor anyCue matches none of those patterns, so its
 * model cues are false without reading them (promotion-sentence-cues.test.ts).
 */
const modelCueBeyondAnyCue = /teamed up|dot|slash|\/|\.[a-z]/;

const noModelCues: SponsorModelCues = Object.freeze({ handoff: false, cta: false, returning: false });

/** The text of a sentence as the cue patterns read it: lower case, straight apostrophes. */
export function loweredText(sentence: Sentence): string {
  return sentenceText(sentence)
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
}

/** The rule cues of a sentence, its pitch words, and the sponsor model's cues where they come free. */
export function readSentenceCues(sentence: Sentence): SentenceCues {
  const lowered = loweredText(sentence);
  const { words } = sentence;
  if (!anyCue.test(lowered))
    return {
      lowered,
      handoff: false,
      self: false,
      weakSelf: false,
      ownMention: false,
      cta: false,
      returning: false,
      pitch: undefined,
      words,
      model: undefined,
      newTopic: undefined,
      speaker: sentence.speaker,
    };
  const saidHandoff = saysHandoff(lowered, sentence.restored);
  const returning = anyReturnPhrase.test(lowered);
  const cta = anyCallToAction.test(lowered);
  const ownProduct = anyOwnProductCue.test(lowered);
  const plugged = ownProduct && (cta || ownProductPlug.test(lowered));
  return {
    lowered,
    handoff: saidHandoff && !deniedSponsorship.test(lowered),
    self: plugged || anySelfPromotionCue.test(lowered),
    ownMention: ownProduct && !plugged,
    // "Thanks to them for supporting the show" closes a sponsor's read; it is not the show asking for support.
    weakSelf: !returning && anyWeakSelfPromotionCue.test(lowered),
    cta,
    returning,
    pitch: undefined,
    words,
    model: { handoff: saidHandoff, cta, returning },
    newTopic: undefined,
    speaker: sentence.speaker,
  };
}

/** The sponsor model's cues of a sentence (`cue` read from `sentence`). */
export function sponsorModelCues(cue: SentenceCues, sentence: Sentence): SponsorModelCues {
  cue.model ??= modelCueBeyondAnyCue.test(cue.lowered)
    ? {
        handoff: saysHandoff(cue.lowered, sentence.restored),
        cta: anyCallToAction.test(cue.lowered),
        returning: anyReturnPhrase.test(cue.lowered),
      }
    : noModelCues;
  return cue.model;
}

/** How many of the sentence's words are pitch words (pitchWords). */
export function pitchOf(cue: SentenceCues): number {
  if (cue.pitch === undefined) {
    let pitch = 0;
    for (const word of cue.words) if (pitchWords.has(word.normalized)) pitch++;
    cue.pitch = pitch;
  }
  return cue.pitch;
}

/** An announced change of subject ("moving on", "next up") in the sentence's opening words. */
export function opensNewTopic(cue: SentenceCues): boolean {
  cue.newTopic ??= scoreTopicShiftCue(cue.lowered.slice(0, 100)) >= 1;
  return cue.newTopic;
}
