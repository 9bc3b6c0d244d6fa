import type { Sentence } from '../sentences/sentence';
import { normalizeWord } from '../text/normalize-word';
import { stopWords } from '../text/stop-words';
import { isLongTalk } from './long-talk';
import { notSponsorNames } from './promotion-cues';
import { trimTrailing } from '../text/trim-characters';

/** Small words that may sit inside a name ("Microsoft for Startups", "Ben & Jerry's"). */
const nameConnectors = new Set(['for', 'of', '&', 'and', 'de', 'the']);
const longestName = 6;
const leadIns = new Set([
  'the',
  'our',
  'good',
  'great',
  'folks',
  'people',
  'team',
  'friends',
  'at',
  'over',
  'from',
  'awesome',
  'lovely',
  'fine',
  'wonderful',
  'amazing',
  'fantastic',
]);
/** The lead-in words for the people of a company ("my friends at", "the folks over at"). */
const sponsorsPeople = new Set(['folks', 'people', 'team', 'friends']);
/** What "brought to you by our ..." names when it is the show's own: "by our courses", "by my book". */
const ownThings =
  /^(?:courses?|books?|newsletter|merch|merchandise|store|shop|membership|workshops?|patreon|patrons|listeners|supporters)$/;

/**
 * The sponsor a hand-off names: "brought to you by X", "thanks to X for
 * sponsoring", "our sponsor this week, X". Returns 'self' when the show
 * sponsors itself ("brought to you by us"), undefined when no name is said.
 */
