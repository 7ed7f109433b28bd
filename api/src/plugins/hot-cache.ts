// The in-process cache of hot public answers that plugins/http-cache.ts decorates the instance with: entries shared
// by concurrent loads, emptied by every write, bounded in age and in number. Free of Fastify, so that the benches
// can read its bounds.
/** In-process cache of hot public answers. Any successful non-GET request under /api empties it. */
export interface HotCache {
  /** The cached value of `key`, else `loader()`'s (stored, and shared by concurrent callers meanwhile). */
  get<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /** Forgets every entry, or those whose key starts with `prefix`. */
  invalidate(prefix?: string): void;
}

/** How long an entry lives at most, whatever happens: a safety net behind the invalidations. */
export const HOT_CACHE_TTL_MS = 30_000;

/**
 * How many answers the cache keeps at most. Besides the few hot lists, it keeps one answer per artisan page and
 * per trade page visited (a few kB each with their compressed forms): the least recently used goes first.
 */
export const HOT_CACHE_MAX_ENTRIES = 2_000;

/**
 * Entries also expire after `ttlMs` (a function when it varies: 0 keeps nothing), a bound on staleness should an
 * invalidation from another instance be missed. Beyond `maxEntries`, the least recently used entry is dropped.
 */
export function createHotCache(
  ttlMs: number | (() => number) = HOT_CACHE_TTL_MS,
  now: () => number = Date.now,
  maxEntries = HOT_CACHE_MAX_ENTRIES,
): HotCache {
  const lifetime = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  // A load that started before an invalidation must not store what it read before the write.
  let generation = 0;
  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as Promise<T>;
      }
      const started = generation;
      // Adopted into a real promise: a drizzle query is a thenable that runs again on every `then`, so caching
      // it as it is would cache nothing.
      const value = Promise.resolve(loader());
      entries.delete(key);
      entries.set(key, { value, expires: now() + lifetime() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      value.catch(() => {
        // A failed load is not cached: the next request tries again.
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      void value.then(
        () => {
          if (generation !== started && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {},
      );
      return value;
    },
    invalidate(prefix?: string): void {
      generation += 1;
      if (prefix === undefined) entries.clear();
      else for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
