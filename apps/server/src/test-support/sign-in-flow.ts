import { CookieJar, fetchWithJar } from './cookie-jar';

/**
 * Signs in through the real OpenID flow of a running server and its development
 * provider, the way a browser would: login -> provider -> account picker ->
 * callback. Returns the jar holding the session cookie.
 */
export async function signInThroughDevProvider(
  baseUrl: string,
  account: { name: string; email: string },
  jar = new CookieJar(),
): Promise<{ jar: CookieJar; landedOn: string }> {
  let response = await fetchWithJar(jar, `${baseUrl}/api/auth/login`);
  let location = requireRedirect(response, 'login');
  response = await fetchWithJar(jar, location); // provider /auth -> interaction page
  const interactionUrl = new URL(requireRedirect(response, 'authorize'), baseUrl).href;
  response = await fetchWithJar(jar, interactionUrl);
  if (response.status !== 200) throw new Error(`account picker answered ${response.status}`);
  response = await fetchWithJar(jar, `${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams(account).toString(),
  });
  location = requireRedirect(response, 'account submit');
  // Provider resumes the authorization, then sends the browser to our callback.
  for (let hop = 0; hop < 5 && !location.includes('/api/auth/callback'); hop++) {
    response = await fetchWithJar(jar, new URL(location, baseUrl).href);
    location = requireRedirect(response, 'resume');
  }
  response = await fetchWithJar(jar, new URL(location, baseUrl).href);
  return { jar, landedOn: requireRedirect(response, 'callback') };
}

function requireRedirect(response: Response, step: string): string {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`sign-in step "${step}" answered ${response.status} without a redirect`);
  }
  return location;
}
