export interface RefreshingCacheOptions {
  /** How long a loaded value is served as it is. */
  freshMs: number;
  /**
   * How long after that it may still be served, while one reload runs in the
   * background. Past this, readers wait for the reload.
   */
  staleMs: number;
  maxEntries: number;
}

export interface RefreshingCache<V> {
  /** The value without waiting, when there is one fresh or stale enough (a stale one starts a reload). */
  peek(key: string): V | undefined;
  /** The value, loading it when there is none usable; undefined when the loader found nothing. */
  get(key: string): Promise<V | undefined>;
  /** Drops the value and any load under way, so the next read sees the latest data. */
  forget(key: string): void;
}

/**
 * An in-memory cache for values read far more often than they change (a pod, a
 * session), built so that expiry never stalls a busy server:
 * - concurrent misses share one load instead of each querying the database;
 * - an expired value is served while a single reload runs in the background,
 *   instead of every request in flight waiting for it at the same moment.
 * Nothing is cached for a key the loader finds nothing for.
 */
export function createRefreshingCache<V>(
  load: (key: string) => Promise<V | undefined>,
  options: RefreshingCacheOptions,
): RefreshingCache<V> {
  const entries = new Map<string, { value: V; loadedAt: number }>();
  const loading = new Map<string, Promise<V | undefined>>();

  const reload = (key: string): Promise<V | undefined> => {
    const running = loading.get(key);
    if (running) return running;
    const pending: Promise<V | undefined> = load(key)
      .then((value) => {
        // A forget() while loading means the data changed under us: keep nothing from this load.
        if (loading.get(key) !== pending) return value;
        entries.delete(key);
        if (value !== undefined) {
          if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, loadedAt: Date.now() });
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  };

  const peek = (key: string): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.loadedAt;
    if (age < options.freshMs) return entry.value;
    if (age < options.freshMs + options.staleMs) {
      // A failed background reload leaves the stale value; the next reader past staleMs sees the error.
      reload(key).catch(() => undefined);
      return entry.value;
    }
    return undefined;
  };

  return {
    peek,
    async get(key) {
      return peek(key) ?? reload(key);
    },
    forget(key) {
      entries.delete(key);
      loading.delete(key);
    },
  };
}
