/**
 * The previous and current in-app addresses, kept in local storage (spec §3,
 * Variant B keys `previousUrl` and `currentUrl`). The summary page's back arrow
 * falls back to the previous one when the browser has no history entry of ours
 * to go back to (a link opened in a new tab).
 */
const PREVIOUS_URL_KEY = 'previousUrl';
const CURRENT_URL_KEY = 'currentUrl';

/** Screens that make no sense to return to: /loading needs the link it was sent with. */
const TRANSIENT_PATHS = new Set(['/loading']);

export function recordVisitedUrl(url: string): void {
  const pathname = url.split(/[?#]/)[0] ?? url;
  if (TRANSIENT_PATHS.has(pathname)) return;
  const current = readStored(CURRENT_URL_KEY);
  if (current === url) return;
  if (current !== null) writeStored(PREVIOUS_URL_KEY, current);
  writeStored(CURRENT_URL_KEY, url);
}

/** The in-app address visited before the current one, if any is known. */
export function readPreviousUrl(): string | null {
  const previous = readStored(PREVIOUS_URL_KEY);
  // Only in-app paths: a stored value is data from the past, never a place to leave the app for.
  return previous !== null && previous.startsWith('/') && !previous.startsWith('//') ? previous : null;
}

// Storage can be switched off or full (private windows); losing the fallback is harmless.
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // see readStored
  }
}
