import type { Sentence } from '../sentences/sentence';
import type { TermIndex } from './term-index';
import { wordFacts, type TitleWordFacts, type WordFacts } from './title-word-facts';
import { isTitleWord, looksLikeNoun, namesNoSubject, verbOrAdjective, weakTitleWords } from './title-words';

/** A run of one to three title words said in the topic ("jupyter notebooks", "grid template areas"). */
export interface TitleCandidate {
  stems: string[];
  count: number;
  /**
   * Each spelling said, in the order first said, and how often (`surfaceCounts[k]` for `surfaces[k]`).
   * Arrays, not a Map: most phrases are said once, in one spelling, and a Map each was a fifth of what
   * titling a pod allocated.
   */
  surfaces: string[];
  surfaceCounts: number[];
  /** Times it was written with a capital inside a sentence: a name ("Jupyter", "GitHub Actions"). */
  named: number;
}

/** What the topic says of one content word (a stem), for the title model. */
export interface TitleWordStats {
  stem: string;
  lowered: string;
  /** Its place among the topic's words (in the order first said), to keep per-word figures in an array. */
  order: number;
  count: number;
  firstSentence: number;
  /** Times said in the topic's first sentences, where a subject is introduced. */
  early: number;
  /** Times written with a capital inside a punctuated sentence. */
  named: number;
  /** Times after a determiner ("the", "a", "this", "our"): a noun without a tagger. */
  determined: number;
  /** Times after a subject pronoun, "to" or a modal ("we refer", "to pass"): a verb. */
  verbal: number;
  /** Times after "the" or "a" with one word between ("a giant sphere"): a noun too, though not a model feature. */
  nearDetermined: number;
  /** Times after a form of "be" or "keep" ("it's happening"): for an "-ing" word, a verb. */
  progressive: number;
  /** Part of a two- or three-word run said at least twice ("remote control"). */
  inPhrase: boolean;
}

export interface TopicWords {
  start: number;
  end: number;
  words: Map<string, TitleWordStats>;
  candidates: Map<string, TitleCandidate>;
}

/** The opening sentences of a topic, where its subject is introduced. */
const earlySentences = 4;

/**
 * Per topic: every content word with the cues the title model reads, and the
 * runs of one to three title words that can become its title. Linear in the
 * words of the transcript.
 */
export function describeTopicWords(
  sentences: readonly Sentence[],
  topicStarts: readonly number[],
  excluded: Uint8Array,
): TopicWords[] {
  const topics: TopicWords[] = [];
  for (let k = 0; k < topicStarts.length; k++)
    topics.push(
      describeOneTopic(sentences, topicStarts[k]!, topicStarts[k + 1] ?? sentences.length, excluded),
    );
  return topics;
}

/**
 * One topic's words and candidates. A function of the module, not a closure made per call: V8 holds
 * a closure's optimised code weakly, so after every full collection the next pod compiled this loop
 * again (about 40 ms of compilation, on the bench's one core, in a trace of 20 five-hour pods).
 */
