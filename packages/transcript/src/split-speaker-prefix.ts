/**
 * Transcripts and captions without speaker markup often write the speaker as a
 * line prefix: "Travis: When you first…", "Speaker 1: …", "NARRATOR: …".
 *
 * Kept conservative on purpose, because a false speaker is worse than none: one
 * to three words, each starting with a capital letter (or a number, for
 * "Speaker 2"), then a colon and a space. Words that usually introduce a label
 * rather than a person ("Note:", "Update:") are not speakers.
 * The pattern only ever sees the first 60 characters, so it cannot run long.
 */
const NAME = String.raw`\p{Lu}[\p{L}\p{M}'’.-]{0,24}(?: (?:\p{Lu}[\p{L}\p{M}'’.-]{0,24}|\d{1,3})){0,2}`;
const SPEAKER_PREFIX = new RegExp(String.raw`^(${NAME}):[ \t]+(?=\S)`, 'u');
const SPEAKER_NAME = new RegExp(String.raw`^${NAME}$`, 'u');

const NOT_SPEAKERS = new Set([
  'note',
  'notes',
  'update',
  'warning',
  'edit',
  'source',
  'sources',
  'link',
  'links',
  'http',
  'https',
  'chapter',
  'part',
  'step',
  'tip',
  'example',
  'summary',
  'transcript',
  'subtitles',
  'captions',
  'translation',
  // "Break: [12:34]": where a Markdown transcript's editors cut to the ads.
  'break',
]);

export interface SpeakerSplit {
  speaker?: string;
  text: string;
}

/** Whether `candidate` reads like a speaker name under the rules above. */
export function isSpeakerName(candidate: string): boolean {
  return candidate.length <= 80 && SPEAKER_NAME.test(candidate) && !NOT_SPEAKERS.has(candidate.toLowerCase());
}

export function splitSpeakerPrefix(text: string): SpeakerSplit {
  const match = SPEAKER_PREFIX.exec(text.slice(0, 60));
  const name = match?.[1];
  if (!match || name === undefined || NOT_SPEAKERS.has(name.toLowerCase())) return { text };
  return { speaker: name, text: text.slice(match[0].length) };
}
