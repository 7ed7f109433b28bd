// HTTP cache plugin: API GET answers in JSON get `Cache-Control: no-cache` (unless the route set its own) and a
// weak ETag, and a matching If-None-Match gets 304 without a body: clients always revalidate, cheaply. It also
// decorates the instance with `hotCache` (hot-cache.ts), an in-process cache of the hot public answers, and offers
// prepared answers (body, ETag and compressed forms made once) for them. A route whose write changes public data
// says what it changed (`request.publicChange`); once the write succeeded, the answers it made stale are forgotten,
// and nothing else: a login, a logout or a message sent changes no public answer. A change made outside a request
// (the daily retention sweep) calls `fastify.forgetPublic(change)`. On a PostgreSQL server the other instances
// forget them too (db/change-feed.ts, LISTEN/NOTIFY).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startChangeFeed, type ChangeFeed } from '../db/change-feed';
import { isApiPath } from './errors';
import { createHotCache, HOT_CACHE_TTL_MS, keyPrefix, type HotCache } from './hot-cache';

function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak or strong, in a list, or '*'). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim())
    .some(
      (value) => value === '*' || value === etag || value.replace(/^W\//, '') === etag.replace(/^W\//, ''),
    );
}

/**
 * What a write changed of the public answers: one artisan (its page, and the lists and pages that show its card),
 * the stored responsiveness figures of some artisans (the badge of their profile and page only: no card shows it),
 * or the directory as a whole (trades, an artisan added, removed or moved between trades).
 */
export type PublicChange = { artisanId: number } | { reactiviteOf: readonly number[] } | 'directory';

/** The hot-cache keys a change makes stale (see HotCache.invalidate), or undefined for all of them. */
export function staleKeys(change: PublicChange): string[] | undefined {
  if (change === 'directory') return undefined;
  if ('reactiviteOf' in change) {
    return change.reactiviteOf.flatMap((artisanId) => [
      `artisan:public:${artisanId}`,
      keyPrefix(`page:/artisan/${artisanId}:`),
    ]);
  }
  return [
    `artisan:public:${change.artisanId}`,
    `artisan:details:${change.artisanId}`,
    // The pages rendered on the server that show it: its own, and the trade pages that list its card.
    keyPrefix(`page:/artisan/${change.artisanId}:`),
    keyPrefix('page:/metier/'),
    'artisan:names',
    keyPrefix('artisan:markers:'),
    keyPrefix('artisan:trade:'),
    // The sitemap: its index and the files that list the artisan or its trades (routes/sitemap.ts).
    keyPrefix('sitemap:'),
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    hotCache: HotCache;
    /**
     * Forgets the answers a change made stale, here and (on a PostgreSQL server) on the other instances; for
     * changes made outside a request (a timer's sweep). Resolves once the other instances are told (a failure to
     * tell them is logged: their entries expire within the cache's lifetime at worst).
     */
    forgetPublic(change: PublicChange): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by a route whose write changes public answers; applied once the answer is a success. */
    publicChange: PublicChange | null;
  }
}

