import type { Bite, Topic } from './pod';

/** Silent reading speed of adults reading non-fiction (Brysbaert, 2019). */
const wordsPerMinute = 238;

/**
 * Seconds to read the pod as it first shows: every bite's text and the topic
 * titles. Details sit behind "See Details" and are not counted. At least 1.
 */
export function estimateReadTime(bites: readonly Bite[], topics: readonly Topic[]): number {
  let words = 0;
  for (const bite of bites) words += countWords(bite.text);
  for (const topic of topics) words += countWords(topic.topic);
  return Math.max(1, Math.round((words / wordsPerMinute) * 60));
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
