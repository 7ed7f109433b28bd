// The in-process cache of hot public answers that plugins/http-cache.ts decorates the instance with: entries shared
// by concurrent loads, emptied by the writes that change them, bounded in age and in number. Free of Fastify, so
// that the benches can read its bounds.
/** In-process cache of hot public answers. */
export interface HotCache {
  /** The cached value of `key`, else `loader()`'s (stored, and shared by concurrent callers meanwhile). */
  get<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /**
   * Forgets every entry, or those `keys` name: a key made by `keyPrefix(p)` names every key that starts with `p`, any
   * other names itself alone (so that `artisan:public:1` leaves `artisan:public:12` alone).
   */
  invalidate(keys?: readonly string[]): void;
}

/** What marks a prefix among the keys given to invalidate; no cached key ends with it. */
const PREFIX_MARK = '*';

/**
 * The key that, given to HotCache.invalidate, forgets every entry whose key starts with `prefix`. A prefix is said
 * explicitly, never guessed from how a key ends: `page:/metier/` must reach `page:/metier/3:|…` as surely as
 * `artisan:markers:` reaches `artisan:markers:all`. It travels to the other instances as it is (a string).
 */
export function keyPrefix(prefix: string): string {
  return `${prefix}${PREFIX_MARK}`;
}

/** How long an entry lives at most, whatever happens: a safety net behind the invalidations. */
export const HOT_CACHE_TTL_MS = 30_000;

/**
 * How many answers the cache keeps at most. Besides the few hot lists, it keeps one answer per artisan page and
 * per trade page visited (a few kB each with their compressed forms).
 */
export const HOT_CACHE_MAX_ENTRIES = 2_000;

/** The share of the entries kept for answers asked for once only so far (the rest for those asked for again). */
export const HOT_CACHE_PROBATION_SHARE = 0.2;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * Entries also expire after `ttlMs` (a function when it varies: 0 keeps nothing), a bound on staleness should an
 * invalidation from another instance be missed. The entries are kept in two least-recently-used lines (a segmented
 * LRU): a new answer enters the probation line, and moves to the protected line when asked for again. Answers asked
 * for once (a crawl of every page number, positions, ids) only ever push each other out of probation, never the
 * hot answers out of the protected line.
 */
export function createHotCache(
  ttlMs: number | (() => number) = HOT_CACHE_TTL_MS,
  now: () => number = Date.now,
  maxEntries = HOT_CACHE_MAX_ENTRIES,
): HotCache {
  const lifetime = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  const probationSize = Math.max(1, Math.round(maxEntries * HOT_CACHE_PROBATION_SHARE));
  const protectedSize = Math.max(1, maxEntries - probationSize);
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const probation = new Map<string, Entry>();
  const kept = new Map<string, Entry>();
  // A load that started before an invalidation must not store what it read before the write.
  let generation = 0;

  const dropOldest = (line: Map<string, Entry>, size: number, into?: Map<string, Entry>) => {
    while (line.size > size) {
      const [oldestKey, oldest] = line.entries().next().value as [string, Entry];
      line.delete(oldestKey);
      into?.set(oldestKey, oldest);
    }
  };
  const forget = (key: string, value: Promise<unknown>) => {
    if (probation.get(key)?.value === value) probation.delete(key);
    if (kept.get(key)?.value === value) kept.delete(key);
  };

  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      if (key.endsWith(PREFIX_MARK)) throw new Error(`hot cache: « ${key} » ends like a prefix (keyPrefix)`);
      const protectedEntry = kept.get(key);
      if (protectedEntry && protectedEntry.expires > now()) {
        kept.delete(key);
        kept.set(key, protectedEntry);
        return protectedEntry.value as Promise<T>;
      }
      const entry = probation.get(key);
      if (entry && entry.expires > now()) {
        // Asked for again: protected, and the protected line's least recent goes back to probation.
        probation.delete(key);
        kept.set(key, entry);
        dropOldest(kept, protectedSize, probation);
        dropOldest(probation, probationSize);
        return entry.value as Promise<T>;
      }
      kept.delete(key);
      const started = generation;
      // Adopted into a real promise: a drizzle query is a thenable that runs again on every `then`, so caching
      // it as it is would cache nothing.
      const value = Promise.resolve(loader());
      probation.delete(key);
      probation.set(key, { value, expires: now() + lifetime() });
      dropOldest(probation, probationSize);
      void value.then(
        () => {
          if (generation !== started) forget(key, value);
        },
        // A failed load is not cached: the next request tries again.
        () => forget(key, value),
      );
      return value;
    },
    invalidate(keys?: readonly string[]): void {
      generation += 1;
      if (keys === undefined) {
        probation.clear();
        kept.clear();
        return;
      }
      const prefixes = keys
        .filter((key) => key.endsWith(PREFIX_MARK))
        .map((key) => key.slice(0, -PREFIX_MARK.length));
      for (const line of [probation, kept]) {
        for (const key of keys) line.delete(key);
        if (prefixes.length === 0) continue;
        for (const key of [...line.keys()])
          if (prefixes.some((prefix) => key.startsWith(prefix))) line.delete(key);
      }
    },
  };
}
