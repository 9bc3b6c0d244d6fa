import type { Transcript, TranscriptSegment } from '@podbite/transcript';

/** A punctuated transcript, one segment per line, each line lasting as long as it takes to say (about 2.6 words a second). */
export function makeTranscript(
  lines: ReadonlyArray<string | { text: string; speaker: string }>,
  startSeconds = 0,
): Transcript {
  let time = startSeconds;
  const segments: TranscriptSegment[] = lines.map((line) => {
    const text = typeof line === 'string' ? line : line.text;
    const duration = Math.max(1, text.split(/\s+/).length / 2.6);
    const segment: TranscriptSegment = { startSeconds: time, endSeconds: time + duration, text };
    if (typeof line !== 'string') segment.speaker = line.speaker;
    time += duration + 0.2;
    return segment;
  });
  return { segments };
}

/**
 * Raw auto-captions: lower case, no punctuation, word timings; a pause of
 * `pauseSeconds` after each of the given sentences and none inside them. A dot
 * inside a word stays, as YouTube writes an address it hears ("manscape.com").
 */
export function makeAutoCaptions(
  sentences: readonly string[],
  pauseSeconds = 0.9,
  /** Keep the capitals as written: YouTube's captions write some names they know with one ("Ray Khan"). */
  keepCapitals = false,
): Transcript {
  let time = 0;
  const segments: TranscriptSegment[] = [];
  const all: Array<{ text: string; startSeconds: number }> = [];
  for (const sentence of sentences) {
    for (const word of (keepCapitals ? sentence : sentence.toLowerCase())
      .replace(/[.,?!]+(?=\s|$)/g, '')
      .split(/\s+/)) {
      all.push({ text: word, startSeconds: time });
      time += 0.28;
    }
    time += pauseSeconds;
  }
  // Caption lines of 7 words, cut without regard to sentences, as YouTube does.
  for (let i = 0; i < all.length; i += 7) {
    const words = all.slice(i, i + 7);
    const next = all[i + 7];
    segments.push({
      startSeconds: words[0]!.startSeconds,
      endSeconds: next ? next.startSeconds : words[words.length - 1]!.startSeconds + 0.3,
      text: words.map((word) => word.text).join(' '),
      words,
    });
  }
  return { segments, automatic: true };
}
