/**
 * The pod: what PodBite makes of one episode. JSON-serializable, because the
 * server stores it as it is and the CLI prints it.
 */
export type BiteType = 'overview' | 'keyTakeaway' | 'actionItem' | 'quote';

/** Display and storage order of the bite types. */
export const biteTypeOrder: readonly BiteType[] = ['overview', 'keyTakeaway', 'actionItem', 'quote'];

export interface Bite {
  type: BiteType;
  /** The speaker's own words (lightly cleaned of fillers and stutters; verbatim for quotes). */
  text: string;
  /** 2 to 4 sentences from around the bite that expand it. */
  details: string[];
  /** Where the bite's first word is said. */
  startSeconds: number;
  /** startSeconds as m:ss, or h:mm:ss from one hour on. */
  timestamp: string;
  /** Who says it, when the transcript names speakers (a caption's voice tag or a "Ruth:" label). */
  speaker?: string;
}

export interface Topic {
  topic: string;
  startSeconds: number;
  timestamp: string;
}

export type PromotionKind = 'sponsor' | 'selfPromotion';

export interface Promotion {
  text: string;
  startSeconds: number;
  endSeconds: number;
  kind: PromotionKind;
  /** The sponsor's name as spoken, when the read names one. */
  sponsor?: string;
  /** What the read offers, as said ("20% off", "a free trial", "first month free"). */
  offer?: string;
  /** The promo code, as said ("code podbite" -> "PODBITE"). */
  code?: string;
  /** The address the read gives ("squarespace dot com slash tech" -> "squarespace.com/tech"). */
  url?: string;
}

export interface Pod {
  durationSeconds: number;
  /** Time to read the pod's bites and topics; at least 1. */
  readTimeSeconds: number;
  /** durationSeconds minus readTimeSeconds, never below 0. */
  timeSavedSeconds: number;
  /** Ordered by type (overview, keyTakeaway, actionItem, quote), then by time. */
  bites: Bite[];
  topics: Topic[];
  promotions: Promotion[];
}

export interface Chapter {
  title: string;
  startSeconds: number;
}

/** What the source says about the episode besides its transcript. */
export interface PodMetadata {
  title?: string;
  creator?: string;
  description?: string;
  /** Creator-written chapters (podcast:chapters, YouTube description timestamps): used as topics. */
  chapters?: Chapter[];
  /** Duration from the source when it is longer than the last caption. */
  durationSeconds?: number;
}
