/**
 * Names the sponsor of a read only the model found. No rule heard its hand-off, so the name
 * comes from what the read says: a hand-off's name after all, a sponsor the episode named
 * elsewhere, a capitalised name it stresses, or in lower-case captions its address or the
 * word it repeats, when it tells the viewer to try that word.
 */
import type { Sentence } from '../sentences/sentence';
import { stopWords } from '../text/stop-words';
import { extractSponsorName, findSalientName } from './extract-sponsor-name';
import type { ModelRead } from './find-model-reads';
import { pitchWords } from './promotion-cues';
import type { SentenceCues } from './promotion-sentence-cues';
import { readOffer } from './read-offer';
import { brandOfAddress, capitalizeFirstCharacter } from './sponsor-address';
import { namePattern } from './sponsor-name-pattern';

/** The sponsor a model-only read names, or undefined when it names none. */
export function nameModelRead(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  read: Pick<ModelRead, 'first' | 'last'>,
  knownNames: readonly string[],
  autoCaptions: boolean,
): string | undefined {
  let name: string | undefined;
  for (let i = read.first; i <= read.last && !name; i++) {
    if (!cues[i]!.handoff) continue;
    const found = extractSponsorName(sentences, i);
    if (found && found !== 'self') name = found;
  }
  // A sponsor the episode announced elsewhere, said again here.
  for (let i = read.first; i <= read.last && !name; i++)
    name = knownNames.find((known) => namePattern(known).test(cues[i]!.lowered));
  name ??= findSalientName(sentences, read.first, read.last, knownNames);
  // In lower-case captions the address the read sends people to names the sponsor
  // ("brilliant.org/numberphile"), or the word it repeats when it says to try that word
  // ("check out glasswire"). A repeated word alone is more often the video's subject: read by
  // hand on the development captions, about 7 of 56 such names on tune and at most 1 of 30 on
  // check were the sponsor's, against 4 of the 5 with the call to action ("Death", "Instead",
  // "Cooking" against "Glasswire"; README, "The sponsor model", session 19).
  if (autoCaptions && !name) {
    name = brandOfAddress(siteOrPathOf(readOffer(cues, read.first, read.last, undefined).url, cues, read));
    const word = name ? undefined : findRepeatedWord(sentences, cues, read.first, read.last);
    if (word && toldToTry(word, cues, read.first, read.last)) name = capitalizeFirstCharacter(word);
  }
  return name;
}

/**
 * The address, or its path as an address when the path names the sponsor: a podcast sends
 * listeners to a sponsor's page on its own site ("theshow.fm/linode"), where the read says
 * the path's word more often than the site's ("if it runs on linux it runs on linode"). A
 * video's address keeps its site ("squarespace.com/ltt": the read says "squarespace").
 */
function siteOrPathOf(
  url: string | undefined,
  cues: readonly SentenceCues[],
  { first, last }: Pick<ModelRead, 'first' | 'last'>,
): string | undefined {
  const [site, path] = url?.replace(/^www\./, '').split('/') ?? [];
  const siteWord = site?.split('.')[0];
  // A site or path of a few letters is a misheard word ("in.com/internet"), not a name.
  if (!siteWord || siteWord.length < 4 || !path || !/^[a-z][a-z0-9]{3,}$/.test(path)) return url;
  const saidCount = (word: string): number => {
    const pattern = new RegExp(`\\b${word}\\b`, 'g');
    let count = 0;
    for (let i = first; i <= last; i++) count += cues[i]!.lowered.match(pattern)?.length ?? 0;
    return count;
  };
  return saidCount(path) > saidCount(siteWord) ? `${path}.com` : url;
}

/** Words of a pitch that are never a brand, though a read repeats them. */
const notBrandWords = new Set(
  `video videos channel today really thing things people going because actually product products get
  also just like know want make first link description code percent free trial month months year years week
  time sign every check also your their there they them this that with from have will would could`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether the read tells the viewer to go for the word ("check out glasswire", "try skillshare"). */
function toldToTry(word: string, cues: readonly SentenceCues[], first: number, last: number): boolean {
  const pattern = new RegExp(`\\b(?:check out|try|go to|visit|download|get|use|using)(?: the)? ${word}\\b`);
  for (let i = first; i <= last; i++) if (pattern.test(cues[i]!.lowered)) return true;
  return false;
}

/**
 * The word a read repeats that the rest of the video hardly says, in lower case: in
 * lower-case captions the sponsor's ("squarespace", "skillshare", "nordvpn") when the read is
 * an ad, the subject's ("cooking", "tree") when it is the video's intro.
 */
export function findRepeatedWord(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
): string | undefined {
  const inside = new Map<string, number>();
  for (let i = first; i <= last; i++)
    for (const word of sentences[i]!.words) {
      const normalized = word.normalized.replace(/(?:\.(?:com|net|org|io|co)|'s)$/, '');
      if (
        normalized.length < 4 ||
        stopWords.has(normalized) ||
        notBrandWords.has(normalized) ||
        pitchWords.has(normalized)
      )
        continue;
      if (!/^[a-z][a-z0-9]+$/.test(normalized)) continue;
      inside.set(normalized, (inside.get(normalized) ?? 0) + 1);
    }
  let best: string | undefined;
  let bestScore = 1;
  for (const [word, count] of inside) {
    if (count < 2) continue;
    let outside = 0;
    for (let i = 0; i < cues.length; i++)
      if ((i < first || i > last) && cues[i]!.lowered.includes(word)) outside++;
    const score = count / (1 + outside);
    if (score > bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best;
}
