/**
 * How spoken promotions sound (SOURCES-FACTS.md, "Sponsor segments"): a hand-off
 * opens a sponsor read, a call to action runs through it, a return phrase may
 * close it. Self-promotion is the creator's own course, book, Patreon,
 * newsletter or merchandise. Patterns run on lower-cased sentence text, with or
 * without punctuation (auto-captions have none).
 */

import { anyOfPatterns } from './topic-cues';

/** Opens a sponsor read: "this episode is brought to you by", "our sponsor this week". */
export const sponsorHandoff: readonly RegExp[] = [
  /\bbrought to you(?: all| today| this week)? by\b/,
  // "Sponsored by" alone is also said of projects ("this PEP is sponsored by Barry"); a read says what is sponsored.
  /\b(?:episode|show|video|podcast|segment|today|week|portion|trip|recipe|tutorial|lesson|stream|series|review|build|challenge|vlog)\b[\w' ,]{0,40}\b(?:sponsored|presented|underwritten|made possible|supported)(?: all| today| this week)? by\b/,
  // Captions drop the possessive ("this videos sponsor audible", "our channel sponsor dbrand").
  /\b(?:our|today's|this week's|this episode's|this show's|(?:this|today's) video(?:'?s)?|(?:our|this) channel(?:'?s)?) sponsors?\b/,
  /\bwe have a sponsor\b|\b(?:a|new) sponsor (?:this|for this) (?:week|episode)\b/,
  /\bword from (?:our|today's|this week's|the) sponsors?\b/,
  /\bthanks? (?:you )?to [\w .&'-]{2,60}? for (?:sponsoring|supporting|sponsorship)\b/,
  /\b(?:is|are|was|were) (?:sponsoring|supporting) (?:this|today's|the|our) (?:episode|video|show|podcast)\b/,
  /\bsupport for (?:this|the) (?:show|podcast|episode|video|program) comes from\b/,
  // "This video was made in partnership with X"; not "the work is funded in partnership with a fund".
  /\b(?:episode|show|video|podcast|segment|series|stream|vlog|made|produced|created)\b[\w' ,]{0,30}\bin partnership with\b|\b(?:partnered|teamed up) with [\w.]+ (?:for|on|to) (?:this|today's)\b/,
  /\bsponsor(?:s|ed|ing)? (?:of )?(?:this|today's|the) (?:episode|video|show|podcast)\b/,
  /\b(?:back|here) to support the (?:show|podcast|channel)\b/,
  /\bthanks?(?: you)?,? [\w .&'-]{2,40}? for (?:sponsoring|supporting) (?:the|this|our|today's)\b/,
];

/**
 * A hand-off in auto-captions, where the noun before it is often misheard or unusual ("let's
 * play is sponsored by", "this attempt at humor was sponsored by"), or said as "our sponsorship
 * from X", "I'm excited to be partnering with X to bring you this", "after I tell you about X", "I'm here to
 * tell you guys about X", or "supported by" the sponsor's address ("our mc is supported by
 * monster joysticks calm"; "supported by" alone is said of formats and browsers, "av1 is
 * supported by every major browser", README session 7). In punctuated talk the
 * hand-off patterns above are heard right, and these words are said of projects ("this
 * project is sponsored by", "that research was sponsored by a bank"), so only restored
 * sentences use it: punctuated YouTube captions find the same reads without it, and a
 * podcast gets false reads with it (README, "The sponsor model"); podcasts also say "our
 * sponsorship goals", "a sponsorship with Heroku" and "we're partnering with a few telecoms": a partner
 * handed the word is one "to" or "for" something ("partnered with blue apron to help transform taco night"),
 * or one the video or episode is with ("interrupting this video to tell you that we're partnering with").
 */
export const heardHandoff =
  /\b(?:is|was|are|were|'re|'s) (?:also |once again |proudly |kindly )?sponsored by\b|\bsponsorship (?:from|by)\b|\b(?:i'm|i am|we're|we are|i've|we've|i have|we have)(?: \w+){0,3} (?:partnering|partnered|teamed up) with (?:[\w'.&-]+ ){1,4}(?:to|for)\b|\b(?:video|episode)\b[\w' ]{0,40} (?:i'm|i am|we're|we are|i've|we've|i have|we have)(?: \w+){0,3} (?:partnering|partnered|teamed up) with\b|\b(?:(?:after|before) (?:i|we)|(?:i'm|i am|we're|we are) here to) tell you (?:guys |all )?about\b|\bsupported by (?:[a-z0-9-]+ ){1,3}(?:dot[- ]?)?(?:com|calm|comm)\b|\bsupported by [a-z0-9-]+\.(?:com|org|net|io|tv)\b/;

/** A sponsor handed the word: the hand-off patterns, and in restored sentences also as auto-captions hear it. */
export function saysHandoff(lowered: string, restored: boolean): boolean {
  return anySponsorHandoff.test(lowered) || (restored && heardHandoff.test(lowered));
}

/*
 * The two denials of sponsorship (promotion-cues.test.ts pins what each matches). Each does its
 * own job, so neither stands in for the other: deniedSponsorship is read in a sentence that hands
 * off and is broad, as it only cancels that sentence's hand-off; notSponsored voids a whole read
 * the model alone found when any of its sentences says it, so it is only an outright denial (a
 * read that mentions "a former sponsor" or a brand that "sometimes sponsors" is still a read).
 */

/**
 * "They do not sponsor the show", "they don't sponsor us", "no one is sponsoring this", "a former
 * sponsor", "I'm a fan of Augment Code, one of our sponsors as well": talk about sponsors, not a read
 * (every "one of our sponsors" and "one of the sponsors" of the development data is said in passing).
 * "n't" follows a letter (no word boundary before it) and reaches only a word or two: "it definitely
 * isn't, which is why we're sponsored by" is a hand-off.
 */
export const deniedSponsorship =
  /\b(?:not|never|no longer|no one|nobody|former|formerly|used to|sometimes)\b[\w' ]{0,24}\bsponsor|n't\b[\w' ]{0,12}\bsponsor|\bone of (?:our|the|my|their) sponsors\b/;

/** "Not a sponsor", "this video is not sponsored": said of what a model read found, it is no ad. */
export const notSponsored =
  /(?:\bnot|n't) (?:a |our )?sponsor(?:ed)?\b|\b(?:not|no one|nobody) (?:is )?sponsoring\b/;

/** Self-promotion: the creator's own offers, said outright. */
export const selfPromotionCue: readonly RegExp[] = [
  /\bchannel members(?:hip)?\b|\bbecome a (?:member|patron|supporter|friend of the show)\b/,
  // Asked of the listener ("if you want to support us", "please support me on Patreon"), or thanked for
  // through the show's own things ("everybody that has supported us through our courses"). Said as talk,
  // "a team to support me on the backend", "they continued to support me", it needs a call to action.
  /(?:^|\b(?:can|could|please|consider|want to|wanna|like to|ways? to|help|and|by) )(?:\w+ )?(?:support|supporting) (?:us|me|our work|my work|what we do)\b|\b(?:supported|supporting) (?:us|me) (?:through|via|on patreon)\b/,
  /\bbrought to you (?:all )?by (?:us|me|ourselves)\b/,
  // The show's own channels, asked of the listener: its newsletter, its live recordings, its socials.
  /\b(?:sign up for|subscribe to|join) (?:the|our|my)(?: \w+)? (?:newsletter|mailing list)\b|\bsign up to (?:be part of|join|get) (?:the|our|my)(?: \w+)? (?:newsletter|mailing list)\b/,
  /\b(?:join|watch|listen to|attend) (?:us|me|the show|the episode|this episode) live\b|\bif you(?: want| wanna|'d like| would like) to (?:\w+ ){0,3}?(?:join|watch|listen|attend)\b[\w ,]{0,25}? live\b/,
  /\b(?:connect with|follow|find|reach) (?:us|me)\b[\w' ,]{0,30}?\bon (?:the )?(?:socials|social media|mastodon|bluesky|twitter|instagram|tiktok|linkedin|facebook|threads|discord)\b|\b(?:you can|like to|want to|wanna|please|feel free to|ways? to) (?:\w+ )?(?:connect|get in touch) with (?:us|me)\b/,
];

/**
 * The creator's own things, named: self-promotion only when the sentence plugs them
 * (ownProductPlug) or a call to action is next to it. Said in passing they are talk:
 * "in my book", "welcome to my workshop", "his Patreon money", "deep-pocketed patrons",
 * and auto-captions hear "our cores" as "our courses".
 */
export const ownProductCue: readonly RegExp[] = [
  /\bpatreon\b|\bpatrons\b/,
  /\b(?:our|my) (?:own )?(?:courses?|books?|newsletter|merch|merchandise|store|shop|membership|workshops?|bootcamp|cohort)\b/,
];

/** What makes the mention of one's own thing a plug: thanks, support, a link, an invitation. */
export const ownProductPlug =
  /\b(?:thanks?|thank you|shout ?outs?|support\w*|help(?:s|ed|ing)?|check (?:out|it)|pick (?:one |it |some )?up|buy|grab|order|visit|go to|head (?:on )?over|links?|linked|join|become|sign up|subscribe|pledge|donat\w*|consider|give (?:us|me)|description|enrol\w*)\b/;

/** Self-promotion only next to a call to action ("donate", "support the show"). */
export const weakSelfPromotionCue: readonly RegExp[] = [
  /\bdonat(?:e|ing|ion|ions)\b/,
  /\bfriends? of the show\b/,
  /\b(?:support|supporting) (?:the show|the podcast|the channel|this channel|us|me|our work|my work|what we do)\b/,
];

/** A call to action: a URL, a code, an offer, "link in the description". */
export const callToAction: readonly RegExp[] = [
  /\b[a-z0-9][a-z0-9-]*(?:\.| dot )(?:com|fm|io|org|net|dev|ai|co|app|tv|ly|me|sh|gg|link)\b/,
  // An address as auto-captions hear it: "expressvpn dot-com", "nord vpn comm slash", "privacy calm / gus".
  /\bdot-com\b|\b[a-z0-9][a-z0-9-]* (?:dot[- ]?)?(?:com|comm|calm|org|net|io) (?:forward )?(?:slash\b|\/)/,
  /\b(?:promo|coupon|discount|offer) code\b|\buse (?:the |my |our )?code\b/,
  /\b\d+ ?(?:%|percent) off\b|\bfree trial\b|\bfor free\b|\bfirst month\b|\bmoney.back\b|\bdiscount\b/,
  // "Check it out" asks the viewer; "let's check it out", "I was curious to check it out" is the video going on.
  /\bsign up\b|\bget started\b|(?<!\b(?:let's|let us|i'll|we'll|(?:i|we|i'm|we're)(?: (?!you\b)[\w']+){0,3} to) )check (?:them|it) out\b|\bclick (?:the|on the|my) link\b/,
  /\blinks? (?:is |are )?(?:in|down in|below in|at the top of) (?:the|my|our|your)? ?(?:description|show ?notes|podcast player)\b/,
  /\blinks? (?:down )?below\b|\bin the description\b/,
  /\b(?:urge|ask) you(?: all)? to\b|\bplease (?:go|consider|support|check)\b/,
];

/** Closes a read: "now back to the show", "thanks to Sentry for supporting the show". */
export const returnPhrase: readonly RegExp[] = [
  /\b(?:now |and now |so )?back to (?:the|our) (?:show|episode|video|topic|conversation|regular)\b/,
  /\bthanks? (?:you )?(?:again )?to [\w .&'-]{2,60}? for (?:sponsoring|supporting)\b/,
  /\bon with the (?:show|episode|video)\b/,
];

/**
 * The host putting a read off ("we'll tell you more about them later", "more on that later",
 * "listen to their spot later in the show", "hear about them later in the episode"; not "as you will
 * see later in the show"). Read only inside a read (closesRead).
 */
export const readPutOff =
  /\b(?:tell you|hear|talk|learn)(?: a (?:bit|little))?(?: more)? about (?:them|it|him|her|that|this) (?:a (?:bit|little) )?later\b|\bmore (?:on|about) (?:them|that|it|this) (?:later|in a (?:bit|minute|moment))\b|\b(?:them|their|that (?:section|segment|spot|part))\b[\w' ,]{0,25}?\blater (?:on )?in (?:the|this|today's) (?:show|episode|podcast|video|program)\b/;

/**
 * The video turning back to itself: its outro ("thanks for watching", "if you liked this video",
 * "see you next time") or a greeting that opens it ("hey what's going on everybody", "hello and
 * welcome to", "welcome back to the channel"). Said after a read has started, the read is over.
 */
export const videoOutro =
  /\bthanks? (?:you )?(?:so much |very much |all |guys |again )?for watching\b|\bif you (?:dis)?lik(?:e|ed) (?:this|the|today's) video\b|\bsee (?:you|ya) (?:guys |all |everyone )?(?:next time|in the next (?:one|video|episode)|tomorrow)\b/;

export const videoGreeting =
  /\bhey (?:what's|what is) (?:going on|up)\b|\bwhat's up (?:guys|everyone|everybody|gamers|y'all)\b|\b(?:hello|hi|hey)(?: there)? (?:and welcome|everyone|everybody|guys|you guys|friends|folks|internet)\b|\bwelcome (?:back )?to (?:another|my|our|this|today's|the channel|a (?:brand )?new|episode|part)\b/;

/** Words of a pitch, weak evidence that a read goes on. */
export const pitchWords: ReadonlySet<string> = new Set(
  `free trial credits pricing plan plans discount customers teams platform sign offer deal today website app
  support sponsor sponsors sponsoring save started signup account dashboard monitoring features startup startups
  developers companies thousands join access`
    .split(/\s+/)
    .filter(Boolean),
);

/** Names that make a "sponsor" read self-promotion: the platforms creators sell themselves on. */
export const selfPromotionPlatforms: ReadonlySet<string> = new Set([
  'patreon',
  'ko-fi',
  'buy me a coffee',
  'github sponsors',
  'substack',
]);

/**
 * Never a sponsor's name, though a hand-off pattern may capture it. Without punctuation a pattern
 * reads on past where a sentence ended: "our sponsor, yeah let's, I am pleased that shortcut is
 * sponsoring" took "Sponsoring", "tell you all about our sponsor for this week, compiler" took "Sponsor".
 */
export const notSponsorNames: ReadonlySet<string> = new Set(
  `us me ourselves you them this that the our my today week episode show video podcast listeners everyone people
  i we he she they it i'm it's sponsor sponsors sponsored sponsoring sponsorship`
    .split(/\s+/)
    .filter(Boolean),
);

export function matchesAny(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/*
 * Each list as one pattern, true where matchesAny of the list is (none of them has flags or
 * backreferences, so the alternation answers the same): every sentence is read for cues, and
 * one scan of it costs less than one per pattern. The lists stay as they are, one wording a line.
 */
const anySponsorHandoff = anyOfPatterns(sponsorHandoff);
export const anySelfPromotionCue = anyOfPatterns(selfPromotionCue);
export const anyOwnProductCue = anyOfPatterns(ownProductCue);
export const anyWeakSelfPromotionCue = anyOfPatterns(weakSelfPromotionCue);
export const anyCallToAction = anyOfPatterns(callToAction);
export const anyReturnPhrase = anyOfPatterns(returnPhrase);
