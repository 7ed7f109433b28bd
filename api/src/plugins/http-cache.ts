// HTTP cache plugin: API GET answers in JSON get `Cache-Control: no-cache` (unless the route set its own) and a
// weak ETag, and a matching If-None-Match gets 304 without a body: clients always revalidate, cheaply. It also
// decorates the instance with `hotCache`, an in-process cache of the hot public lists that every write empties.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { isApiPath } from './errors';

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim())
    .some(
      (value) => value === '*' || value === etag || value.replace(/^W\//, '') === etag.replace(/^W\//, ''),
    );
}

/** In-process cache of hot public lists. Any successful non-GET request under /api empties it. */
export interface HotCache {
  /** The cached value of `key`, else `loader()`'s (stored, and shared by concurrent callers meanwhile). */
  get<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /** Forgets every entry, or those whose key starts with `prefix`. */
  invalidate(prefix?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    hotCache: HotCache;
  }
}

/**
 * Entries also expire after `ttlMs`: with several API instances, a write empties only the cache of the instance
 * that served it, and the others catch up within that delay.
 */
export function createHotCache(ttlMs = 30_000, now: () => number = Date.now): HotCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  // A load that started before an invalidation must not store what it read before the write.
  let generation = 0;
  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as Promise<T>;
      const started = generation;
      // Adopted into a real promise: a drizzle query is a thenable that runs again on every `then`, so caching
      // it as it is would cache nothing.
      const value = Promise.resolve(loader());
      entries.set(key, { value, expires: now() + ttlMs });
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (fastify) => {
    const hotCache = createHotCache();
    fastify.decorate('hotCache', hotCache);

    // Emptied before the answer leaves (onSend, not onResponse), so that the writer's next read is fresh.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300)
        return payload;
      if (isApiPath(request.url)) hotCache.invalidate();
      return payload;
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
      if (!isApiPath(request.url) || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;

      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && matches(ifNoneMatch, etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
