import type { TimedWord } from '../sentences/timed-word';
import { stemWord } from '../text/stem-word';
import { trimTrailing } from '../text/trim-characters';
import { isContentWord } from './term-index';
import { canOpenPhrase, discourseNouns, isTitleWord, namesNoSubject, weakTitleWords } from './title-words';

/** What describeTopicWords reads of a word as written ("Notebooks,", "the", "mm-hmm"). */
export interface WordFacts {
  normalized: string;
  /** The word as a title word; undefined for a stop word, a number, a sound ("mm-hmm"), a fragment. */
  title: TitleWordFacts | undefined;
  /** A determiner ("the", "our"): the word after it is said as a noun. */
  determines: boolean;
  /** A subject pronoun, "to" or a modal ("we", "will"): the word after it is said as a verb. */
  leadsVerb: boolean;
  /** A form of "be" or a verb of starting and stopping ("is", "we're", "kept"): an "-ing" word after it is a verb. */
  leadsProgressive: boolean;
  /** Ends on punctuation that ends a run of title words ("notebooks,"). */
  closesRun: boolean;
}

/** A word that can be part of a title, with what the runs of title words ask of it. */
export interface TitleWordFacts {
  stem: string;
  /** As written, without the punctuation around it ("Jupyter"), and in lower case. */
  surface: string;
  lowered: string;
  /** Written with a capital: a name when it is not the first word of a punctuated sentence. */
  capitalised: boolean;
  /** May open or close a title (isTitleWord) when written as a name, and when not. */
  canEdgeNamed: boolean;
  canEdgeUnnamed: boolean;
  /** May open a title of several words when not written as a name: a title word, or an adjective naming a kind. */
  canOpenUnnamed: boolean;
  /** Not a title on its own (weakTitleWords, discourseNouns, namesNoSubject). */
  weak: boolean;
}

/** Quantities and ordinals said in words ("sixty degrees", "the fifteenth century") measure a subject; they never name it. */
const numberWord =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|billions|half|dozen|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth|hundredth|thousandth)(?:-\w+)?$/;

const determiners = new Set(
  'the a an this that these those my your our their his her its some any no each every another which what whose of'.split(
    ' ',
  ),
);
const verbLeads = new Set(
  "i we you they he she it to will would can could should might must don't doesn't didn't won't can't cannot not never gonna wanna i'll we'll you'll they'll i'd we'd you'd i've we've you've".split(
    ' ',
  ),
);

/** Before an "-ing" word, these make it a verb ("it's happening", "we were taking", "keep playing"). */
const progressiveLeads = new Set(
  "am is are was were be been being i'm you're we're they're he's she's it's that's there's what's who's isn't aren't wasn't weren't keep keeps kept start starts started stop stops stopped".split(
    ' ',
  ),
);

/**
 * Sounds of agreement and hesitation ("mm-hmm", "eh", "uh-huh"), which meeting transcripts write as words: they
 * end a run, so no title says them ("Speech eh zones", "Mm-hmm").
 */
const interjection = /^(?:m+|hm+|mh+m+|u+h*m*|e+h+m*|e+r+m*|a+h+|o+h+|huh)(?:-(?:h+m+|hu+h|m+|h+m+m+|uh))*$/;

/**
 * The facts of a word as written, worked out once per distinct spelling: they
 * cost half a dozen regular expressions and as many set lookups, and talks say
 * the same few thousand spellings over and over. Kept across calls like
 * normalizeWord's and stemWord's caches (and cleared the same way past a bound):
 * a cache rebuilt per call did not pay, since the costly words, the title words,
 * are the varied ones (in the benchmark's hour of speech, about 1,600 spellings
 * among 2,700 title words said).
 */
export function wordFacts(word: TimedWord): WordFacts {
  const known = cache.get(word.text);
  // The normalized form is a function of the text; checking it keeps a hand-built word (a test's) honest.
  if (known !== undefined && known.normalized === word.normalized) return known;
  const facts = readWordFacts(word.text, word.normalized);
  if (known === undefined) {
    if (cache.size > 50_000) cache.clear();
    cache.set(word.text, facts);
  }
  return facts;
}

const cache = new Map<string, WordFacts>();

function readWordFacts(text: string, normalized: string): WordFacts {
  const surface =
    isContentWord(normalized) &&
    !/^\d/.test(normalized) &&
    !numberWord.test(normalized) &&
    !interjection.test(normalized)
      ? trimTrailing(text.replace(/^[^\p{L}\p{N}]+/u, ''), /[^\p{L}\p{N}+#]/u)
      : '';
  // Words run together with a dash or a quote inside ("outside—'Welsh") are two words the captions joined; a
  // word broken off ("th-", "whitebo-") is half a word.
  const title =
    surface.length > 1 && !/[\u2013\u2014"\u201c\u201d]/.test(surface) && !/\p{L}-$/u.test(text)
      ? readTitleWordFacts(normalized, surface)
      : undefined;
  return {
    normalized,
    title,
    determines: determiners.has(normalized),
    leadsVerb: verbLeads.has(normalized),
    leadsProgressive: progressiveLeads.has(normalized),
    closesRun: /[,.;:!?]$/.test(text),
  };
}

function readTitleWordFacts(normalized: string, surface: string): TitleWordFacts {
  const lowered = surface.toLowerCase();
  return {
    stem: stemWord(normalized),
    surface,
    lowered,
    capitalised: /\p{Lu}/u.test(surface),
    canEdgeNamed: isTitleWord(lowered, true),
    canEdgeUnnamed: isTitleWord(lowered, false),
    canOpenUnnamed: canOpenPhrase(lowered),
    weak: weakTitleWords.has(lowered) || discourseNouns.has(lowered) || namesNoSubject(lowered),
  };
}
