// Rate-limit plugin: off by default (global: false); sensitive routes (login, password change, mail sending) opt in
// through their `config.rateLimit`, and the 429 answer carries a French message. On a PostgreSQL server
// (DATABASE_URL) the counters live in the database (rate-limit-store.ts), shared by every instance; on PGlite,
// which only one process can open, they stay in memory.
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequestsIn } from '@annuaire/shared/contract/messages';
import { HttpError } from '../http-error';
import { createRateLimitRepository } from '../repositories/rate-limit';
import { postgresRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A counter a handler checks itself (a limit keyed on something the route's own config cannot reach): each call
     * counts one, and past `max` in the window it throws a 429 with Retry-After and `message(seconds left)`, which
     * by default names the time left.
     */
    createLimit(
      options: CreateRateLimitOptions,
      message?: (secondsLeft: number) => string,
    ): (request: FastifyRequest) => Promise<void>;
  }
}

/** How often each instance deletes the counters whose window ended (a few rows a minute at most). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

export default fp(
  async (fastify) => {
    let store;
    if (fastify.config.databaseUrl) {
      const repository = createRateLimitRepository(fastify.db);
      store = postgresRateLimitStore(repository, (error) =>
        fastify.log.warn({ err: error }, 'compteurs de limitation de débit injoignables'),
      );
      let sweeping: Promise<unknown> | null = null;
      const sweep = () => {
        sweeping ??= repository
          .deleteExpired()
          .catch((error: unknown) => {
            fastify.log.warn({ err: error }, 'compteurs de limitation expirés non supprimés');
          })
          .finally(() => (sweeping = null));
      };
      fastify.addHook('onReady', async () => sweep());
      const timer = setInterval(sweep, RATE_LIMIT_SWEEP_MS);
      timer.unref();
      // The pool closes after this hook: a sweep under way finishes first.
      fastify.addHook('preClose', async () => {
        clearInterval(timer);
        await sweeping;
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      ...(store ? { store } : {}),
      // The message names the time left in the window (a minute for logins, ten for password changes…).
      errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequestsIn(context.ttl / 1000)),
    });
    fastify.decorate('createLimit', (options, message = tooManyRequestsIn) => {
      const count = fastify.createRateLimit(options);
      return async (request) => {
        const limit = await count(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        throw new HttpError(429, message(limit.ttlInSeconds), { 'retry-after': String(limit.ttlInSeconds) });
      };
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
