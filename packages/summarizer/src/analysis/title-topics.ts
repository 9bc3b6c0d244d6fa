import type { Sentence } from '../sentences/sentence';
import { spellAcronym } from '../text/spell-acronym';
import { announceTopics, itemLabel } from './title-announcements';
import { readCast } from './read-cast';
import {
  describeEpisodeWords,
  describeTopicWords,
  describesOnce,
  endsOnNoun,
  holdsVerb,
  titleWordChance,
  titleWordFeatures,
  type EpisodeWords,
  type TitleCandidate,
  type TitleModel,
  type TopicWords,
} from './title-features';
import titleModelJson from './title-model.json';
import { announcedOption, announcedSubjects } from './title-subject';
import type { TermIndex } from './term-index';

const committedModel = titleModelJson as TitleModel;

/**
 * A short title per topic: the phrase a person would most likely title it with.
 * A small learned model (title-features.ts, weights from eval/train-title-model.ts)
 * gives each content word of the topic the chance that a person's title for it
 * holds that word, from how often and how early the topic says it, how much of
 * its use falls in this topic, whether it is said like a noun ("the X") or a verb
 * ("we X"), written as a name, part of a recurring phrase. Candidates are runs of
 * one to three title words as said ("jupyter notebooks", "grid template areas");
 * the one with the best expected word F1 against a title of the usual length
 * wins, so a second word is added only when it is likely right too. A topic
 * between the first and the last with nothing to name it by is undefined.
 */
export function titleTopics(
  sentences: readonly Sentence[],
  terms: TermIndex,
  topicStarts: readonly number[],
  excluded: Uint8Array,
  model: TitleModel = committedModel,
): Array<string | undefined> {
  // The show and the people on it, as they introduce themselves, title no part of it ("Lab Notebook", "Ada"),
  // and the sentences introducing them say nothing of a subject.
  const cast = readCast(sentences);
  let read = excluded;
  if (cast.sentences.length > 0) {
    read = excluded.slice();
    for (const index of cast.sentences) read[index] = 1;
  }
  const topics = describeTopicWords(sentences, topicStarts, read);
  const episode = describeEpisodeWords(topics, terms);

  const features: number[] = [];
  const ranked: TitleOption[][] = [];
  for (const topic of topics) ranked.push(rankOptions(topic, episode, model, features));

  // A wrap-up or a numbered item the speaker announces is titled with the words said ("Recap", "Step two: ...").
  const announcements = announceTopics(sentences, topicStarts, excluded);
  // The subject a topic opens by naming ("So, caffeine.", "Let's talk about sleep pressure").
  const subjects = announcedSubjects(sentences, topicStarts, read);

  // Two topics never share a title, nor one title's words ("Films" after "Pixar films").
  const usedStems = new Set<string>();
  const usedClosings = new Set<string>();
  const titles = ranked.map((options, k) => {
    const announcement = announcements[k];
    if (announcement?.kind === 'closing' && !usedClosings.has(announcement.title)) {
      usedClosings.add(announcement.title);
      return announcement.title;
    }
    const item = announcement?.kind === 'item' ? announcement : undefined;
    // endsOnNoun is asked of the best few only, not of every phrase said (filtering after a stable sort
    // picks the same phrase as filtering before it).
    const pick = firstNameablePhrase(
      options,
      usedStems,
      cast.stems,
      item?.nounStem,
      episode,
      topics[k]!.candidates,
    );
    // The item as the speaker says it ("Step two: look back at last week"), unless the topic's best phrase is
    // what that clause ends on, its object ("Step three, I open my calendar": "Step three: calendar"); a word
    // from inside the clause names nothing alone ("Step two: back").
    const said = item?.said;
    if (item && said && pick?.candidate.stems[pick.candidate.stems.length - 1] !== said.lastStem) {
      for (const stem of said.stems) usedStems.add(stem);
      return `${itemLabel(item)}: ${said.text}`;
    }
    if (item) {
      if (!pick) return itemLabel(item);
      for (const stem of pick.candidate.stems) usedStems.add(stem);
      return `${itemLabel(item)}: ${spelling(pick.candidate)}`;
    }
    const announced = announcedOption(options, subjects[k], topics[k]!.words, pick);
    if (
      announced &&
      !allUsed(announced.candidate.stems, usedStems, cast.stems) &&
      endsOnNoun(announced.candidate, episode)
    ) {
      for (const stem of announced.candidate.stems) usedStems.add(stem);
      return formatTitle(announced.candidate);
    }
    // Nothing to name: the opening is the intro, the end the sign-off. Between them it is chatter or a
    // pause ("Yeah." over 80 s of a game, "Oh yeah. Nice."): undefined, for the caller to fold it into
    // the topic before.
    if (!pick) return k === 0 ? 'Intro' : k === ranked.length - 1 ? 'Outro' : undefined;
    for (const stem of pick.candidate.stems) usedStems.add(stem);
    return formatTitle(pick.candidate);
  });
  // A short opening before the first subject (under 45 s of its own talk, promotions left out, with at
  // least two subjects after it) is the intro, which is what creators call it too: a greeting, a sponsor's
  // mention and the show's notices ("we record live on Tuesdays") name nothing the episode is about.
  if (
    topicStarts.length >= 3 &&
    ownTalkBefore(sentences, topicStarts[1]!, excluded) < 45 &&
    !announcements[0]
  )
    titles[0] = 'Intro';
  // Spelt as said: a lecture that calls its opening an introduction gets "Introduction".
  if (titles[0] === 'Intro' && saysWord(sentences, 0, topicStarts[1] ?? sentences.length, 'introduction'))
    titles[0] = 'Introduction';
  return titles;
}

