/**
 * Wording that tells where a spoken sentence may start or cannot end. Used to
 * restore sentence boundaries in captions that have no punctuation.
 */

/** A sentence does not end on these ("because the | water" is one sentence). */
export const cannotEndSentence: ReadonlySet<string> = new Set(
  `the a an to of and or but because with in on for at from by into onto about than as like so if when while
  my your our their his her its this that these those is are was were be been being am i we you they he she it
  can could will would should shall may might must do does did have has had not don't doesn't didn't isn't
  i'm you're we're they're it's that's there's what's let's i've we've you've i'll we'll you'll i'd we'd
  very really just also then um uh which who whose whom where there what how some any every each all no more most
  gonna wanna gotta kind sort lot bunch couple thank`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that often open a new spoken sentence ("so", "now", "okay"). */
export const strongSentenceStarts: ReadonlySet<string> = new Set(
  `so now okay ok alright well yeah anyway let's hello hi hey thanks first next finally basically`.split(
    /\s+/,
  ),
);

/** Words that often, but less surely, open one. */
export const weakSentenceStarts: ReadonlySet<string> = new Set(
  `i we you this that's it's there's here's what how why if but and then when i'm we're you're i've we've
  i'll we'll maybe another`
    .split(/\s+/)
    .filter(Boolean),
);

/** A sentence does not start on these ("of water" continues the previous one). */
export const cannotStartSentence: ReadonlySet<string> = new Set(
  `of to than 's n't or nor as into onto from per`.split(/\s+/),
);

/** Two words that usually close the sentence before them ("...anything yet | at all"). */
export const sentenceTails: ReadonlySet<string> = new Set([
  'at all',
  'right now',
  'as well',
  'for us',
  'for you',
  'for me',
  'to me',
  'to you',
  'for sure',
  'and stuff',
  'or something',
  'or so',
  'with it',
  'in there',
  'out there',
  'over there',
  'up there',
  'down there',
]);

/** Question words that open a question when an auxiliary follows ("how does", "what is"). */
export const questionWords: ReadonlySet<string> = new Set([
  'what',
  'why',
  'how',
  'who',
  'where',
  'when',
  'which',
]);
/** Auxiliaries that open a question when a pronoun follows ("do you", "is it"). */
export const questionAuxiliaries: ReadonlySet<string> = new Set(
  `is are was were do does did can could would will should have has isn't aren't don't doesn't didn't won't`.split(
    /\s+/,
  ),
);
export const questionSubjects: ReadonlySet<string> = new Set(
  `you we i it they he she this that there everyone anyone anybody somebody`.split(/\s+/),
);

/** Abbreviations whose period does not end a sentence. */
export const abbreviations: ReadonlySet<string> = new Set(
  `mr mrs ms dr prof sr jr st vs e.g i.e cf approx fig vol mt ft`.split(/\s+/),
);
