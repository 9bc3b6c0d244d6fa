/**
 * Names the sponsor of a read only the model found. No rule heard its hand-off, so the name
 * comes from what the read says: a hand-off's name after all, a sponsor the episode named
 * elsewhere, a capitalised name it stresses, or in lower-case captions its address or the
 * brand word it repeats.
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
  // ("brilliant.org/numberphile"), or the brand it repeats.
  if (autoCaptions)
    name ??=
      brandOfAddress(readOffer(cues, read.first, read.last, undefined).url) ??
      findBrandWord(sentences, cues, read.first, read.last);
  return name;
}

/** Words of a pitch that are never a brand, though a read repeats them. */
const notBrandWords = new Set(
  `video videos channel today really thing things people going because actually product products get
  also just like know want make first link description code percent free trial month months year years week
  time sign every check also your their there they them this that with from have will would could`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * In lower-case captions the sponsor is the word the read repeats that the rest
 * of the video hardly says ("squarespace", "skillshare", "nordvpn").
 */
function findBrandWord(
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
  return best ? capitalizeFirstCharacter(best) : undefined;
}
