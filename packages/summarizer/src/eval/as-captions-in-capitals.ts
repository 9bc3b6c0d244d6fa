import type { Transcript } from '@podbite/transcript';

/**
 * The transcript as a broadcast captioner writes it: every letter a capital, punctuation,
 * speakers and word timings kept. A source's figures on this (`run-eval.ts --capitals`) show
 * what the engine keeps when the capitals that mark names and sentences carry nothing
 * (read-shouted-captions.ts reads such captions in small letters).
 */
export function asCaptionsInCapitals(transcript: Transcript): Transcript {
  return {
    ...transcript,
    segments: transcript.segments.map((segment) => ({
      ...segment,
      text: segment.text.toUpperCase(),
      ...(segment.speaker ? { speaker: segment.speaker.toUpperCase() } : {}),
      ...(segment.words
        ? { words: segment.words.map((word) => ({ ...word, text: word.text.toUpperCase() })) }
        : {}),
    })),
  };
}
