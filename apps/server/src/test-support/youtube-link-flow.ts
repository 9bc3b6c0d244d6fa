import { fetchWithJar, type CookieJar } from './cookie-jar';

/**
 * Links a YouTube account the way a browser would: youtube-auth-url -> the consent
 * emulator's account picker -> pick `accountId` (or cancel) -> PodBite's callback.
 * Returns where the callback sent the browser.
 */
export async function linkYouTubeThroughConsent(
  baseUrl: string,
  jar: CookieJar,
  accountId: string | null,
  returnTo: 'onboarding' | 'profile' = 'onboarding',
): Promise<string> {
  const started = await fetchWithJar(jar, `${baseUrl}/api/youtube-auth-url?returnTo=${returnTo}`);
  if (started.status !== 200) throw new Error(`youtube-auth-url answered ${started.status}`);
  const { authUrl } = (await started.json()) as { authUrl: string };
  const picker = await fetchWithJar(jar, authUrl);
  if (picker.status !== 200) throw new Error(`consent page answered ${picker.status}`);
  const form = new URLSearchParams(new URL(authUrl).searchParams);
  form.set('decision', accountId ? 'allow' : 'deny');
  if (accountId) form.set('account', accountId);
  const consent = await fetchWithJar(jar, new URL(authUrl).href.split('?')[0]!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const callback = consent.headers.get('location');
  if (!callback) throw new Error(`consent answered ${consent.status} without a redirect`);
  const landed = await fetchWithJar(jar, new URL(callback, baseUrl).href);
  const location = landed.headers.get('location');
  if (!location) throw new Error(`callback answered ${landed.status} without a redirect`);
  return location;
}
