/**
 * Without a part-of-speech tagger (the ones on npm cost 200 ms or more to load,
 * see the README), titles keep to noun-like words with these checks: a list of
 * common verbs and adjectives of conversation, and the suffixes of adverbs,
 * participles and adjectives.
 */
const verbsAndAdjectives = new Set(
  `indeed free learn open close run runs running ran build builds built building add adds added change changes changed
  create creates created install installs installed write writes wrote written read reads check checks set sets show shows
  showed happen happens happened understand understood remember believe care love loves loved like likes liked hate wish
  hope guess agree bring brings brought follow follows happy easy hard simple small large huge tiny high low long short
  fast slow quick early late certain clear possible important full main single different similar specific general common
  special basic neat weird strange crazy wild funny serious broken dead live able ready available useful popular official
  public private local global modern current recent previous original actual entire major minor real own older newer
  latest excited interested surprised worth true false wrong narrow wide generated selecting overlap race okay sorry glad
  fine true thank appreciate imagine solve solved fix fixed fixes move moved moving send sent support supports supported
  allow allows allowed help helps helped mention mentioned release released releases apply applied turns turn turned
  pick picked pay paid play played stay stayed sit happy excited awesome brilliant fantastic terrible horrible perfect
  super mega tons ton lots kinda guys hey gets lets makes takes comes goes says thinks knows wants needs looks feels tells
  gives seems keeps starts ends calls works uses tries talks asks means leaves puts brings hear heard listen listened
  cover covered covers drop dropped enjoy enjoyed exist exists existed expect expected explain explained figure figured
  focus handle handled hit include included includes increase keep learned learning meant miss missed notice noticed
  offer offered probably reach realize realized receive reduce remove removed replace replaced require required
  return returned save saved share shared spend spent suggest suggested switch test tested throw track trying update
  updated wait wanted watch watched win worry worried practical exact quick fancy nice proper instead
  rather maybe sure totally past less stays treats decide decides cast walk heavy unknown individual
  tend tends happens matter matters every straight slower faster better bigger smaller higher lower later earlier
  ones else rest together away left including except separate encourage encouraging frustrating
  exciting boring annoying confusing surprising fascinating final initial overall particular shown
  handy insane upcoming excellent
  listening watching bye goodbye cheers eh ehm er erm mm mmm hmm mhm huh oh ah aha wow whoa yep yeah yup nope alright`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Never the first or last word of a title: forms of address ("Mr", "Madam Chair": who is spoken to, not what
 * about), and function words the stop list keeps as content ("cuz", "whose", "plus", "underneath": "Cuz",
 * "Whose definition", "Plus log"; connectives: "whereas TOBE seems to..." gave "Whereas TOBE").
 */
const neverAtTheEdge = new Set(
  `mr mrs ms dr madam sir cuz coz whose plus underneath beneath paren whereas whilst albeit thereby hence thus
  nonetheless nevertheless moreover furthermore meanwhile otherwise therefore`
    .split(/\s+/)
    .filter(Boolean),
);

/** True when a word can stand in a title as a noun or a name. */
export function isTitleWord(lowered: string, capitalisedInside: boolean): boolean {
  if (neverAtTheEdge.has(lowered)) return false;
  if (capitalisedInside) return true;
  return !verbOrAdjective(lowered);
}

/**
 * Adjectives that name a kind of thing in front of a noun ("Open source", "Free tier", "Deep learning",
 * "Public API"): they may open a title of several words, though never stand alone or end one.
 */
const attributiveAdjectives = new Set(
  'open free public private local global modern official deep high low live raw hard'.split(' '),
);

/**
 * Adjectives with a kind's ending that judge or size a thing instead ("Various USB", "Expensive board"), and
 * those of address ("Honourable minister": who is spoken to, not what about): they never open a title.
 */
const judgingAdjectives = new Set(
  `honourable honorable various famous obvious enormous gorgeous ridiculous delicious dangerous tremendous curious
  massive expensive impressive aggressive incredible responsible reasonable comfortable valuable acceptable
  noticeable remarkable considerable unbelievable adorable amazing reliable`.split(/\s+/),
);

/** True when a word may open a title of several words: a title word, or an adjective that names a kind. */
export function canOpenPhrase(lowered: string): boolean {
  if (neverAtTheEdge.has(lowered) || judgingAdjectives.has(lowered)) return false;
  if (!verbOrAdjective(lowered) || attributiveAdjectives.has(lowered)) return true;
  return (
    !verbsAndAdjectives.has(lowered) && /(?:ous|ive|able|ible|less)$/.test(lowered) && lowered.length > 4
  );
}

/** A common verb or adjective of conversation, or an adverb's, participle's or adjective's ending. */
export function verbOrAdjective(lowered: string): boolean {
  if (verbsAndAdjectives.has(lowered)) return true;
  return /(?:ly|ed|ous|ful|ive|less|able|ible|ish|est)$/.test(lowered) && lowered.length > 4;
}

/** Endings of abstract and agent nouns ("segmentation", "agreement", "latency", "compiler"). */
export function looksLikeNoun(lowered: string): boolean {
  return (
    /(?:tion|sion|ment|ness|ity|ance|ence|ism|ist|ure|ogy|ics|er|or|age|ship|hood)s?$/.test(lowered) &&
    lowered.length > 4
  );
}

/**
 * Nouns for the parts of a talk and for what a speaker points at ("the next item", "this article", "in the
 * last chapter", "a couple of things", "the link"): said in every kind of topic, they name none of them on their
 * own ("Item", "Article"), though a phrase may hold them ("Blog articles"). Kept out of weakTitleWords, which the
 * title model reads as a feature, so the learned weights stay as trained.
 */
export const discourseNouns: ReadonlySet<string> = new Set(
  'item items article articles chapter chapters topic topics things stuff section sections segment segments episode episodes story link links'.split(
    ' ',
  ),
);

/**
 * Adverbs of place and time, "meet", and sounds of delight, assent, surprise or annoyance the stop list keeps as
 * content ("welcome back", "years ago", "at least", "we meet weekly", "'kay", "yay", "damn", "geez", "bro"):
 * they say where, when or how the speaker feels, never what about, so they neither title a topic alone ("Back",
 * "Kay", "Ago", "Meet", "Damn") nor end a title ("Transcripts back", "Falls back"). Video captions say the
 * exclamations and the swearing often enough to title a topic of a game or a vlog with them.
 * Kept out of weakTitleWords, which the title model reads as a feature, so the learned weights stay as trained.
 */
const notSubjectWords: ReadonlySet<string> = new Set(
  `back ahead ago away forward forwards backward backwards soon far least anymore inside outside aside apart along
  kay yay yey hiya whoo woo woohoo hooray kidding whatcha gotcha a.m p.m sweet meet meets
  damn dammit dang darn heck geez jeez gee gosh golly bro bruh dude yo ya yah blah boom boop ding oops whoops ouch
  yikes phew meh ugh duh nah lol lmao omg gtfo frick fricking frickin friggin freaking fucking fuck shit crap
  okey-dokey hello hi`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Adjectives and participles of conversation that open a name ("Grand theft auto", "Personal website", "Hot
 * dog", "Flat white") but say how a thing is, not what it is, alone or at a phrase's end ("Hot", "Brave",
 * "Favorite", "Stuck"). Video captions of games and vlogs say them often enough to title a topic. The common
 * ones of conversation, without those that are as often nouns ("light", "dark", "cold", "round"). Unlike
 * verbsAndAdjectives they may open a title, and they are kept out of that list, whose words the title model
 * reads as a feature, so the learned weights stay as trained.
 */
const qualities: ReadonlySet<string> = new Set(
  `hot warm mad sad proud cute calm quiet brave shiny sharp smooth safe lucky bright scary normal personal
  primary multiple identical romantic bloody violent evil epic iconic favorite favourite fair freaky tricky skinny
  touchy flat broad secure complete formal grand awake asleep spicy sunny horrific terrific terrifying embarrassing
  endearing eternal mythical motivational stuck caught lost gone done
  stupid silly dumb smart clever wise ridiculous incredible lovely beautiful ugly gorgeous awful nasty gross
  disgusting odd bizarre random typical usual unusual rare mediocre decent solid rough tough difficult complicated
  obvious hilarious creepy spooky dangerous risky healthy sick tired sleepy hungry thirsty angry upset jealous
  nervous anxious afraid drunk lazy busy greedy rich poor cheap expensive classy cheesy tall wide thick thin weak
  soft loud clean dirty wet dry fresh raw rotten sour bitter salty crispy crunchy juicy empty young ancient sudden`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Symbols said aloud while reading code, a path or an address ("typing dot List", "cache slash uv", "tilde
 * slash dot", "google dot com"): they join the words around them and name nothing, so they neither title a
 * topic alone nor end a title ("Typing dot", "API slash", "Com"). Inside a phrase they stay ("Cache slash uv"),
 * and a title may open on one (".NET" heard as "dot net"). Words that are also subjects ("colon", "hash",
 * "capital", "bracket") are left out.
 */
const spokenSymbols: ReadonlySet<string> = new Set(
  'dot com slash slashes backslash underscore underscores semicolon asterisk tilde ampersand equals'.split(
    ' ',
  ),
);

/**
 * A word of notSubjectWords, qualities or spokenSymbols, or a contraction the stop list keeps ("that'd",
 * "it'd": half a clause).
 */
export function namesNoSubject(lowered: string): boolean {
  return (
    notSubjectWords.has(lowered) ||
    qualities.has(lowered) ||
    spokenSymbols.has(lowered) ||
    /['’](?:d|ll|ve|re|m)$/.test(lowered)
  );
}

/** Words that do not make a title on their own, though they carry content elsewhere. */
export const weakTitleWords: ReadonlySet<string> = new Set([
  'new',
  'old',
  'version',
  'thing',
  'people',
  'question',
  'idea',
  'example',
  'point',
  'part',
  'kinds',
  'lots',
  'yes',
  'hour',
  'minute',
  'minutes',
  'hours',
  'seconds',
  'okay',
  'reason',
  'reasons',
  'place',
  'places',
  'sense',
  'fact',
  'case',
  'number',
  'numbers',
  'percent',
  'amount',
  // Greetings of the day ("good morning") and dates ("recorded October 14th") say when, not what about.
  'morning',
  'afternoon',
  'evening',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);
