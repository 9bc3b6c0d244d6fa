/**
 * How speakers announce a new subject: hand-offs between hosts ("Anna, what's
 * next?", "over to you"), list moves ("next up", "moving on", "the last thing I
 * want to show") and lecture signposts ("now let's look at"). Patterns run on the
 * lower-cased opening words of a sentence, with or without punctuation.
 */
const strongCues: readonly RegExp[] = [
  /\b(?:next up|up next|next (?:topic|item|story|one up)|our next (?:topic|item|one)|moving on|let's move on|move on to|switching gears|let's switch (?:gears|over)|change of (?:topic|subject))\b/,
  /\b(?:first up|first off|our first (?:topic|item)|first (?:topic|item) (?:is|for)|let's kick (?:it|this|things) off|let's get (?:started|into it)|let's (?:jump|dive) (?:in|into|right in))\b/,
  /\b(?:what's next|what (?:do )?you (?:got|have) (?:for us|next)|what have you got|over to you|take it away|you're up|your turn|back to you|tell us about)\b/,
  /\b(?:the (?:next|last|final) (?:thing|topic|item|step|one) (?:i|we)|last (?:one|item|topic) (?:is|for)|and finally|finally,? let's|one (?:last|more|final) thing)\b/,
  /\b(?:let's talk about|i want to talk about|let's look at|let's take a look at|now let's|in this (?:section|part|chapter)|part (?:one|two|three|four|five)|step (?:one|two|three|four|five))\b/,
  /\b(?:on ?to|onto) (?:my |the |our |your )?(?:first|next|last|final|second|third|other) (?:item|topic|one|thing|story)\b/,
  /\b(?:my|our|your|the) (?:first|next|second|third|fourth|last|final) (?:item|topic|story)\b|\bwhat(?: is|'s) on the show\b/,
];

const weakCues: readonly RegExp[] = [
  /^(?:all right|alright|okay|ok)\b[,.]? (?:so )?(?:now |let's |next |the next |another )/,
  /\b(?:another (?:thing|topic|tool|project|library|article) (?:i|we|that)|the other thing (?:i|we)|speaking of)\b/,
];

/**
 * One pattern that matches where any of `patterns` does (none has flags or backreferences). Every
 * sentence opening is tried against the cues, and one scan of it costs about half of one per pattern.
 */
export function anyOfPatterns(patterns: readonly RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
}

const anyStrongCue = anyOfPatterns(strongCues);
const anyWeakCue = anyOfPatterns(weakCues);

/** What an explicit move to a new subject scores, and a likely one. */
const strongCueScore = 1;
const weakCueScore = 0.5;

/** 1 for an explicit move to a new subject, 0.5 for a likely one, 0 otherwise. */
export function scoreTopicShiftCue(loweredOpening: string): number {
  if (anyStrongCue.test(loweredOpening)) return strongCueScore;
  if (anyWeakCue.test(loweredOpening)) return weakCueScore;
  return 0;
}

/**
 * A likely cue where a named speaker's turn opens with thanks, after at most a few words ("Okay. Thank
 * you."): a chair closing one part and calling the next (meetings, hearings, panels). `wordsIntoTurn` is
 * Infinity without named speakers, so a monologue's "thank you" never counts. Session 16, chosen on tune
 * (README, topic-boundary model).
 */
export function scoreTurnOpeningThanks(loweredOpening: string, wordsIntoTurn: number): number {
  return wordsIntoTurn <= turnOpeningWords && opensWithThanks(loweredOpening) ? weakCueScore : 0;
}

/** How many words of its turn a speaker may say before the thanks ("Okay.", "Yeah, okay."). */
const turnOpeningWords = 3;

/** Thanks at the start of a sentence ("Thank you.", "Okay, thanks"). */
export function opensWithThanks(loweredOpening: string): boolean {
  return thanksPattern.test(loweredOpening);
}

const thanksPattern = /^(?:okay|ok|right|all right|alright)?[,.]? ?(?:thank you|thanks)\b/;