export function extractSponsorName(
  sentences: readonly Sentence[],
  index: number,
): string | 'self' | undefined {
  const sentence = sentences[index]!;
  const words = sentence.words.map((word) => word.text);
  const lowered = words.map(normalizeWord);
  for (let i = 0; i < lowered.length; i++) {
    let start = -1;
    if (
      lowered[i] === 'by' &&
      /^(?:you|all|today|week|sponsored|presented|underwritten|possible|sponsorship|supported)$/.test(
        lowered[i - 1] ?? '',
      )
    )
      start = i + 1;
    else if (
      (lowered[i] === 'to' && /^thanks?$|^you$/.test(lowered[i - 1] ?? '')) ||
      // "thanks again so much to pebble host for being the sponsor", "a quick shout out to seatgeek for
      // sponsoring": in captions, thanks to a name that the same sentence says sponsors.
      (sentence.restored &&
        lowered[i] === 'to' &&
        thanksBefore(lowered, i) &&
        sponsorsAfter(lowered, i + 1)) ||
      (lowered[i] === 'with' && /^(?:partnership|partnering|partnered)$/.test(lowered[i - 1] ?? '')) ||
      (lowered[i] === 'with' && lowered[i - 1] === 'up' && lowered[i - 2] === 'teamed') ||
      (lowered[i] === 'from' && lowered[i - 1] === 'sponsorship') ||
      // "an upgrade courtesy of intel who sponsored this video": courtesy names a sponsor only when
      // the words after it say so ("rgb lighting courtesy of corsair" is the build's parts).
      (lowered[i] === 'of' &&
        lowered[i - 1] === 'courtesy' &&
        /\bsponsor/.test(lowered.slice(i + 1, i + 7).join(' ')))
    )
      start = i + 1;
    else if (
      // "after i tell you about pia", "i'm here to tell you guys about expressvpn".
      sentence.restored &&
      lowered[i] === 'about' &&
      /^(?:you|guys|all)$/.test(lowered[i - 1] ?? '') &&
      lowered.slice(Math.max(0, i - 3), i).includes('tell')
    )
      start = i + 1;
    else if (
      // "our channel sponsor dbrand", "this video sponsor curiosity stream": captions say no comma.
      sentence.restored &&
      /^sponsors?$/.test(lowered[i]!) &&
      /^(?:video|videos|video's|channel|channels|channel's)$/.test(lowered[i - 1] ?? '')
    )
      start = startAfterSponsorWordInCaptions(lowered, i);
    else if (
      /^thanks,$|^you,$/.test(words[i]!.toLowerCase()) &&
      /\bfor (?:sponsoring|supporting)\b/.test(lowered.slice(i).join(' '))
    )
      start = i + 1;
    else if (
      // "thanks shortcut for sponsoring this episode": captions put no comma after "thanks".
      sentence.restored &&
      (lowered[i] === 'thanks' ||
        (lowered[i] === 'you' && lowered[i - 1] === 'thank') ||
        // "i'd like to thank ray khan for sponsoring"
        (lowered[i] === 'thank' && lowered[i + 1] !== 'you')) &&
      !stopWords.has(lowered[i + 1] ?? 'the') &&
      /^(?:\S+ ){1,3}for (?:sponsoring|supporting)\b/.test(lowered.slice(i + 1, i + 6).join(' '))
    )
      start = i + 1;
    else if (
      /^sponsors?$/.test(lowered[i]!) &&
      /^(?:our|today's|week's|episode's|video's|show's|the)$/.test(lowered[i - 1] ?? '')
    ) {
      // In a long talk's captions "let me tell people about our sponsor brian" hands the read to a
      // co-host: the name right after "our sponsor" is only read in a short video's. There it
      // comes first: captions have no comma to look for, and an "is" further on belongs to another
      // clause ("our sponsor world of tanks use your promo code this is a big job").
      const inShortCaptions = sentence.restored && !isLongTalk(sentences);
      if (inShortCaptions) start = startAfterSponsorWordInCaptions(lowered, i);
      if (start < 0) start = startAfterSponsorWord(words, lowered, i);
    }
    if (start < 0 || start >= words.length) continue;
    // "sponsored by all of us", "brought to you by both of us": the show itself.
    if (/^(?:all|both)$/.test(lowered[start]!) && lowered[start + 1] === 'of') start += 2;
    // "made possible by the generous support of my patrons": whose support is what names them.
    const support = lowered.indexOf('support', start);
    if (support >= 0 && support - start <= 2 && /^(?:of|from)$/.test(lowered[support + 1] ?? ''))
      start = support + 2;
    // "brought to you by our courses over at ...": the show's own things, not a sponsor.
    if (/^(?:our|my)$/.test(lowered[start]!) && ownThings.test(lowered[start + 1] ?? '')) return 'self';
    // "brought to you by my friends at Squarespace", "by my good friends over at Linode": their company names
    // them. Not any "my" ("sponsored by my favorite beer Miller Lite", "by my NASA mug").
    if (lowered[start] === 'my') {
      let next = start + 1;
      while (leadIns.has(lowered[next] ?? '') && !sponsorsPeople.has(lowered[next]!)) next++;
      if (sponsorsPeople.has(lowered[next] ?? '')) start++;
    }
    // "sponsored by the folks at Posit", "by our friends over at Sentry".
    for (
      let skipped = 0;
      skipped < 5 && leadIns.has(lowered[start] ?? '') && start < words.length - 1;
      skipped++
    )
      start++;
    // "Thanks to you guys for watching" after a sponsor's thanks thanks the viewers; it names nobody.
    if (lowered[start] === 'you' && lowered[start - 1] === 'to' && /^thanks?$/.test(lowered[start - 2] ?? ''))
      continue;
    if (/^(?:us|me|ourselves|you)$/.test(lowered[start]!)) return 'self';
    if (lowered[start] === 'yours' && lowered[start + 1] === 'truly') return 'self';
    // "brought to you by Anna and me": the hosts themselves; "by all the fun stuff that Sam and I are doing".
    if (/^(?:me|us|i|myself)$/.test(lowered[start + 2] ?? '') && lowered[start + 1] === 'and') return 'self';
    if (!sentence.restored && handsOffToOwnWork(words, lowered, start)) return 'self';
    if (!sentence.restored) start = nameAfterDescription(words, start);
    const name = readName(words, lowered, start, sentence.restored);
    // "privacy calm", "nord vpn comm", "brilliant org": auto-captions hear ".com" as a word, which is no
    // part of the name; nor is the ending of "audible.com" when they write it.
    const named = name?.replace(/\s+(?:calm|comm|com|org|dot|dot com|dot-com)$|\.(?:com|org|net)$/i, '');
    if (named)
      return sentence.restored ? keepRepeatedWords(named, sentences, capitalisedRun(words, start)) : named;
  }
  return undefined;
}

/**
 * In lower-case captions a name cannot be told from the words after it ("by
 * skillshare home to over"): keep the first word, and each next one only while
 * the whole run is said again elsewhere ("dollar shave club"). A first word of
 * one letter is the head of a name the captions split ("d brand" for dbrand):
 * it joins the next word. Words the captions write with a capital, as YouTube's
 * write names they know ("Ray Khan", "Thermal Grizzlies"), are kept as they run
 * (`capitalised` of them from the first).
 */
function keepRepeatedWords(name: string, sentences: readonly Sentence[], capitalised: number): string {
  const parts = name.split(' ');
  let kept = 1;
  if (parts.length > 1 && parts[0]!.length === 1) parts.splice(0, 2, parts[0]! + parts[1]!.toLowerCase());
  else kept = Math.max(1, Math.min(parts.length, capitalised));
  for (let size = kept + 1; size <= parts.length; size++) {
    const run = parts.slice(0, size).join(' ').toLowerCase();
    let said = 0;
    for (const sentence of sentences) {
      if (normalizedText(sentence).includes(run)) said++;
      if (said >= 2) break;
    }
    if (said < 2) break;
    kept = size;
  }
  if (kept > 1 && nameConnectors.has(parts[kept - 1]!.toLowerCase())) kept--;
  // "north VPN", "express VPN": captions write an acronym in capitals, and one right after a word
  // they wrote in small letters is the rest of the name ("EVGA SRT" is a brand and its model).
  if (kept === 1 && capitalised === 0 && /^\p{Lu}{2,4}$/u.test(parts[1] ?? '') && !/'s$/i.test(parts[0]!))
    kept = 2;
  return parts.slice(0, kept).join(' ');
}

/**
 * How many words from `start` on are written with a capital, in a row ("Ray Khan I've" gives 2). None after
 * a brand in capitals: what follows it is a product's model ("EVGA SRT X 20"), not more of the name.
 */
function capitalisedRun(words: readonly string[], start: number): number {
  if (/^[\p{Lu}\p{N}]{2,}$/u.test(words[start] ?? '')) return 1;
  const capitalised = (at: number) =>
    at < words.length && /^\p{Lu}/u.test(words[at]!) && !/^I(?:'|$)/.test(words[at]!);
  let count = 0;
  while (capitalised(start + count)) {
    count++;
    // "World of Tanks": a small word inside a name, between two of its words written with a capital.
    if (nameConnectors.has(words[start + count] ?? '') && capitalised(start + count + 1)) count++;
  }
  return count;
}

// Each hand-off of an episode, and each longer run of its name, looks through every sentence again.
const normalizedTexts = new WeakMap<Sentence, string>();

/** The sentence's words in their comparable form, joined by spaces. */
function normalizedText(sentence: Sentence): string {
  let text = normalizedTexts.get(sentence);
  if (text === undefined) {
    text = sentence.words.map((word) => word.normalized).join(' ');
    normalizedTexts.set(sentence, text);
  }
  return text;
}

/** "our sponsor, X" / "our sponsor this week is X" / "our sponsor for this week and many weeks, X". */
function startAfterSponsorWord(words: readonly string[], lowered: readonly string[], at: number): number {
  for (let j = at; j < Math.min(words.length - 1, at + 14); j++) {
    if (/[,:\u2014]$/.test(words[j]!) || /^(?:is|are|was|were)$/.test(lowered[j + 1] ?? '')) {
      if (!/^(?:is|are|was|were)$/.test(lowered[j + 1] ?? '')) return j + 1;
      // "today's sponsor Micro Center is guaranteed to...": the name sits before "is", not after it.
      return namesBeforeVerb(lowered, at + 1, j + 1) ? at + 1 : j + 2;
    }
    if (/[.!?]$/.test(words[j]!)) return -1;
  }
  return -1;
}

/** Words of a name between "sponsor" and "is": one to three, none a small word or a time ("this week"). */
function namesBeforeVerb(lowered: readonly string[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > 3) return false;
  for (let k = from; k < to; k++) if (stopWords.has(lowered[k]!) || timeWords.has(lowered[k]!)) return false;
  return true;
}
const timeWords = new Set(
  'today tonight week weeks month episode episodes video videos time again segment'.split(' '),
);

/**
 * Where the name starts after "our sponsor" in captions, which say no comma: "our sponsor thermaltake and
 * their case", "today's sponsor skillshare", "the sponsor of this video expressvpn", "this video's sponsor
 * which is squarespace", "our sponsor the razer deathadder". Not after "the sponsor" alone ("the sponsor
 * read"), nor on a word that names a part of the show ("our sponsor segment") or is an exclamation ("our sponsor
 * bam").
 */
function startAfterSponsorWordInCaptions(lowered: readonly string[], at: number): number {
  let start = at + 1;
  if (
    /^(?:of|for)$/.test(lowered[start] ?? '') &&
    /^(?:this|today's|the|our)$/.test(lowered[start + 1] ?? '') &&
    /^(?:video|episode|show|stream|week)$/.test(lowered[start + 2] ?? '')
  )
    start += 3;
  else if (lowered[at - 1] === 'the') return -1;
  if (lowered[start] === 'which' && lowered[start + 1] === 'is') start += 2;
  // "our sponsor the razer deathadder": the article before a product's name.
  if (lowered[start] === 'the') start++;
  const first = lowered[start];
  return first !== undefined && !stopWords.has(first) && !notANameAfterSponsor.has(first) ? start : -1;
}

/** What follows "our sponsor" without being its name: a part of the show, a time, an exclamation. */
const notANameAfterSponsor = new Set(
  'segment segments spot spots read reads message messages section break breaks link links code slot ad ads plug spotlight today tonight bam boom wow'.split(
    ' ',
  ),
);

/** A thanks within the four words before `at` ("thanks again so much to", "shout out to"). */
function thanksBefore(lowered: readonly string[], at: number): boolean {
  for (let k = Math.max(0, at - 4); k < at; k++)
    if (/^(?:thanks?|shout|shoutout)$/.test(lowered[k]!)) return true;
  return false;
}

/** One to three words from `at`, then "for sponsoring", "for supporting" or "for being the sponsor". */
function sponsorsAfter(lowered: readonly string[], at: number): boolean {
  return /^(?:\S+ ){1,3}for (?:sponsoring|supporting|being (?:the|our|a|today's) sponsor)\b/.test(
    lowered.slice(at, at + 8).join(' '),
  );
}

/** Capitalised words in punctuated text; up to three content words in unpunctuated captions. */
function readName(
  words: readonly string[],
  lowered: readonly string[],
  start: number,
  restored: boolean,
): string | undefined {
  const picked: string[] = [];
  const capitalised = (word: string | undefined): boolean =>
    !!word && /^["'\u201c]?[\p{Lu}\p{N}]/u.test(word);
  for (let j = start; j < words.length && picked.length < longestName; j++) {
    const word = words[j]!;
    const clean = trimTrailing(trimTrailing(word.replace(/^["'\u201c]+/, ''), /[^\p{L}\p{N}+&.!]/u), /[.!]/);
    if (!restored) {
      // The normalized form of "&" is empty: read the word as written.
      const connector = nameConnectors.has(lowered[j]!) || word === '&';
      const isConnector = connector && picked.length > 0 && capitalised(words[j + 1]);
      if (!capitalised(word) && !isConnector && !(picked.length === 0 && isBrandLike(lowered[j]!))) break;
    } else if (
      // "World of Tanks": a small word between two words the captions write with a capital.
      (!(nameConnectors.has(lowered[j]!) && capitalised(words[j - 1]) && capitalised(words[j + 1])) &&
        // "weights and biases": kept past "and" only when the whole run is said again (keepRepeatedWords).
        stopWords.has(lowered[j]!) &&
        !(lowered[j] === 'and' && picked.length === 1 && !stopWords.has(lowered[j + 1] ?? 'the'))) ||
      // "and" is only ever the second word picked; a name holding it may run to four words.
      picked.length >= (picked[1]?.toLowerCase() === 'and' ? 4 : 3) ||
      picked.some((word) => word.toLowerCase() === lowered[j])
    ) {
      break;
    }
    picked.push(clean);
    if (/[,.;:!?]$/.test(word)) break;
  }
  while (picked.length > 0 && nameConnectors.has(picked[picked.length - 1]!.toLowerCase())) picked.pop();
  const name = picked.join(' ').trim();
  if (name === '' || notSponsorNames.has(name.toLowerCase())) return undefined;
  // "Made possible by the following people": the names come later, or only in the description.
  if (lowered[start] === 'following') return undefined;
  return restored || !capitalised(name) ? titleCase(name) : name;
}

/**
 * "Brought to you by the sickest program out there for startup founders, Microsoft for Startups
 * Founders Hub": in punctuated text, words in small letters are a description, and the name is
 * the capitalised run after the comma that follows. One small word alone stays a name that may
 * be a brand ("by century, the ...").
 */
function nameAfterDescription(words: readonly string[], start: number): number {
  if (!/^[a-z]/.test(words[start] ?? '') || !/^[a-z]/.test(words[start + 1] ?? '')) return start;
  for (let j = start + 2; j < words.length; j++)
    if (words[j - 1]!.endsWith(',') && /^\p{Lu}/u.test(words[j]!)) return j;
  return start;
}

/** A lower-case word that still reads as a brand in punctuated text ("century", "propelauth"). */
function isBrandLike(word: string): boolean {
  return word.length >= 3 && !stopWords.has(word) && /^[a-z][a-z0-9.]+$/.test(word);
}

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word) => (nameConnectors.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * Whether a hand-off's object is something the hosts do themselves, told in small letters before any name: "by
 * all the fun stuff that Sam and I are doing". A name first is a sponsor whatever follows ("by Linode, the
 * cloud that we run the site on"). Punctuated text only: captions have no capital to tell the name by.
 */
function handsOffToOwnWork(words: readonly string[], lowered: readonly string[], start: number): boolean {
  for (let k = start; k < Math.min(lowered.length, start + 6); k++) {
    if (/^\p{Lu}/u.test(words[k]!)) return false;
    if (lowered[k] === 'that' || lowered[k] === 'which')
      return ownDoing.test(lowered.slice(k, k + 7).join(' '));
  }
  return false;
}

const ownDoing =
  /^(?:that|which) (?:\w+ and )?(?:(?:i|we)(?: am| are)?|i'm|we're) (?:doing|making|building|creating|running|writing|do|make|build|create|run|write)\b/;

/**
 * When a read never says "brought to you by", the sponsor is the name it keeps
 * repeating: the most frequent run of capitalised words inside the read that is
 * rarer elsewhere in the episode (which rules out the hosts' names).
 */
export function findSalientName(
  sentences: readonly Sentence[],
  first: number,
  last: number,
  knownNames: readonly string[],
): string | undefined {
  const inside = new Map<string, number>();
  for (let i = first; i <= last; i++) {
    for (const name of capitalisedRuns(sentences[i]!)) inside.set(name, (inside.get(name) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestCount = 1;
  for (const [name, count] of inside) {
    const known = knownNames.find((knownName) => knownName.toLowerCase().includes(name.toLowerCase()));
    if (known) return known;
    if (count > bestCount && !notSponsorNames.has(name.toLowerCase())) {
      best = name;
      bestCount = count;
    }
  }
  if (!best) return undefined;
  let outside = 0;
  for (let i = 0; i < sentences.length; i++) {
    if (i >= first && i <= last) continue;
    if (capitalisedRuns(sentences[i]!).includes(best)) outside++;
  }
  // In captions written in capitals every word is a capitalised run, so the name must be said
  // more often in the read than anywhere else: "STEP BY STEP" in a video's opening is not a
  // sponsor when "STEP ONE", "STEP TWO"... follow (decision 1311).
  const allowedOutside = writtenInCapitals(sentences, first, last) ? bestCount : bestCount * 2;
  return outside <= allowedOutside ? best : undefined;
}

// Several reads in one long episode each scan the whole episode; read each sentence once.
const runsCache = new WeakMap<Sentence, string[]>();

function capitalisedRuns(sentence: Sentence): string[] {
  const cached = runsCache.get(sentence);
  if (cached) return cached;
  const runs = findCapitalisedRuns(sentence);
  runsCache.set(sentence, runs);
  return runs;
}

function findCapitalisedRuns(sentence: Sentence): string[] {
  if (sentence.restored) return [];
  const runs: string[] = [];
  let run: string[] = [];
  const close = (): void => {
    while (run[run.length - 1] === '&') run.pop();
    if (run.length > 0) runs.push(run.join(' '));
    run = [];
  };
  sentence.words.forEach((word, position) => {
    const clean = trimTrailing(word.text, /[^\p{L}\p{N}&]/u);
    // "Weights & Biases", "Barnes & Noble": an ampersand joins the words of one name.
    if (clean === '&' && run.length > 0) {
      run.push(clean);
      return;
    }
    const isCapitalised = /^\p{Lu}/u.test(clean) && clean !== 'I' && !/^I'/.test(clean);
    // The first word of a sentence is capitalised anyway; count it only inside a run.
    if (
      isCapitalised &&
      (position > 0 || stopWords.has(clean.toLowerCase()) === false) &&
      !stopWords.has(clean.toLowerCase())
    ) {
      run.push(clean);
    } else {
      close();
    }
    if (/[,.;:!?]$/.test(word.text)) close();
  });
  close();
  return runs;
}

/** Whether sentences `first` to `last` have no small letter: captions written in capitals. */
function writtenInCapitals(sentences: readonly Sentence[], first: number, last: number): boolean {
  for (let i = first; i <= last; i++)
    for (const word of sentences[i]!.words) if (/\p{Ll}/u.test(word.text)) return false;
  return true;
}
