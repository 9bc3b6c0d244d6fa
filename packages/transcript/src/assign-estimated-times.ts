import { countWords, estimateSpeechSeconds } from './estimate-speech-duration';
import type { DraftSegment } from './finish-transcript';
import { splitIntoSentences } from './split-into-sentences';

/** A block of clean text (a paragraph, a speaker turn, a line) and its start time when the source gives one. */
export interface TextBlock {
  text: string;
  speaker?: string;
  startSeconds?: number;
}

interface Sentence {
  text: string;
  speaker?: string;
  wordCount: number;
  anchorSeconds?: number;
}

/**
 * Cuts blocks into sentences and gives every sentence a start and end.
 *
 * A block's stated start anchors its first sentence. Between two anchors the
 * sentences share the interval in proportion to their word counts, so each one
 * lands near where it was said. Where no later anchor exists (no timings at all,
 * or after the last stated time) the pace is estimated at 155 words a minute
 * (see estimate-speech-duration). Anchors that go backwards are ignored rather
 * than letting one bad timestamp reorder the text.
 */
export function assignEstimatedTimes(blocks: readonly TextBlock[]): DraftSegment[] {
  const sentences = splitBlocks(blocks);
  const starts: number[] = new Array<number>(sentences.length).fill(0);
  const ends: number[] = new Array<number>(sentences.length).fill(0);
  const anchors = sentences.flatMap((sentence, index) =>
    sentence.anchorSeconds === undefined ? [] : [index],
  );

  const wordsOf = (index: number) => (sentences[index] as Sentence).wordCount;
  const anchorOf = (index: number) => (sentences[index] as Sentence).anchorSeconds as number;

  const placeAtPace = (from: number, to: number, startSeconds: number) => {
    let time = startSeconds;
    for (let index = from; index < to; index += 1) {
      starts[index] = time;
      time += estimateSpeechSeconds(wordsOf(index));
      ends[index] = time;
    }
  };
  const spreadOver = (from: number, to: number, startSeconds: number, endSeconds: number) => {
    let total = 0;
    for (let index = from; index < to; index += 1) total += wordsOf(index);
    let done = 0;
    for (let index = from; index < to; index += 1) {
      starts[index] = startSeconds + ((endSeconds - startSeconds) * done) / total;
      done += wordsOf(index);
      ends[index] = startSeconds + ((endSeconds - startSeconds) * done) / total;
    }
  };

  const firstAnchor = anchors[0];
  if (firstAnchor === undefined) {
    placeAtPace(0, sentences.length, 0);
  } else {
    if (firstAnchor > 0) {
      // Text before the first stated time: said just before it, at the usual pace.
      const anchorTime = anchorOf(firstAnchor);
      let leadSeconds = 0;
      for (let index = 0; index < firstAnchor; index += 1)
        leadSeconds += estimateSpeechSeconds(wordsOf(index));
      spreadOver(0, firstAnchor, Math.max(0, anchorTime - leadSeconds), anchorTime);
    }
    anchors.forEach((anchor, position) => {
      const nextAnchor = anchors[position + 1];
      const anchorTime = anchorOf(anchor);
      if (nextAnchor !== undefined && anchorOf(nextAnchor) > anchorTime) {
        spreadOver(anchor, nextAnchor, anchorTime, anchorOf(nextAnchor));
      } else {
        placeAtPace(anchor, nextAnchor ?? sentences.length, anchorTime);
      }
    });
  }

  return sentences.map((sentence, index) => {
    const segment: DraftSegment = {
      startSeconds: starts[index] as number,
      endSeconds: ends[index] as number,
      text: sentence.text,
    };
    if (sentence.speaker !== undefined) segment.speaker = sentence.speaker;
    return segment;
  });
}

function splitBlocks(blocks: readonly TextBlock[]): Sentence[] {
  const sentences: Sentence[] = [];
  let lastAnchor = -Infinity;
  for (const block of blocks) {
    const stated = block.startSeconds;
    const anchorUsable =
      stated !== undefined && Number.isFinite(stated) && stated >= 0 && stated >= lastAnchor;
    splitIntoSentences(block.text).forEach((text, index) => {
      const sentence: Sentence = { text, wordCount: countWords(text) };
      if (block.speaker !== undefined) sentence.speaker = block.speaker;
      if (index === 0 && anchorUsable) {
        sentence.anchorSeconds = stated;
        lastAnchor = stated;
      }
      sentences.push(sentence);
    });
  }
  return sentences;
}
