/** Topics by where they start (sentence index and seconds), with their titles. */
export interface TitledTopics {
  topicStarts: number[];
  startSeconds: number[];
  titles: string[];
}

/**
 * Folds each topic the titler found nothing to name (undefined) into the topic before it. Such a
 * stretch is chatter or a pause between two subjects ("Yeah." over 80 s of a game, "Oh yeah. Nice."),
 * no subject of its own, and a listener shown "Part 4" for it learns nothing. The opening always has
 * a title ("Intro" at worst).
 */
export function foldNamelessTopics(
  topicStarts: readonly number[],
  startSeconds: readonly number[],
  titles: ReadonlyArray<string | undefined>,
): TitledTopics {
  const folded: TitledTopics = { topicStarts: [], startSeconds: [], titles: [] };
  titles.forEach((title, k) => {
    if (title === undefined && k > 0) return;
    folded.topicStarts.push(topicStarts[k]!);
    folded.startSeconds.push(startSeconds[k]!);
    folded.titles.push(title ?? 'Intro');
  });
  return folded;
}
