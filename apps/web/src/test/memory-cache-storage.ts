/**
 * Cache Storage (caches) kept in memory, for the tests of code that stores responses: jsdom has none.
 * Entries are keyed by absolute URL (method GET), as the browser keys them; a put can be made to fail
 * once, as a full disk does.
 */
export class MemoryCacheStorage implements CacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

export class MemoryCache implements Cache {
  readonly entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  /** The next put fails with this error (then puts work again). */
  failNextPut: Error | null = null;

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failNextPut) {
      const error = this.failNextPut;
      this.failNextPut = null;
      throw error;
    }
    const body = await response.arrayBuffer();
    this.entries.set(keyOf(request), {
      body,
      init: { status: response.status, headers: [...response.headers.entries()] },
    });
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(keyOf(request));
    return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
  }

  async matchAll(): Promise<readonly Response[]> {
    return [...this.entries.values()].map((entry) => new Response(entry.body.slice(0), entry.init));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async add(): Promise<void> {
    throw new Error('MemoryCache.add is not used by PodBite');
  }

  async addAll(): Promise<void> {
    throw new Error('MemoryCache.addAll is not used by PodBite');
  }

  /** The stored paths, for assertions. */
  paths(): string[] {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

function keyOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request).href;
  if (request instanceof URL) return request.href;
  return request.url;
}
