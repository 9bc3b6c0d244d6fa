import { generationMessages } from './messages';

/**
 * The one reading of a pasted YouTube link, shared by the web app's link form and
 * the server, so both accept and refuse exactly the same links with the same words.
 */
export type YouTubeLinkResult = { ok: true; videoId: string } | { ok: false; message: string };

/** YouTube video ids: exactly 11 characters of letters, digits, underscore and hyphen. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_LINK_HOST = 'youtu.be';
/** Path forms YouTube itself shares for one video: /shorts/ID, /live/ID, /embed/ID. */
const PATH_FORMS = new Set(['shorts', 'live', 'embed']);

export function isYouTubeVideoId(value: string): boolean {
  return VIDEO_ID_PATTERN.test(value);
}

/**
 * Reads a video id from a link a user pasted (specification, section 5).
 *
 * The link must be an https address on youtube.com (www., m., music. or bare) or
 * youtu.be, else 'Please enter a valid YouTube URL'. The host is compared after URL
 * parsing, so "https://www.youtube.com.example.org/..." is refused, not prefix-matched.
 * On youtube.com the id comes from the v parameter, or from /shorts/ID, /live/ID or
 * /embed/ID, the other forms YouTube's own Share button produces; on youtu.be from the
 * path. A missing or malformed id gives 'Invalid YouTube URL'. Other parameters
 * (t, list, si, feature) are ignored. Never throws.
 */
export function parseYouTubeLink(input: string): YouTubeLinkResult {
  const url = parseHttpsUrl(input.trim());
  if (!url) return { ok: false, message: generationMessages.invalidLinkPrefix };

  const host = url.hostname.toLowerCase();
  let candidate: string | null;
  if (host === SHORT_LINK_HOST) {
    candidate = firstPathSegment(url);
  } else if (WATCH_HOSTS.has(host)) {
    candidate = url.searchParams.get('v') ?? videoIdFromPathForm(url);
  } else {
    return { ok: false, message: generationMessages.invalidLinkPrefix };
  }

  if (candidate === null || !isYouTubeVideoId(candidate)) {
    return { ok: false, message: generationMessages.missingVideoParameter };
  }
  return { ok: true, videoId: candidate };
}

function parseHttpsUrl(input: string): URL | null {
  if (!/^https:\/\//i.test(input)) return null;
  try {
    const url = new URL(input);
    // Credentials in a link ("https://youtube.com@evil.example") are a phishing shape, never a share link.
    if (url.username !== '' || url.password !== '') return null;
    return url;
  } catch {
    return null;
  }
}

function firstPathSegment(url: URL): string | null {
  return url.pathname.split('/').filter(Boolean)[0] ?? null;
}

function videoIdFromPathForm(url: URL): string | null {
  const [form, id] = url.pathname.split('/').filter(Boolean);
  if (form === undefined || !PATH_FORMS.has(form) || id === undefined) return null;
  return id;
}
