// A @fastify/rate-limit store backed by PostgreSQL (repositories/rate-limit.ts), so that several API instances on
// one server share their counters: the limit holds across instances instead of being multiplied by their number.
// plugins/rate-limit.ts uses it when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ServiceUnavailableError } from '../http-error';
import type { RateLimitRepository } from '../repositories/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit really passes to the constructor and to child(): its merged parameters. */
interface StoreParams {
  routeInfo?: { method?: unknown; url?: unknown };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Keys hold client addresses and usernames: the table keeps only a digest of them. */
export function storedKey(prefix: string, key: string): string {
  return createHash('sha256').update(prefix).update('\u0000').update(key).digest('base64url');
}

export const RATE_LIMIT_STORE_UNAVAILABLE = 'compteurs de limitation de débit injoignables';

/**
 * The store class @fastify/rate-limit instantiates (`new Store(options)`, then `child(routeOptions)` per route).
 * A failing counter rejects the request with a ServiceUnavailableError (503, French message, Retry-After): the
 * limited routes (login, password change, mails) need the database anyway, and failing open would let an attacker
 * who can slow the counters down try passwords without limit.
 */
export function postgresRateLimitStore(
  repository: RateLimitRepository,
  onError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore {
    constructor(
      options: StoreParams,
      private readonly prefix = '',
    ) {
      // Only the fixed window is implemented; no route asks for more.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('continueExceeding et exponentialBackoff ne sont pas pris en charge par ce magasin');
      }
    }

    private answer(pending: Promise<{ count: number; ttlMs: number }>, callback: Callback): void {
      pending.then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => {
          onError(error);
          callback(new ServiceUnavailableError(RATE_LIMIT_STORE_UNAVAILABLE, { cause: error }));
        },
      );
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.answer(repository.hit(storedKey(this.prefix, key), timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      this.answer(repository.read(storedKey(this.prefix, key)), callback);
    }

    child(routeOptions: StoreParams): PostgresRateLimitStore {
      // As the Redis store does: one counter per route, so that logins and mails never share one.
      const method = typeof routeOptions.routeInfo?.method === 'string' ? routeOptions.routeInfo.method : '';
      const url = typeof routeOptions.routeInfo?.url === 'string' ? routeOptions.routeInfo.url : '';
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${method}${url}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