/** Seconds from the start to sentence `end`, less the time of the excluded sentences (promotions) before it. */
function ownTalkBefore(sentences: readonly Sentence[], end: number, excluded: Uint8Array): number {
  let seconds = sentences[end]!.startSeconds;
  for (let i = 0; i < end; i++)
    if (excluded[i] === 1) seconds -= sentences[i]!.endSeconds - sentences[i]!.startSeconds;
  return seconds;
}

/** A phrase a topic may be titled with, and how likely a person's title is to hold its words. */
interface TitleOption {
  candidate: TitleCandidate;
  score: number;
}

/**
 * The first of a topic's ranked options that can title it: not made of words other titles or the
 * cast have taken, not the announced item's own noun, ending on a noun and holding no verb. A
 * module function with a loop, not a callback of `find`: titleTopics runs once a pod, so the
 * callback was a new closure each pod, whose optimised code (endsOnNoun and holdsVerb inlined)
 * V8 drops at every full collection; compiling it again took about 100 ms of the next pod.
 */
function firstNameablePhrase(
  options: readonly TitleOption[],
  usedStems: ReadonlySet<string>,
  castStems: ReadonlySet<string>,
  itemNounStem: string | undefined,
  episode: EpisodeWords,
  candidates: ReadonlyMap<string, TitleCandidate>,
): TitleOption | undefined {
  for (const option of options) {
    const { candidate } = option;
    if (allUsed(candidate.stems, usedStems, castStems)) continue;
    if (itemNounStem !== undefined && candidate.stems.includes(itemNounStem)) continue;
    if (
      endsOnNoun(candidate, episode) &&
      !holdsVerb(candidate, episode) &&
      !describesOnce(candidate, candidates)
    )
      return option;
  }
  return undefined;
}

/** Whether every stem is taken, by another title or by the cast. */
function allUsed(
  stems: readonly string[],
  usedStems: ReadonlySet<string>,
  castStems: ReadonlySet<string>,
): boolean {
  for (const stem of stems) if (!usedStems.has(stem) && !castStems.has(stem)) return false;
  return true;
}

/*
 * rankOptions, chanceOf and byScoreThenCount are functions of the module, not closures made per call: V8
 * holds a closure's optimised code weakly, so after every full collection the next pod compiled them again.
 */

/** The topic's candidates that may title it, best first. */
function rankOptions(
  topic: TopicWords,
  episode: EpisodeWords,
  model: TitleModel,
  features: number[],
): TitleOption[] {
  // Worked out for the words some candidate holds, when first asked (NaN: not yet), by the word's order in
  // the topic: a quarter of the words are in none (verbs and adjectives said between them).
  const chance = new Float64Array(topic.words.size).fill(NaN);
  const options: TitleOption[] = [];
  for (const candidate of topic.candidates.values()) {
    if (candidate.stems.length > 1 && candidate.count < model.phraseCount) continue;
    let expected = 0;
    for (const stem of candidate.stems) expected += chanceOf(stem, chance, topic, episode, model, features);
    // Expected word F1 against a title of referenceLength content words.
    const score = (2 * expected) / (candidate.stems.length + model.referenceLength);
    options.push({ candidate, score });
  }
  return options.sort(byScoreThenCount);
}

/** The chance that a title of the topic holds the word, worked out once per word (`chance`, by its order). */
function chanceOf(
  stem: string,
  chance: Float64Array,
  topic: TopicWords,
  episode: EpisodeWords,
  model: TitleModel,
  features: number[],
): number {
  const stats = topic.words.get(stem)!;
  let known = chance[stats.order]!;
  if (Number.isNaN(known)) {
    known = titleWordChance(model, titleWordFeatures(stats, topic, episode, features));
    chance[stats.order] = known;
  }
  return known;
}

function byScoreThenCount(a: TitleOption, b: TitleOption): number {
  return b.score - a.score || b.candidate.count - a.candidate.count;
}

function saysWord(sentences: readonly Sentence[], from: number, to: number, normalized: string): boolean {
  for (let i = from; i < to; i++)
    if (sentences[i]!.words.some((word) => word.normalized === normalized)) return true;
  return false;
}

/**
 * The most frequent spelling, with a capital first letter, unless its first word is a name written with a small
 * first letter and a capital inside ("iPad", "macOS", "pH"), which a capital would misspell ("IPad"). Acronyms
 * heard in small letters are written as acronyms ("usb ports" is "USB ports").
 */
export function formatTitle(candidate: TitleCandidate): string {
  const best = spelling(candidate).split(' ').map(spellAcronym).join(' ');
  if (/^\p{Ll}[^\s]*\p{Lu}/u.test(best)) return best;
  return best.charAt(0).toUpperCase() + best.slice(1);
}

/** The most frequent spelling of a phrase, preferring one with capitals inside ("GitHub Actions"), as a name is written. */
function spelling(candidate: TitleCandidate): string {
  let best = '';
  let bestCount = -1;
  for (let k = 0; k < candidate.surfaces.length; k++) {
    const surface = candidate.surfaces[k]!;
    const score = candidate.surfaceCounts[k]! + (/\p{Lu}/u.test(surface.slice(1)) ? 0.5 : 0);
    if (score > bestCount) {
      best = surface;
      bestCount = score;
    }
  }
  return best;
}
