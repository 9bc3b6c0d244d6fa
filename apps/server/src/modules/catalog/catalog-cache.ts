export interface CatalogCacheOptions {
  /** The catalogue's version now (one indexed row): an entry of another version is never served. */
  version: () => Promise<string>;
  /**
   * How long an entry is served within one version: view counts and view ranges
   * move without changing the version, so they lag by at most this much.
   */
  maxAgeMs: number;
  /** Entries kept at most; the least recently read goes first. */
  maxEntries: number;
  now?: () => number;
}

export interface CatalogCache {
  /** The value stored under `key` for the current catalogue version, loading it on a miss. */
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * Reads that are the same for every listener (carousels, categories, counts, list
 * pages without a search), kept per catalogue version. The version is read on
 * every call, so a pod added, removed or renamed is seen by the very next read;
 * concurrent misses of one key share one load.
 */
export function createCatalogCache(options: CatalogCacheOptions): CatalogCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { version: string; at: number; value: unknown }>();
  const loading = new Map<string, Promise<unknown>>();

  return {
    async get<V>(key: string, load: () => Promise<V>): Promise<V> {
      const version = await options.version();
      const entry = entries.get(key);
      if (entry && entry.version === version && now() - entry.at < options.maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as V;
      }
      const loadKey = `${version}\u0000${key}`;
      const running = loading.get(loadKey);
      if (running) return running as Promise<V>;
      const started = now();
      const pending = load()
        .then((value) => {
          // Loaded after the version was read: at least as new as that version.
          entries.delete(key);
          if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { version, at: started, value });
          return value;
        })
        .finally(() => loading.delete(loadKey));
      loading.set(loadKey, pending);
      return pending;
    },
  };
}
