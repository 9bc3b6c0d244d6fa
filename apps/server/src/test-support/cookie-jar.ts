/** A minimal cookie jar for driving the real sign-in redirects with fetch in tests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  private readonly lastSetCookie = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      this.lastSetCookie.set(name, header);
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The last Set-Cookie header the server sent for this cookie, attributes and all. */
  setCookieHeader(name: string): string | undefined {
    return this.lastSetCookie.get(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

/** fetch that never follows redirects and keeps cookies in the jar. */
export async function fetchWithJar(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}