function describeOneTopic(
  sentences: readonly Sentence[],
  start: number,
  end: number,
  excluded: Uint8Array,
): TopicWords {
  const words = new Map<string, TitleWordStats>();
  const candidates = new Map<string, TitleCandidate>();
  let seen = 0;
  // One run of title words at a time, its records reused from run to run (`runLength` of them in use): a
  // fresh array and record per title word were a third of what this function allocated.
  const run: RunWord[] = [];
  let runLength = 0;
  for (let i = start; i < end; i++) {
    if (excluded[i] === 1) continue;
    const early = seen++ < earlySentences;
    const sentence = sentences[i]!;
    let previous: WordFacts | undefined;
    let beforePrevious: WordFacts | undefined;
    const { words: sentenceWords } = sentence;
    for (let position = 0; position < sentenceWords.length; position++) {
      const facts = wordFacts(sentenceWords[position]!);
      const title = facts.title;
      if (title) {
        const named = position > 0 && !sentence.restored && title.capitalised;
        let stats = words.get(title.stem);
        if (!stats) {
          stats = {
            stem: title.stem,
            lowered: facts.normalized,
            order: words.size,
            count: 0,
            firstSentence: i,
            early: 0,
            named: 0,
            determined: 0,
            verbal: 0,
            nearDetermined: 0,
            progressive: 0,
            inPhrase: false,
          };
          words.set(title.stem, stats);
        }
        stats.count++;
        if (early) stats.early++;
        if (named) stats.named++;
        if (previous?.determines) stats.determined++;
        if (previous?.leadsVerb) stats.verbal++;
        if (previous?.determines || (beforePrevious?.determines && previous?.title)) stats.nearDetermined++;
        if (previous?.leadsProgressive) stats.progressive++;
        const canEdge = named ? title.canEdgeNamed : title.canEdgeUnnamed;
        const canOpen = named ? title.canEdgeNamed : title.canOpenUnnamed;
        const slot = run[runLength];
        if (slot) {
          slot.word = title;
          slot.named = named;
          slot.canEdge = canEdge;
          slot.canOpen = canOpen;
        } else run.push({ word: title, named, canEdge, canOpen });
        runLength++;
      } else if (runLength > 0) {
        addRuns(candidates, run, runLength);
        runLength = 0;
      }
      if (runLength > 0 && facts.closesRun) {
        addRuns(candidates, run, runLength);
        runLength = 0;
      }
      beforePrevious = previous;
      previous = facts;
    }
    if (runLength > 0) addRuns(candidates, run, runLength);
    runLength = 0;
  }
  for (const candidate of candidates.values())
    if (candidate.stems.length > 1 && candidate.count >= 2)
      for (const stem of candidate.stems) words.get(stem)!.inPhrase = true;
  return { start, end, words, candidates };
}

/** A title word as said in one place. */
interface RunWord {
  word: TitleWordFacts;
  /** Written with a capital inside a punctuated sentence. */
  named: boolean;
  /** May open or close a title: a noun or a name (isTitleWord). */
  canEdge: boolean;
  /** May open a title of several words: canEdge, or an adjective naming a kind ("Open source"). */
  canOpen: boolean;
}

// Sizes in the outer loop: candidates enter the map one-word runs first, which is the order ties keep.
function addRuns(candidates: Map<string, TitleCandidate>, run: readonly RunWord[], length: number): void {
  for (let size = 1; size <= 4; size++) {
    for (let from = 0; from + size <= length; from++) {
      const head = run[from]!;
      const tail = run[from + size - 1]!;
      if (!(size === 1 ? head.canEdge : head.canOpen) || !tail.canEdge || (size === 1 && head.word.weak))
        continue;
      if (size === 4 && !wholeName(run, from, length)) continue;
      if (size > 1 && stutters(run, from, size)) continue;
      let key = head.word.stem;
      let allNamed = head.named;
      for (let k = from + 1; k < from + size; k++) {
        key += ` ${run[k]!.word.stem}`;
        allNamed &&= run[k]!.named;
      }
      const candidate = candidates.get(key);
      if (!candidate) {
        // Most phrases are said once, so a candidate is built about as often as one is counted.
        // Its arrays are built at their length: an empty array's first push reserves 16 places,
        // and the candidates live until every topic is titled.
        candidates.set(key, {
          stems: stemsOf(run, from, size),
          count: 1,
          surfaces: [spellRun(run, from, size)],
          surfaceCounts: [1],
          named: allNamed ? 1 : 0,
        });
        continue;
      }
      candidate.count++;
      if (allNamed) candidate.named++;
      const known = spellingIndex(candidate.surfaces, run, from, size);
      if (known >= 0) candidate.surfaceCounts[known]!++;
      else {
        candidate.surfaces.push(spellRun(run, from, size));
        candidate.surfaceCounts.push(1);
      }
    }
  }
}

