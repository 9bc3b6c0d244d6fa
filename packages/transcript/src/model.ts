/**
 * The one transcript model every parser produces and every consumer reads.
 * Times are seconds from the start of the episode (floats, millisecond precision).
 */
export interface TranscriptSegment {
  startSeconds: number;
  endSeconds: number;
  /** Clean spoken text: no markup, no inline timings, single spaces. */
  text: string;
  /** Speaker name when the source marks it (WebVTT <v>, Podcasting 2.0 JSON/HTML). */
  speaker?: string;
  /**
   * Per-word start times when the source carries them (YouTube auto-captions: json3
   * tOffsetMs, VTT inline <00:00:01.000> tags). Lets the summarizer restore sentence
   * boundaries from pauses. Absent for sources without word timing.
   */
  words?: TranscriptWord[];
}

export interface TranscriptWord {
  text: string;
  startSeconds: number;
}

export type TranscriptFormat = 'webvtt' | 'srt' | 'json3' | 'srv3' | 'podcast-json' | 'podcast-html' | 'text';

export interface Transcript {
  segments: TranscriptSegment[];
  /** BCP-47 language tag when the source states it (VTT header, feed attribute, track). */
  language?: string;
  /** The format it was parsed from. */
  format?: TranscriptFormat;
  /** True when the text came from automatic speech recognition (YouTube "asr", raw auto-captions). */
  automatic?: boolean;
}

/** Why a parser could not produce a transcript. Parsers return this; they never throw. */
export interface TranscriptError {
  code: 'empty' | 'unrecognized-format' | 'malformed' | 'no-segments' | 'too-large' | 'unreadable';
  message: string;
}

export type ParseResult = { ok: true; transcript: Transcript } | { ok: false; error: TranscriptError };
