import { loweredText } from '../analysis/promotion-sentence-cues';
import type { Sentence } from '../sentences/sentence';

/**
 * How a creator signs off to the audience: thanks for watching or listening (however warmly: "thank
 * you all so much for watching"), see you next time, that's it for today, and the thanks to patrons
 * that open a credits roll. Thanks to a guest ("thanks for having me", "thanks for coming on") are
 * not here: an interview often ends on them and goes on to its last point. Run on the lower-cased
 * sentence.
 */
const signOff = new RegExp(
  [
    String.raw`\bthanks?(?: you)?(?: (?:all|guys|everyone|everybody|folks|so much|very much|again|once again))* for (?:watching|listening|tuning in|joining (?:us|me))\b`,
    String.raw`\b(?:see|catch) you (?:all |guys |everyone |folks )?(?:again )?(?:next time|next week|in the next (?:one|video|episode)|on the next (?:one|video|episode))\b`,
    String.raw`\b(?:until|till) next time\b`,
    String.raw`\bthat's (?:it|all) for (?:today|now|this (?:video|episode|week)|the (?:show|episode|video))\b`,
    String.raw`\b(?:thanks?(?: you)?|shout ?outs?|special thanks) to (?:all )?(?:my|our|the) (?:patrons|patreon supporters|supporters|channel members)\b`,
    String.raw`\bthank the patrons\b`,
  ].join('|'),
);

/**
 * The sign-off is looked for in the last 15% of an episode and its last 3 minutes. Of the tune
 * split's sign-offs found in the last 15%, all but three were said in the last 100 seconds (127 s:
 * an ask to subscribe before a video's last scene; 142 s: a podcast's thanks before its closing
 * joke); the third, 6 minutes before the end, described a sign-off ("take care till next time") in
 * a news item.
 */
const signOffShare = 0.15;
const signOffLongestSeconds = 180;

/**
 * The index of the sentence where the episode signs off (sentences.length when it does not): from
 * there on come the credits, the patrons' names, bloopers and the end screen, which are no bite
 * and no bite's detail. A listener reading "I'm so sorry Keith Z, Julian F…" as the summary of a
 * video about cruise ships learns nothing. The earliest sign-off of the episode's end is taken:
 * "thanks for watching" comes before "thanks to my patrons" and "see you next time".
 */
export function signOffStart(sentences: readonly Sentence[], durationSeconds: number): number {
  const from = Math.max(durationSeconds * (1 - signOffShare), durationSeconds - signOffLongestSeconds);
  let start = sentences.length;
  for (let index = sentences.length - 1; index >= 0; index--) {
    const sentence = sentences[index]!;
    if (sentence.startSeconds < from) break;
    if (signOff.test(loweredText(sentence))) start = index;
  }
  return start;
}