/**
 * Four title words in a row are a candidate only as a whole name written with capitals ("Stack Overflow
 * Developer Survey", "Foreign Sovereign Immunities Act"): every word named, and no named word just before or
 * after, which would make it a piece of a longer heading said aloud ("Python Project Local Virtual").
 */
function wholeName(run: readonly RunWord[], from: number, length: number): boolean {
  for (let k = from; k < from + 4; k++) if (!run[k]!.named) return false;
  return !run[from - 1]?.named && (from + 4 >= length || !run[from + 4]!.named);
}

/**
 * Where the run's spelling (its words' surfaces joined by spaces) is among `surfaces`, or -1.
 * Read word by word in place: most runs repeat a spelling already held, and joining the words
 * first built a string for each run only to compare it.
 */
function spellingIndex(
  surfaces: readonly string[],
  run: readonly RunWord[],
  from: number,
  size: number,
): number {
  let length = size - 1;
  for (let k = from; k < from + size; k++) length += run[k]!.word.surface.length;
  for (let s = 0; s < surfaces.length; s++) {
    const spelling = surfaces[s]!;
    if (spelling.length !== length) continue;
    let at = 0;
    let same = true;
    for (let k = from; k < from + size && same; k++) {
      const surface = run[k]!.word.surface;
      same = (k === from || spelling.charCodeAt(at++) === 0x20) && spelling.startsWith(surface, at);
      at += surface.length;
    }
    if (same) return s;
  }
  return -1;
}

function stemsOf(run: readonly RunWord[], from: number, size: number): string[] {
  const first = run[from]!.word.stem;
  if (size === 1) return [first];
  if (size === 2) return [first, run[from + 1]!.word.stem];
  const stems = [first, run[from + 1]!.word.stem, run[from + 2]!.word.stem];
  for (let k = from + 3; k < from + size; k++) stems.push(run[k]!.word.stem);
  return stems;
}

function spellRun(run: readonly RunWord[], from: number, size: number): string {
  let spelling = run[from]!.word.surface;
  for (let k = from + 1; k < from + size; k++) spelling += ` ${run[k]!.word.surface}`;
  return spelling;
}

/**
 * A phrase that says a word twice ("task task data", "Mars helicopter Mars") or
 * breaks off a word to restart it ("con control", "net network") is a stutter,
 * not a name.
 */
function stutters(run: readonly RunWord[], from: number, size: number): boolean {
  for (let a = from; a < from + size; a++)
    for (let b = a + 1; b < from + size; b++) {
      const first = run[a]!.word;
      const second = run[b]!.word;
      if (first.stem === second.stem) return true;
      if (b === a + 1 && second.lowered.startsWith(first.lowered)) return true;
    }
  return false;
}

export const titleFeatureNames = [
  'log count',
  'share of the episode',
  'share of topics',
  'idf',
  'first said',
  'log early',
  'named',
  'after determiner',
  'after pronoun',
  'verb or adjective',
  'noun suffix',
  'in a phrase',
  'weak word',
  'length',
  'after determiner, episode',
  'after pronoun, episode',
] as const;

/** Episode-wide counts the features compare a topic with. */
export interface EpisodeWords {
  /** Per stem said in a topic, one record: the features read all of it at once. */
  words: Map<string, EpisodeWordStats>;
  topicCount: number;
  maxIdf: number;
}

/** What the whole episode says of one content word (a stem). */
export interface EpisodeWordStats {
  count: number;
  /** Times after a determiner, and after a pronoun or modal, over the whole episode. */
  determined: number;
  verbal: number;
  nearDetermined: number;
  progressive: number;
  topicsSaying: number;
  /** The term index's idf; undefined for a stem it does not hold. */
  idf: number | undefined;
}

