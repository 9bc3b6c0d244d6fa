import type { EpisodeTranscriptLink } from './podcast-feed';

export type TranscriptKind = 'json' | 'vtt' | 'srt' | 'html' | 'text';

/** Best first: JSON carries speakers and word timings, VTT and SRT timed cues, HTML speakers, text nothing. */
const PREFERENCE: readonly TranscriptKind[] = ['json', 'vtt', 'srt', 'html', 'text'];

const KIND_BY_TYPE: Record<string, TranscriptKind> = {
  'application/json': 'json',
  'text/json': 'json',
  'text/vtt': 'vtt',
  'application/x-subrip': 'srt',
  'application/srt': 'srt',
  'text/srt': 'srt',
  'text/x-srt': 'srt',
  'application/x-srt': 'srt',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};

const KIND_BY_EXTENSION: Record<string, TranscriptKind> = {
  json: 'json',
  vtt: 'vtt',
  srt: 'srt',
  html: 'html',
  htm: 'html',
  txt: 'text',
};

/** What kind of transcript a link promises: its declared type, else its file extension. */
export function transcriptKindOf(link: EpisodeTranscriptLink): TranscriptKind | null {
  const byType = KIND_BY_TYPE[link.type];
  if (byType) return byType;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(new URL(link.url).pathname)?.[1]?.toLowerCase();
  return extension ? (KIND_BY_EXTENSION[extension] ?? null) : null;
}

/**
 * The order to try an episode's transcripts in: by kind, and within a kind the
 * one in the episode's language first. Links of unknown kind go last, still
 * worth a try: the content may say what it is.
 */
export function rankTranscriptLinks(
  links: readonly EpisodeTranscriptLink[],
  episodeLanguage: string | null,
): EpisodeTranscriptLink[] {
  const primary = (tag: string | null | undefined) => tag?.split('-')[0]?.toLowerCase();
  const score = (link: EpisodeTranscriptLink) => {
    const kind = transcriptKindOf(link);
    const kindRank = kind ? PREFERENCE.indexOf(kind) : PREFERENCE.length;
    const languageRank =
      !episodeLanguage || !link.language || primary(link.language) === primary(episodeLanguage) ? 0 : 1;
    return kindRank * 2 + languageRank;
  };
  return links
    .map((link, index) => ({ link, index, score: score(link) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ link }) => link);
}
