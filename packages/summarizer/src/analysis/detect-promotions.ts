import type { Sentence } from '../sentences/sentence';
import { addModelReads } from './add-model-reads';
import { findEpisodeSponsors } from './episode-sponsors';
import { findRuleReads } from './find-rule-reads';
import type { DetectedPromotion } from './make-promotion';
import { mergeAdjacent } from './merge-adjacent-reads';
import { readSentenceCues } from './promotion-sentence-cues';
import { ownSiteAsSelfPromotion } from './show-own-site';
import { trimReadTail } from './trim-read-tail';

export type { DetectedPromotion } from './make-promotion';

/**
 * Finds sponsor reads and self-promotion. A read opens on a hand-off ("this
 * episode is brought to you by X"), a self-promotion cue (Patreon, "our
 * courses"), or a call to action that names a sponsor already introduced
 * (find-rule-reads.ts). A sponsor read runs on while sentences keep pitching
 * (the sponsor's name, a URL or code, offer words) no more than a minute apart;
 * a self-promotion stops at two sentences that plug nothing; both stop at a
 * return phrase or after 200 seconds (extend-read.ts). The learned model then
 * widens the reads and adds those the rules missed (add-model-reads.ts); reads
 * that are one are joined, and each ends soon after its last call to action and
 * before the video turns back to itself, the creator's own plugs in what is cut
 * off following it as a self-promotion (trim-read-tail.ts).
 */
export function detectPromotions(sentences: readonly Sentence[]): DetectedPromotion[] {
  const cues = sentences.map(readSentenceCues);
  // Mostly restored sentences: raw auto-captions, without punctuation or capitals.
  const autoCaptions = sentences.filter((sentence) => sentence.restored).length > sentences.length / 2;
  const sponsors = findEpisodeSponsors(sentences, cues, autoCaptions);
  const promotions = findRuleReads(sentences, cues, sponsors);
  addModelReads(promotions, sentences, cues, sponsors.knownNames, autoCaptions);
  promotions.sort((a, b) => a.firstSentence - b.firstSentence);
  return ownSiteAsSelfPromotion(mergeAdjacent(promotions, sentences, cues), sentences, cues).flatMap(
    (promotion) => trimReadTail(promotion, sentences, cues),
  );
}
