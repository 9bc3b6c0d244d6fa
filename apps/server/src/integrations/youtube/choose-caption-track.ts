import type { CaptionTrackResource } from './innertube-schemas';
import type { CaptionTrack } from './youtube-models';

export type CaptionChoice =
  | { kind: 'chosen'; tracks: CaptionTrack[] }
  | { kind: 'no-captions' }
  | { kind: 'not-english'; availableLanguages: string[] };

/**
 * Orders the English tracks to try: captions a person wrote first (punctuated,
 * speaker-aware), then YouTube's automatic ones. Within each kind a plain "en" track
 * comes before regional ones ("en-GB"). The later tracks are fallbacks for when the
 * first one cannot be fetched. Without any English track the caller is told which
 * languages exist, so the user hears "not in English" rather than "no captions".
 */
export function chooseCaptionTracks(resources: CaptionTrackResource[]): CaptionChoice {
  if (resources.length === 0) return { kind: 'no-captions' };
  const tracks = resources.map(toCaptionTrack);
  const english = tracks.filter((track) => isEnglish(track.languageCode));
  if (english.length === 0) {
    return {
      kind: 'not-english',
      availableLanguages: [...new Set(tracks.map((track) => track.languageCode))],
    };
  }
  const rank = (track: CaptionTrack) =>
    (track.automatic ? 2 : 0) + (track.languageCode.toLowerCase() === 'en' ? 0 : 1);
  return { kind: 'chosen', tracks: [...english].sort((a, b) => rank(a) - rank(b)) };
}

export function toCaptionTrack(resource: CaptionTrackResource): CaptionTrack {
  const name =
    resource.name?.simpleText ??
    resource.name?.runs?.map((run) => run.text).join('') ??
    resource.languageCode;
  return {
    baseUrl: resource.baseUrl,
    languageCode: resource.languageCode,
    name,
    automatic: resource.kind === 'asr' || (resource.vssId?.startsWith('a.') ?? false),
  };
}

function isEnglish(languageCode: string): boolean {
  const lower = languageCode.toLowerCase();
  return lower === 'en' || lower.startsWith('en-');
}
