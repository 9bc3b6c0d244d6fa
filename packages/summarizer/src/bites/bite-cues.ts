import { trimTrailing } from '../text/trim-characters';

/**
 * Wording that marks what kind of bite a sentence can be. Patterns run on the
 * cleaned, lower-cased sentence.
 */

/**
 * What follows "always" or "never" when the speaker tells of the past or of a feeling, not what
 * to do: "Always loved that library", "Never thought I'd see it", "Always a pleasure". A past
 * tense is read from "-ed" ("embed", "shred", "need", "proceed" are not); "Never a good idea
 * to..." is still advice.
 */
const saidOfThePast = String.raw`(?:been|thought|knew|saw|heard|had|got|went|was|were|did|said|felt|found|made|came|took|gave|told|understood|an? (?:pleasure|joy|treat|delight|blast|dull)|(?!(?:embed|shred)\b)[a-z]+(?<!e)ed)\b`;

/**
 * A speaker tells the listener to do something or recommends a thing, in the
 * main clause: an imperative opening ("Use...", "Go check it out"), "I recommend",
 * "you should", or either after an "if you..." clause. Strongest first. Patterns
 * run on the lower-cased sentence with its discourse opener removed ("so", "and").
 */
export const recommendation: ReadonlyArray<{
  pattern: RegExp;
  strength: number;
  /** A bare imperative ("Use...", "Don't..."): no word says it is advice but the verb's mood. */
  bare?: true;
}> = [
  {
    pattern:
      /^(?:i (?:would |'d )?(?:strongly |highly |really |definitely |always )?(?:recommend|suggest|encourage)|my (?:advice|recommendation|tip) (?:is|would be))\b/,
    strength: 1,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:(?:if|when|whenever|before) you [^,]{2,90}, )?(?:you (?:really |definitely |probably |absolutely )?(?:should|might want to|'ll want to|will want to|ought to|'d want to|owe it to yourself)|make sure (?:you|to|that)|be sure to|don't forget to|remember to|always(?![-'])(?! (?:love|like|enjoy|appreciate|glad|happy|fun|nice|great)\b)(?! ${saidOfThePast})|never(?![-'])(?! ${saidOfThePast}))\b`,
    ),
    strength: 0.9,
  },
  {
    // "Don't" before a verb of knowing or feeling is a statement that lost its "I" ("don't know", "don't
    // necessarily have", "don't enjoy it"), not an imperative.
    pattern:
      /^(?:(?:if|when|whenever|before) you [^,]{2,90}, )?(?:(?:please |just |definitely |do )?(?:go (?:and )?)?(?:use|try|install|avoid|start|stop|read|watch|learn|pick|choose|keep|write|add|run|set up|turn|consider|look at|check out|check (?:it|this|that|them) out|grab|give (?:it|this|that) a|get|upgrade|switch|download|visit|follow|listen to|test|think about|don't (?!want|wanna|gonna|know|think|have|need|really|mean|care|get|remember|understand|recall|necessarily|enjoy|believe)))\b/,
    strength: 0.8,
    bare: true,
  },
  {
    pattern:
      /^(?:the (?:best|right) way (?:to [^,]{2,40} )?is to|the trick is to|the key is to|it's (?:a good idea|worth(?! (?:it|mentioning|noting|pointing out|clarifying|covering|saying|adding|underlining|stressing|emphasi[sz]ing|highlighting|recalling|repeating|reiterating|recogni[sz]ing|acknowledging)\b)) )/,
    strength: 0.6,
  },
];

/** Discourse openers that come before the main clause ("So, use...", "And honestly, you should..."). */
export const discourseOpener =
  /^(?:(?:so|and|but|okay|ok|well|now|also|just|honestly|seriously|yeah|oh|anyway|basically|again|then|plus),? )+/;

/**
 * Recommendations that are no use as an action item: subscribing, reading the show notes, the sponsor and its link
 * ("please use our link"), the newsletter, the live show, another show of the host's ("follow up on that show",
 * "listen to our other podcast"; "try Descript, I cut my podcast with it" is still advice).
 */
export const notAnActionItem =
  /\b(?:subscrib(?:e[ds]?|ing)|like (?:this|the) video|hit the (?:bell|like)|thumbs up|leave (?:a|us a) (?:comment|review)|show ?notes|description|link below|linked below|down below|sponsor|patreon|promo code|sign(?:ing)? up for (?:the|our) newsletter|use our link|(?:the|our) show live|join us|(?:check out|listen to|follow|subscribe to|head over to|watch) (?:our|my) (?:other )?(?:show|podcast|channel)|(?:video|episode) on (?:our|my) channel|(?:on|to) (?:that|this) (?:show|episode|podcast))\b/;

/**
 * Imperatives that are not advice: pointing at something on screen ("Look at that, we're...",
 * "look at him", "look at all the lighting", "check out the textures here"; "look at these
 * examples" stays advice), reassurance ("don't worry, you'll be asleep"), a thought experiment ("imagine the
 * scale...", "consider the amount of storage a company keeps", "think about a search engine -
 * it...", "think about it"), idioms ("don't mind me", "get off my lawn"). "Consider" or "think
 * about" a thing stays advice when the sentence says when or why ("think about the edge cases
 * before you ship", "consider a lock file so every machine installs the same", "consider this
 * library if you need..."). Run on the clause after the discourse opener.
 */
export function isRhetoricalImperative(clause: string): boolean {
  // "If you read this and it's confusing, don't worry": the imperative after the condition.
  const main = clause.replace(leadingCondition, '');
  if (pointingOrIdiom.test(main) || pointingHere.test(main)) return true;
  if (pronounThenPause.test(main) || notAdviceAtAll.test(main) || aYearAgo.test(main)) return true;
  // The condition itself says when ("If you deploy daily, consider the trade-offs").
  return thoughtExperiment.test(main) && !saysWhenOrWhy.test(clause.replace(questionWordOfTheObject, '$1'));
}

const leadingCondition = /^(?:if|when|whenever|before) you [^,]{2,90}, /;

const pointingOrIdiom =
  /^(?:(?:just |now )?look at (?:him|her|them|it|me|us|(?:this|that)(?:[,;:.!?]|$| (?:one|thing|guy|crap|stuff|mess|face|already)\b)|all (?:the|those|these|this|that)\b|the (?:amount|size|state|quality) of\b|how (?:much|many|big|small|good|bad|nice|cool|clean|ugly)\b)|(?:imagine|picture) (?:the|this|that|these|those|a|an|it|how|what|if)\b|consider (?:how|what|if)\b|don't (?:mind me|get me wrong|quote me|worry(?! about (?!it\b|that\b|this\b))|panic|even get me started|get me started)\b|mind you\b|get (?:off (?:my|me)|out of here)\b)/;
/**
 * "Check out the textures here", "just look at the detail here", "look at this artifact, this
 * living fossil right here": what is on screen right now. Commas allowed, a sentence's end not:
 * "look at the docs. I'm here to help" points at nothing.
 */
const pointingHere = /^(?:just |now )?(?:look at|check out) [^.;!?]{0,60}\bhere\b/;
/**
 * Statements that open like advice: an inversion ("Never have we been able to..."; "never do it", "never have it on"
 * are advice), praise ("You should be knighted for this"), the speaker's own plan ("Try not to cut myself"), what
 * the listener will find ("You should be able to pop the fan off"), a regret ("You should have seen it"; "you should
 * have a backup" is advice), how things ought to work ("You should have to update your registry"), a statement that
 * lost its subject ("Always comes back to bite you", "always seasoning the chicken"; "always pass a timeout" is
 * advice), what the listener already knows or will see ("You should know that I'll take the minutes", "you should
 * expect the same frame rates"), "never mind", a statement that lost its subject ("don't quite understand how it
 * works", "never have to worry about money"), and "you should" run on into another clause by the captions ("you
 * should it's a cosplay", "you should you saw me"), and the subject of a longer sentence cut off its "what" ("You
 * should be worried about is how we detect...": a preposition followed by "is" ends a clause that something else is
 * said of), and a verb that is the noun of a subject ("Test advocates are often like...", "Use cases are...", "Test
 * and Code is a podcast", "Get K is a graphical browser"), and what is asked of the speakers, by someone in the room
 * or of a chatbot ("Don't talk to me about your fancy new libraries", "Write me a poem about this function", "Don't
 * make us feel bad"), a plug ("Watch us live on Tuesdays") or a speaker's own plan ("Visit my friends and spend some
 * time"; "don't take my word for it, check the wiki" is advice).
 */
const notAdviceAtAll =
  /^(?!(?:don't |do not )?take my word)(?:please )?(?:don't |do not |never )?[a-z]+(?: to| with| at| about)? (?:me|us|my)\b|^(?:test|use|start|stop|watch|run|set up|turn|switch|visit|pick|download|upgrade|install|read|write|learn|follow|get) (?:(?:and|or|&) )?(?!what|which|who|whatever|whichever|it|this|that|these|those|everything|anything|something|one)[a-z-]+ (?:are|is|was|were|had|has|have)\b|^you (?:\w+ )?should\b[^,;:.!?]*\b(?:about|for|with|of|at|on|to|from|in|into) (?:is|was)\b|^never mind\b|^never (?:have|has|had) to\b|^don't quite\b|^you (?:\w+ )?should (?:know (?:that|by now|not to|better)|(?:\w+ )?expect|i|you|he|she|it|it's|they|we|there's|that's)\b|^never (?:have|has|had|did|does|was|were|is|are|will|would|could|can) (?:i|we|you|they|he|she|there)\b|^you should be [a-z]+(?:ed|en) (?:for|of|by)\b|^(?:just )?(?:try|go|let|get|make|keep|don't)\b[^.?!]*\bmyself\b|^you (?:\w+ )?should (?:\w+ )?be (?:able|eligible|allowed)\b|^you (?:\w+ )?should(?:'ve| have) (?:to|been|seen|said|done|known|gone|taken|heard|got|gotten|told|made|come|given|thought|bought|[a-z]+ed)\b|^(?:always|never) (?:[a-z]+[^su'\W]s|(?!(?:br|str|sw|s|r|cl|fl|sl|st|wr)ing\b)[a-z]{3,}ing|on|in|at|for|with)\b/;
/**
 * "Consider" a determiner's thing, or "think about" anything but a doing: "think about ChatGPT - it knows...",
 * "think about five years from now, how many repos...", "think about when you give a course online" invite a
 * thought; "think about sending it over radio" proposes a thing to do.
 */
const thoughtExperiment =
  /^(?:consider (?:the|a|an|these|those|this|that|it|all)\b|think about (?!(?:some|any|every|no)thing\b)(?![a-z]{2,}ing\b))/;
/** The question word that opens what to think about ("think about when you...") says no when of the advice. */
const questionWordOfTheObject = /^((?:consider|think about) )(?:when|how|what|where|why|who|whether|if)\b/;
/** "Think about 1994, when...": a year is a story, whatever the sentence says when. */
const aYearAgo = /^(?:consider|think about|remember) (?:the )?\d{4}s?\b/;
/** "Think about it, if you save ten dollars a week...": the pronoun closes the imperative, whatever follows. */
const pronounThenPause = /^(?:consider|think about) (?:it|this|that)(?:[,;:.!?\u2014]| -)/;
/** "So" of a purpose ("so every machine installs the same"), not of a degree ("so long", "so much"). */
const saysWhenOrWhy =
  /\b(?:before|when|whenever|so(?! (?:long|much|many|far|good|bad|well|often|big|little|few|cool|hard|easy)\b)|if|in case|to avoid|instead of|rather than)\b/;

/**
 * A sentence opening as a question, for restored sentences, whose question mark the
 * restorer may not have put (an opener before it, "how'd", more than 16 words). Run on
 * the clause after the discourse opener. "What's interesting is..." and "how we built it"
 * are statements.
 */
export const opensAsQuestion =
  /^(?:(?:why|how|who|where)(?:'d|'s|'re| (?:is|are|was|were|do|does|did|can|could|would|will|should|don't|didn't|doesn't))\b|what (?:do|did|does|are|were|would|should|can|could) (?:you|we|they|i|he|she)\b|(?:are|is|do|does|did|can|could|would|will|should|have|has|isn't|aren't|don't|doesn't|didn't) (?:you|we|they|he|she|it|there|anyone|anybody|everyone)\b)/;

/**
 * Openings and housekeeping, never an overview: greetings, introductions of the show or its hosts, thanks, asks to
 * subscribe, sponsor talk (also the words of an offer or a read's edge that the promotion detector may miss: "use
 * code", "percent off", "free trial", "the sponsored segment", "how did you hear about us"; "sponsoring open source"
 * is content), asks to comment or like ("place your bets in the comments below", "hit the like button", "linked in
 * the video description"; "the comments in the code" and "I love the comment section" are content), the outro
 * ("follow the show on...", "send it our way", "see you all again next time", "have a good one"), the turn to the
 * episode ("I believe we are ready to kick it off", "let's dive in"), however warm the thanks ("thank you all so
 * much for watching", "thanks to my patrons", "thank you to everyone who is listening", "we'd love to hear from
 * you"), the show's newsletter ("join our newsletter", "people are signing up for the newsletter") and the break
 * for an ad ("we'll be back after these messages", "please stick around after the sketch") and the show's own
 * channels ("connect with us on Mastodon", "reach us on the socials", "join us live", "we'll send the links to your
 * inbox").
 */
export const housekeeping =
  /^(?:hello|hi|hey|welcome|good (?:morning|afternoon|evening)|greetings|what's up|howdy)\b|\b(?:welcome (?:back )?to|thanks? (?:you )?(?:(?:all|guys|everyone|everybody|so much|very much|again) )*for (?:watching|listening|joining|tuning|having|your support)|i'm your host|my name(?: is|'s)|what is up|what's going on,? (?:guys|everybody|everyone|y'all|you guys)|yo,? (?:guys|everybody|everyone|what's up)|this is episode|episode (?:number )?\d+|subscrib(?:e[ds]?|ing)|patreon|patrons|like (?:this|the) video|sponsor(?:ed)?|brought to you by|how did you hear about us|(?:promo|coupon|discount) code|(?:use|enter) (?:the )?code|percent off|free trial|show ?notes|(?:the|video|video's) description|like button|comments? (?:section )?(?:below|down below)|(?:hit us up|let (?:us|me) know|tell (?:us|me)) in the comments?|follow (?:the show|us|me) (?:on|at|via)|send (?:it|them) our way|before we (?:get|begin|start|dive)|let's get (?:started|into it)|(?:ready to|let's) (?:kick (?:it|this|things) off(?! with)|dive (?:in|right in)|jump (?:in|right in)|get going)|see you (?:all |guys )?(?:again )?(?:next|in the|on the|soon|later)|(?:until|till) next time|catch you (?:later|next)|have a (?:good|great|nice|lovely) (?:one|day|week|weekend|night)|that's (?:it|all) for|thanks? (?:you )?(?:to|for) (?:every(?:one|body)|all (?:of )?(?:you|those)) who (?:\w+ ){0,2}(?:listen|watch|join|tun|participat)[a-z]*|(?:love|like) to hear from (?:you|our (?:fans|listeners|viewers|audience))|our newsletter|(?:join|sign(?:ing|ed)? up for|click on|subscribe to) (?:the |our )?newsletter|sign up to (?:be part of|join|get) (?:the |our )?newsletter|(?:connect|get in touch) with (?:us|me)|reach (?:us|me) (?:on|at|via)|(?:join|watch|listen to|attend) (?:us|me|the show|the episode) live|(?:to|into) your inbox|after (?:these|this) (?:quick )?messages?|stick around after)\b/;

/**
 * A creator naming themselves as they open or close a video: "I'm Destin, you're getting smarter every
 * day", "I'm Jay and this is...", "I'm Hank Green, and welcome". Read on the text as written: the
 * capital tells a name from "I'm sure you're right".
 */
const introducesSpeaker =
  /^(?:(?:[Aa]nd|[Ss]o|[Ww]ell|[Aa]gain),? )?I['\u2019]m [A-Z][a-z]+(?: [A-Z][a-z]+)?,? (?:and )?(?:this is|you['\u2019]re|you are|welcome)\b/;

/**
 * A show announcing itself and its host, the whole sentence: "Dear Fellow Scholars, this is Two Minute Papers
 * with Dr. Károly Zsolnai-Fehér." The capitals tell it from "this is Django with Postgres behind it".
 */
const announcesShowAndHost =
  /^(?:[^.,!?]{1,30}, )?[Tt]his is (?:[Tt]he )?(?:[\p{Lu}\d][\p{L}\d'’-]* ){1,4}with (?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}[.!]?$/u;

/** Housekeeping (above) or a creator naming themselves or their show: never an overview, takeaway or detail. */
export function isHousekeeping(sentence: { readonly text: string; readonly lowered: string }): boolean {
  return (
    housekeeping.test(sentence.lowered) ||
    introducesSpeaker.test(sentence.text) ||
    // Most sentences say no "this is": a search for it is cheaper than the pattern's scan of the opening.
    (sentence.lowered.includes('this is ') && announcesShowAndHost.test(sentence.text))
  );
}

/**
 * A sentence that puts its point off to later: "we'll see why in a sec", "I'll get to that in a moment", "the next
 * thing we'll talk about". What it promises comes after it, so it is no takeaway and no quote (it may still open a
 * topic in the overview). On the lower-cased text; a substring search first, as most sentences promise nothing.
 */
export function defersItsPoint(lowered: string): boolean {
  return (
    (lowered.includes("'ll ") || lowered.includes('next thing') || lowered.includes('more on ')) &&
    deferral.test(lowered)
  );
}

const deferral =
  /\b(?:(?:the )?next thing (?:we'll|we will|i'll|i will|we're going to|i'm going to) (?:talk|look|get|cover|discuss)|(?:we'll|i'll) (?:see|get to|talk about|come back to|cover|explain) (?:why|how|that|this|it|what)\b[^.?!]{0,30}?\b(?:in a (?:sec|second|minute|bit|moment)|later|shortly)\b|more on (?:that|this) (?:later|in a (?:bit|sec|second|minute|moment))\b)/;

/** A web address ("thanks to ltgstore.com"): a plug, however it is worded, is no quote. */
export const webAddress = /\b[a-z0-9-]+\.(?:com|fm|io|org|net|co|tv|gg|ly|app|dev)\b/;

/** Statements that only look like advice: necessity in a description ("in C you have to declare the type"). */
export const describesNecessity =
  /^(?:in|with|on|for|when|once|since|because|so)\b[^,]{0,60},? (?:you|we) (?:have to|need to|must)\b/;

/**
 * A quote that needs the sentence before it: a dangling pronoun or a conjunction opening it,
 * also behind a hedge ("I think it's easier...", "I feel like that's..."; "I think that open
 * source will win" is whole); a reply that is not a sentence ("Not like everyone's going to say
 * blockchain will solve it", "Not very smart, but..."; "Not everyone needs Kubernetes" is whole);
 * a statement that lost its subject ("Can't just run software for free", "Never owned a C64, but";
 * an imperative never opens that way); a subordinate clause with no main clause of its own ("Unless
 * they've got...", while "Although it is slow, Python wins" is whole); a linking phrase that
 * points back ("On the other hand, ...", "For example, ..."). On the lower-cased text.
 */
export function isNotSelfContained(lowered: string): boolean {
  let unhedged = lowered.replace(hedge, '');
  // After a hedge, "that" before a verb is the pronoun ("I feel like that is..."); before
  // anything else it only joins the clause ("I think that open source will win").
  if (unhedged !== lowered && unhedged.startsWith('that ') && !thatAsSubject.test(unhedged))
    unhedged = unhedged.slice('that '.length);
  if (opensOnDanglingWord.test(unhedged) || answersWhatCameBefore.test(unhedged)) return true;
  if (pointsBack.test(lowered) || linksBack.test(lowered)) return true;
  return subordinateOpening.test(lowered) && !lowered.includes(',');
}

/**
 * A subordinate clause said on its own, the main clause left in the sentence before or never
 * said: "Although there's a phone app now on the Mac and the iPad...", "Before we move on to our
 * next topic Sam.", "Even if it isn't actually harmful to adults in the long term." Where a
 * comma follows the clause, the main clause is there ("Before we cut the tarps, I wanna point
 * out..."); without one, a subject said after the clause's own stands for it ("as long as there
 * is a mark I think that's enough"), and a sentence past 20 words holds it, its subject as often
 * a noun as a pronoun (the clauses said alone on the tune split ran 9 to 19 words). Punctuated
 * text only: captions have no commas, and on the check split every sentence this took from them
 * was whole ("Although it does not appear to have ... buttons debug LED is very convenient").
 * On the lower-cased text.
 */
export function isClauseWithoutMain(lowered: string): boolean {
  const opener = clauseOpener.exec(lowered);
  if (!opener || lowered.includes(',')) return false;
  const words = lowered.split(' ');
  if (words.length > 20) return false;
  // The word after the opener is the clause's own subject ("before he develops...").
  for (let k = opener[0].split(' ').length + 1; k < words.length; k++)
    if (clauseSubject.has(words[k]!)) return false;
  return true;
}

const clauseOpener =
  /^(?:unless|although|though|whereas|while|before|because|until|even though|even if|so that|as long as)\b/;
const clauseSubject: ReadonlySet<string> = new Set(
  "i i'm i've i'll i'd you you're you've you'll we we're we've we'll they they're he he's she she's it it's there's that's".split(
    ' ',
  ),
);

const hedge = /^(?:i (?:think|guess|feel like|believe|mean|suppose|know)|actually|basically|honestly),? /;
const thatAsSubject =
  /^that (?:is|was|'s|would|will|could|can|might|should|does|did|has|had|makes|means|seems|sounds|works|helps)\b/;
const opensOnDanglingWord =
  /^(?:and|but|so|or|because|cuz|cause|'cause|then|also|which|where|like|um|uh|well|yeah|it|it's|its|that|that's|this|these|those|they|they're|them|he|she|him|her|there|here|same|yes|no)\b/;
/**
 * A reply or a contrast that is no sentence of its own ("Not the loopholes, but...", "Whereas everyone else...") or
 * a statement that lost its subject ("Can't just run software for free", "Never owned a C64", "Is that it doesn't
 * matter how small you are", "Went ahead and did some", "Could have one for your stereo", "Kind of a serious
 * topic").
 */
const answersWhatCameBefore =
  /^(?:whereas\b|(?:is|are|was|were|goes|went|ran|talked|could|would|must|can|kind of|sort of)\b|not (?!every|all\b|many|much|only|one\b|a single|enough|least|to mention)|(?:can't|couldn't|didn't|doesn't|isn't|wasn't|weren't|haven't|hasn't|wouldn't|won't|shouldn't|ain't)\b|never [a-z]+ed\b)/;
const linksBack =
  /^(?:on the other hand|for example|for instance|however|otherwise|in other words|in that case|instead,)/;
const subordinateOpening =
  /^(?:unless|although|though|whereas|whether|except|including|such as|instead of)\b/;
const pointsBack =
  /\b(?:this one|that one|the other one|over here|right here|as i said|like i said|i mean)\b/;

/** Words no finished sentence ends on ("it's just.", "you don't wanna.", "followed by a."). */
const unfinishedEndings: ReadonlySet<string> = new Set(
  'the a an and or but because my your our their gonna wanna gotta just'.split(' '),
);

/**
 * A sentence the speaker did not start or did not finish: it opens on an ellipsis
 * ("...containerization changes") or ends on a word no finished sentence ends on. On the
 * cleaned text as written: a capital "A" ending it is the letter ("Vitamin A."), not the article.
 */
export function isUnfinished(text: string): boolean {
  if (text.startsWith('...') || text.startsWith('\u2026')) return true;
  const last = trimTrailing(text.slice(text.lastIndexOf(' ') + 1), /[.!?\u2026"'\u201d\u2019)]/);
  if (last === 'A') return false;
  return unfinishedEndings.has(last.toLowerCase());
}

/**
 * Ending on an ellipsis or a dash: the speaker trailed off or was cut in on. Human transcripts
 * also write a pause this way after a whole clause, so it costs a takeaway nothing, but a
 * quote is read as said and needs a clean end.
 */
export const trailsOff = /(?:\.\.\.|\u2026|--|\u2014)["'\u201d\u2019)]*$/;

/**
 * Whether the sentence as said (before cleaning, which drops a closing dash and adds a full stop)
 * trails off: its last word ends on an ellipsis or a dash, or is a bare dash ("beards -").
 */
export function trailsOffAsSaid(words: readonly { readonly text: string }[]): boolean {
  const last = words[words.length - 1]?.text ?? '';
  return trailsOff.test(last) || /^[-\u2013]+[.!?]?$/.test(last);
}

/** Quotation marks that do not pair up: the sentence is part of a longer reported quotation. */
export function hasUnpairedQuote(text: string): boolean {
  // Most sentences hold no quotation mark: cheaper to look for one than to count.
  if (!text.includes('"') && !text.includes('\u201c') && !text.includes('\u201d')) return false;
  let straight = 0;
  let opening = 0;
  let closing = 0;
  for (const mark of text) {
    if (mark === '"') straight++;
    else if (mark === '\u201c') opening++;
    else if (mark === '\u201d') closing++;
  }
  return straight % 2 === 1 || opening !== closing;
}

/** How a speaker frames the whole episode ("in this video we're going to"). */
export const episodeFraming =
  /\b(?:in (?:this|today's) (?:video|episode|talk|lecture|tutorial|lesson|session|show)|today (?:we're|we are|we'll|we will|i'm|i am|i'll|i will|i want)|this (?:episode|video|talk) is (?:about|all about)|we're (?:going to|gonna) (?:be )?(?:talk|look|learn|cover|explore|build|dive|discuss|go)|i want to (?:show|talk|walk)|we'll be (?:talking|looking|covering))\b/;

/** Conversation that carries no point of its own. */
export const chitChat =
  /\b(?:thanks for having me|thank you for having me|welcome to the show|good to (?:see|have) you|how are you|how's it going|nice to (?:see|meet) you|i don't know|i have no idea|that's (?:awesome|cool|great|amazing|funny|wild|crazy|hilarious|right|true|fair)|oh (?:wow|yeah|no|man)|sounds good|no worries|you're right|i agree|me too|let me (?:see|share|pull|find|bring)|(?:i'll|let's) see if|pull (?:it|that|this|one) up|real quick|screenshot|can you see|screen|hold on|where was i|i lost my|where is it|(?:oh )?my (?:god|gosh)|holy (?:crap|cow|moly|shit)|what the (?:heck|hell|fuck)|nope|whoa|geez|jeez|dude|bro)\b/;

/** Hedges make weak takeaways. */
export const hedging =
  /\b(?:i guess|i'm not sure|not sure|i don't know|maybe|kind of|sort of|probably|i think maybe|or something|or whatever|whatever)\b/;

/** Words that make a line memorable: conviction, contrast, strong feeling. */
export const memorable =
  /\b(?:love|hate|amazing|incredible|magic(?:al)?|wonderful|beautiful|terrible|awful|insane|favorite|best|worst|never|always|everything|nothing|everyone|nobody|impossible|truly|the key|the secret|the problem|the whole point|the future|game changer|believe|dream|matters?|fear|easier|harder|simple|simplest|powerful|fundamental|whole world|life)\b/g;

/** Openings that lean on the sentence before ("It does", "That's why"). */
export const leansOnContext =
  /^(?:it|it's|its|that|that's|they|they're|them|he|she|his|her|which|those|these|there's|this one|same|yes|no|cuz|cause|'cause)\b/;
