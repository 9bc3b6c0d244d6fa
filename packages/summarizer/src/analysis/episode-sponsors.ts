/**
 * The sponsors an episode names, gathered before any read is found: every hand-off's name
 * (or 'self' when the show hands the word to itself), and in the auto-captions of a video
 * shorter than a long talk the brands whose address a call to action gives. A read that does
 * not say its sponsor's name outright is named from these.
 */
import type { Sentence } from '../sentences/sentence';
import { stopWords } from '../text/stop-words';
import { classifySponsor } from './classify-sponsor';
import { extractSponsorName } from './extract-sponsor-name';
import { isLongTalk } from './long-talk';
import type { SentenceCues } from './promotion-sentence-cues';
import { addressIn, capitalizeFirstCharacter, domainOf } from './sponsor-address';
import { namePattern } from './sponsor-name-pattern';

/** A hand-off's sponsor by its sentence: a name, 'self' for the show itself, undefined when unheard. */
export type Announcements = ReadonlyMap<number, string | 'self' | undefined>;

/**
 * A class, not an object of closures made per episode: V8 holds a closure's optimised code weakly and
 * ties the code it inlines them into to the closure it saw, so findRuleReads, which asks `mentions` of
 * every sentence, was deoptimised and compiled again pod after pod.
 */
export class EpisodeSponsors {
  private readonly namePatterns: ReadonlyArray<{ name: string; pattern: RegExp }>;

  constructor(
    readonly announced: Announcements,
    /** The sponsors' names, each once: the hand-offs' names, then (in auto-captions) addressed brands. */
    readonly knownNames: readonly string[],
    private readonly cues: readonly SentenceCues[],
  ) {
    this.namePatterns = knownNames.map((name) => ({ name, pattern: namePattern(name) }));
  }

  /** The first known name sentence `i` says. */
  mentions(i: number): string | undefined {
    const { lowered } = this.cues[i]!;
    for (const { name, pattern } of this.namePatterns) if (pattern.test(lowered)) return name;
    return undefined;
  }

  /** Whether a word of the name (4 letters or more) comes back within the 9 sentences after `at`. */
  saidAgain(name: string, at: number): boolean {
    const { cues } = this;
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 4 && !stopWords.has(word));
    for (let j = at + 1; j < Math.min(cues.length, at + 10); j++) {
      if (words.some((word) => cues[j]!.lowered.includes(word))) return true;
    }
    return false;
  }
}

/** Every sponsor the episode hands the word to or (in a short video's auto-captions) sends people to the address of. */
export function findEpisodeSponsors(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  autoCaptions: boolean,
): EpisodeSponsors {
  const announced = new Map<number, string | 'self' | undefined>();
  for (let i = 0; i < sentences.length; i++) {
    if (cues[i]!.handoff)
      announced.set(i, classifySponsor(extractSponsorName(sentences, i), cues, !sentences[i]!.restored));
  }
  const knownNames = [
    ...new Set([...announced.values()].filter((name): name is string => !!name && name !== 'self')),
  ];
  // Auto-captions mishear hand-offs; "go to freshbooks.com", with freshbooks said around it, names a
  // sponsor too, in a video. A long talk gives addresses all through (the show's own site, the
  // home page of the language it discusses).
  if (autoCaptions && !isLongTalk(sentences))
    for (const brand of addressedBrands(cues))
      if (!knownNames.some((known) => namePattern(known).test(brand.toLowerCase()))) knownNames.push(brand);
  return new EpisodeSponsors(announced, knownNames, cues);
}

/**
 * Brands whose address a call to action gives and that the sentences around it say
 * again: "freshbooks is offering a free trial, just go to freshbooks.com".
 */
function addressedBrands(cues: readonly SentenceCues[]): string[] {
  const brands = new Set<string>();
  cues.forEach((cue, i) => {
    if (!cue.cta) return;
    const brand = domainOf(addressIn(cue.lowered, undefined), 4);
    if (!brand || stopWords.has(brand)) return;
    const said = new RegExp(`\\b${brand}`);
    for (let j = Math.max(0, i - 8); j <= Math.min(cues.length - 1, i + 8); j++)
      if (j !== i && said.test(cues[j]!.lowered)) {
        brands.add(capitalizeFirstCharacter(brand));
        return;
      }
  });
  return [...brands];
}

/**
 * The sponsor named by the last hand-off at or before `index`; when none comes before it, the
 * first the episode names after it.
 */
export function lastAnnouncedBefore(announced: Announcements, index: number): string | undefined {
  let found: string | undefined;
  for (const [at, name] of announced) if (at <= index && name && name !== 'self') found = name;
  if (found) return found;
  for (const name of announced.values()) if (name && name !== 'self') return name;
  return undefined;
}

/** The longest known name that contains this one ("Microsoft" -> "Microsoft for Startups Founders Hub"). */
export function canonicalName(name: string, knownNames: readonly string[]): string {
  const squeeze = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const key = squeeze(name);
  const containing = knownNames.filter((known) => squeeze(known).includes(key) && key.length >= 3);
  return containing.sort((a, b) => b.length - a.length)[0] ?? name;
}