export function describeEpisodeWords(topics: readonly TopicWords[], terms: TermIndex): EpisodeWords {
  const words = new Map<string, EpisodeWordStats>();
  for (const topic of topics)
    // Values, not entries: an entry is a [key, value] array each, and stats.stem is the key.
    for (const stats of topic.words.values()) {
      const { stem } = stats;
      const episodeWord = words.get(stem);
      if (episodeWord) {
        episodeWord.count += stats.count;
        episodeWord.determined += stats.determined;
        episodeWord.verbal += stats.verbal;
        episodeWord.nearDetermined += stats.nearDetermined;
        episodeWord.progressive += stats.progressive;
        episodeWord.topicsSaying++;
      } else {
        const { count, determined, verbal, nearDetermined, progressive } = stats;
        words.set(stem, {
          count,
          determined,
          verbal,
          nearDetermined,
          progressive,
          topicsSaying: 1,
          idf: undefined,
        });
      }
    }
  let maxIdf = 1;
  terms.stems.forEach((stem, id) => {
    const episodeWord = words.get(stem);
    if (episodeWord) episodeWord.idf = terms.idf[id]!;
    maxIdf = Math.max(maxIdf, terms.idf[id]!);
  });
  return { words, topicCount: topics.length, maxIdf };
}

/**
 * The features of one word in one topic, in the order of titleFeatureNames; written into `into` when given
 * (titling reads them once per word and topic, and an array each was a tenth of what titling allocated).
 */
export function titleWordFeatures(
  stats: TitleWordStats,
  topic: TopicWords,
  episode: EpisodeWords,
  into?: number[],
): number[] {
  const span = Math.max(1, topic.end - topic.start);
  const { count } = stats;
  const lowered = stats.lowered;
  const episodeWord = episode.words.get(stats.stem);
  const episodeCount = episodeWord?.count ?? count;
  const features = into ?? [];
  features[0] = Math.log(1 + count);
  features[1] = count / episodeCount;
  features[2] =
    episode.topicCount > 1 ? ((episodeWord?.topicsSaying ?? 1) - 1) / (episode.topicCount - 1) : 0;
  features[3] = (episodeWord?.idf ?? episode.maxIdf) / episode.maxIdf;
  features[4] = (stats.firstSentence - topic.start) / span;
  features[5] = Math.log(1 + stats.early);
  features[6] = stats.named / count;
  features[7] = stats.determined / count;
  features[8] = stats.verbal / count;
  features[9] = verbOrAdjective(lowered) ? 1 : 0;
  features[10] = looksLikeNoun(lowered) ? 1 : 0;
  features[11] = stats.inPhrase ? 1 : 0;
  features[12] = weakTitleWords.has(lowered) ? 1 : 0;
  features[13] = Math.min(12, lowered.length) / 12;
  features[14] = (episodeWord?.determined ?? 0) / episodeCount;
  features[15] = (episodeWord?.verbal ?? 0) / episodeCount;
  return features;
}

const agedWords = new Set(['new', 'old']);

/**
 * A lone possessive of a common noun ("People's", "Article's") names what follows it, not a subject. A name's
 * possessive is often the name itself ("McDonald's"), written with a capital.
 */
