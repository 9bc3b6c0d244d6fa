/** The demo library after loading: every video timed and ready to be served in YouTube's formats. */

export interface DemoChannel {
  id: string;
  title: string;
  handle: string;
  description: string;
  subscriberCount: number;
  publishedAt: string;
  country?: string;
}

export type CaptionKind = 'manual' | 'auto' | 'none';

/** One spoken word with its time, as written in the transcript (case and punctuation kept). */
export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** True for the first word of a paragraph (a new speaker turn or a topic shift). */
  paragraphStart: boolean;
  speaker?: string;
}

/** One caption as a person would have written it: a sentence or part of one, at most two lines. */
export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface DemoVideo {
  id: string;
  title: string;
  channelId: string;
  categoryId: string;
  publishedAt: string;
  viewCount: number;
  likeCount: number;
  description: string;
  tags: string[];
  captions: CaptionKind;
  /** BCP-47 language of the caption track. */
  language: string;
  liveBroadcastContent: 'none' | 'live' | 'upcoming';
  source?: string;
  /** The declared duration, or the transcript's length plus a short outro. */
  durationSeconds: number;
  /** "text": written transcript timed by the emulator; "webvtt": a timed file served with its own times. */
  transcriptKind: 'text' | 'webvtt' | null;
  /** Empty when the video has no transcript. */
  words: TimedWord[];
  /** What the manual track serves: sentence chunks for text transcripts, the file's own cues for WebVTT ones. */
  manualCues: CaptionCue[];
}

export interface DemoLibrary {
  channels: DemoChannel[];
  videos: DemoVideo[];
}
