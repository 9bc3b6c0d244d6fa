import type { Sentence } from '../sentences/sentence';

/**
 * A talk this long (a podcast episode, a lecture, a meeting) names products, sites and addresses
 * all through its subject, so what is evidence of a sponsor in a short video is not there: in
 * punctuated text the learned model may not report reads of its own (add-model-reads.ts), and
 * in auto-captions an address said with its brand around it does not make the brand a sponsor
 * (episode-sponsors.ts). On both podcast sources, read with their punctuation, capitals and
 * speakers taken away (`run-eval.ts --plain`), addresses made "sponsors" of the show's own site,
 * a language's home page or a code host in most episodes (README, "The sponsor model", session 20).
 */
export const longTalkSeconds = 25 * 60;

/** Whether the talk, read from its last sentence's end, lasts `longTalkSeconds` or more. */
export function isLongTalk(sentences: readonly Sentence[]): boolean {
  return (sentences[sentences.length - 1]?.endSeconds ?? 0) >= longTalkSeconds;
}