function commonPossessive(surface: string): boolean {
  return /['’]s$/.test(surface) && !/^\p{Lu}/u.test(surface);
}

/**
 * A title reads as the name of a subject when it ends on a noun: a word said
 * after "the" or "a" in the episode at least as often as after "we" or "to"; a
 * phrase of several words must also end on a word said after "the" or "a" at
 * least once (or ending like a noun: "-tion", "-ment"), and not on "-ing" or a
 * common verb or adjective ("company rolling", "Rasa depends", "review
 * flashcards every"). Names pass.
 */
export function endsOnNoun(candidate: TitleCandidate, episode: EpisodeWords): boolean {
  if (candidate.named > 0) return true;
  const tail = candidate.stems[candidate.stems.length - 1]!;
  const surface = candidate.surfaces[0]!;
  const last = surface.split(' ').pop()!.toLowerCase();
  // "new" and "old" open a title ("New parameter") but do not end one ("Sign new"), nor does a possessive
  // ("Seniors minister's").
  if (
    candidate.stems.length > 1 &&
    (/ing$/.test(last) ||
      verbOrAdjective(last) ||
      agedWords.has(last) ||
      namesNoSubject(last) ||
      /['’]s$/.test(last))
  )
    return false;
  const episodeWord = episode.words.get(tail);
  const determined = episodeWord?.determined ?? 0;
  const verbal = episodeWord?.verbal ?? 0;
  if (candidate.stems.length === 1) {
    if (commonPossessive(surface)) return false;
    // A word ending in "-er" is an agent noun when it is ever "the" or "a" something ("the compiler"); never so,
    // it is a comparative or a verb ("Sooner", "Fewer", "Discover").
    if (determined === 0 && last.endsWith('er')) return false;
    // An "-ing" word said more often after "is" or "we're" than after "the" or "a" (one word between allowed:
    // "the early morning") is a verb ("Happening", "Taking", "Leaving"); one said as a subject stays
    // ("Interleaving", "Profiling").
    if (last.endsWith('ing') && (episodeWord?.progressive ?? 0) > (episodeWord?.nearDetermined ?? 0))
      return false;
    // Otherwise a single word needs only not to be said more as a verb ("Interleaving" is never "the interleaving").
    return determined >= verbal;
  }
  return determined >= verbal && (determined > 0 || looksLikeNoun(last));
}

/**
 * A phrase of several words that holds a verb before its last word is a clause, not a name: a past form
 * ("Ramirez created FastAPI", "Type checked decorator") or an opening third-person "-s" ("Extends pytest
 * functionality", "Detects leaked async"; inside, a plural noun is likelier: "Python developers survey") of a word said more after "we" or "to" than after "the" or "a" in the episode. A
 * bare form is left alone: it is as often a noun in a compound ("Health support services", "Unit test code").
 * Names pass ("Windows Terminal", "JetBrains remote development").
 */
export function holdsVerb(candidate: TitleCandidate, episode: EpisodeWords): boolean {
  if (candidate.stems.length === 1 || candidate.named > 0) return false;
  const words = candidate.surfaces[0]!.split(' ');
  for (let k = 0; k < candidate.stems.length - 1; k++) {
    // A capital inside is a name's ("JetBrains remote development"), never a verb's.
    if (/^.+\p{Lu}/u.test(words[k]!)) continue;
    const word = words[k]!.toLowerCase();
    if (word === 'plus') return true;
    if (!/ed$/.test(word) && !(k === 0 && /[^su'’]s$/.test(word))) continue;
    const said = episode.words.get(candidate.stems[k]!);
    if (said && said.verbal > said.determined) return true;
  }
  return false;
}

/**
 * A phrase opening on an adjective ("Open source software", "Rechargeable batteries") names a kind of thing
 * when the topic says the adjective with its noun again ("open source" twice); said once, it describes
 * ("Beautiful view"). `candidates` are the topic's phrases, counted.
 */
export function describesOnce(
  candidate: TitleCandidate,
  candidates: ReadonlyMap<string, TitleCandidate>,
): boolean {
  if (candidate.stems.length === 1 || candidate.named > 0) return false;
  const surface = candidate.surfaces[0]!;
  if (isTitleWord(surface.slice(0, surface.indexOf(' ')).toLowerCase(), false)) return false;
  return (candidates.get(`${candidate.stems[0]} ${candidate.stems[1]}`)?.count ?? 0) < 2;
}

/** Logistic regression over standardised features: the chance a word is in a person's title for the topic. */
export interface TitleModel {
  features: readonly string[];
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** The title length the phrase choice expects a person to write, in content words. */
  referenceLength: number;
  /** A phrase of several words must be said at least this often. */
  phraseCount: number;
}

export function titleWordChance(model: TitleModel, features: readonly number[]): number {
  let z = model.bias;
  for (let f = 0; f < features.length; f++)
    z += model.weights[f]! * ((features[f]! - model.mean[f]!) / model.scale[f]!);
  return 1 / (1 + Math.exp(-z));
}