// What app.ts gives @fastify/compress: the same encodings in the same preference, the same brotli quality and
// the same threshold (its default), so that a prepared answer travels as a compressed one would have.
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS_THRESHOLD = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer serialized once, with its ETag and its compressed forms (each made on first demand), kept. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** Prepares an already serialized JSON body (reply.serialize: the route's response schema applies). */
export function prepareJson(serialized: string): PreparedJson {
  const body = Buffer.from(serialized);
  const forms = new Map<Encoding, Promise<Buffer>>();
  const prepared: PreparedJson = {
    body,
    etag: etagOf(body),
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        // In libuv's thread pool: the event loop (and PGlite with it) keeps serving meanwhile.
        form =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzip(body);
        forms.set(encoding, form);
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
  // Each form is made the first time a client asks for it, not before: a browser's first request makes the br form
  // (shared by the requests that come meanwhile), and answers only ever read uncompressed (scripts, other
  // services) cost no compression at all.
  return prepared;
}

/** The encoding @fastify/compress would choose for this request, or null when it would send the body as is. */
function chosenEncoding(request: FastifyRequest, size: number): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (
    size < COMPRESS_THRESHOLD ||
    header === undefined ||
    request.headers['x-no-compression'] !== undefined
  ) {
    return null;
  }
  // As @fastify/compress reads it: "*" and x-gzip stand for gzip.
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/**
 * Sends a prepared JSON answer: its ETag without hashing, 304 on a match (through the ETag hook), otherwise the
 * stored compressed form the client accepts, which @fastify/compress then leaves alone.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  contentType = JSON_TYPE,
): Promise<FastifyReply> {
  reply.header('content-type', contentType);
  reply.header('etag', prepared.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  // HEAD goes uncompressed, as @fastify/compress leaves it (its hook is not on the implicit HEAD routes).
  const encoding =
    request.method !== 'GET' || (ifNoneMatch && etagMatches(ifNoneMatch, prepared.etag))
      ? null
      : chosenEncoding(request, prepared.body.length);
  if (!encoding) return reply.send(prepared.body);
  // As @fastify/compress sets it.
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else {
    const values = Array.isArray(vary) ? vary.map(String) : [String(vary)];
    if (!values.some((value) => value.includes('accept-encoding'))) {
      reply.header('vary', [...values, 'accept-encoding'].join(', '));
    }
  }
  reply.header('content-encoding', encoding);
  return reply.send(await prepared.encoded(encoding));
}

/**
 * Cache-Control and ETag on a JSON GET answer under /api, and the empty 304 when the client already has it. Any other
 * answer goes out as it is.
 */
function withValidators(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (!isApiPath(request.url) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;

  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  // A prepared answer (sendPrepared) comes with the ETag of its uncompressed body.
  const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

export interface HttpCacheOptions {
  /** Lifetime of hot-cache entries (HOT_CACHE_TTL_MS by default). */
  ttlMs?: number;
}

export default fp<HttpCacheOptions>(
  async (fastify, options) => {
    const ttlMs = options.ttlMs ?? HOT_CACHE_TTL_MS;
    let feed: ChangeFeed | null = null;
    // While the feed is not listening, another instance's write would go unnoticed: keep nothing until it is back.
    const hotCache = createHotCache(() => (feed === null || feed.listening() ? ttlMs : 0));
    fastify.decorate('hotCache', hotCache);

    if (fastify.config.databaseUrl) {
      feed = startChangeFeed({
        connectionString: fastify.config.databaseUrl,
        db: fastify.db,
        onChange: (keys) => hotCache.invalidate(keys),
        onListening: (listening) => {
          // Whatever changed while deaf is unknown.
          hotCache.invalidate();
          if (listening) fastify.log.info('écoute des écritures des autres instances');
          else fastify.log.warn('écoute des écritures des autres instances interrompue : cache désactivé');
        },
        onError: (error) => fastify.log.warn({ err: error }, 'connexion d’écoute PostgreSQL perdue'),
      });
      const started = feed;
      // A first start waits (briefly) to be listening, so that no write of another instance is missed; a server
      // that cannot be reached is the db plugin's to report, and the feed keeps trying meanwhile.
      await Promise.race([started.ready(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      fastify.addHook('onClose', async () => started.close());
    }

    fastify.decorateRequest('publicChange', null);

    /** Forgets here, then tells the other instances; never rejects (the write itself succeeded). */
    const forget = async (change: PublicChange, log: FastifyBaseLogger): Promise<void> => {
      const keys = staleKeys(change);
      hotCache.invalidate(keys);
      if (!feed) return;
      try {
        await feed.publish(keys);
      } catch (error) {
        // The others' entries expire within ttlMs at worst.
        log.warn({ err: error }, 'autres instances non prévenues de l’écriture');
      }
    };
    fastify.decorate('forgetPublic', (change: PublicChange) => forget(change, fastify.log));

    // Forgotten before the answer leaves (onSend, not onResponse), so that the writer's next read is fresh, here and
    // (once the notification is through) on the other instances. Only a successful write that said what it changed.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const change = request.publicChange;
      if (change === null || reply.statusCode < 200 || reply.statusCode >= 300) {
        done(null, payload);
        return;
      }
      void forget(change, request.log).then(() => done(null, payload));
    });

    fastify.addHook('onSend', (request, reply, payload, done) => {
      done(null, withValidators(request, reply, payload));
    });
  },
  { name: 'http-cache', dependencies: ['config', 'db'] },
);
