// Rate-limit repository: the counters of @fastify/rate-limit kept in PostgreSQL (table rate_limits) so that every
// API instance on one server shares them. Used by plugins/rate-limit-store.ts only; times come from the database's
// clock, so instances whose clocks drift still agree on a window.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowCountOf, rowsOf } from '../db/rows';
import { rateLimits } from '../db/schema';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds left in the window. */
  ttlMs: number;
}

export interface RateLimitRepository {
  /** Counts one request under `key`: a new window of `windowMs` if none is running, else one more in it. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The current window of `key` without counting (count 0 when none runs). */
  read(key: string): Promise<RateLimitHit>;
  /** Deletes the counters whose window ended; returns how many. */
  deleteExpired(): Promise<number>;
}

export function createRateLimitRepository(db: Db): RateLimitRepository {
  return {
    async hit(key, windowMs) {
      // One statement, atomic under concurrency: the row lock of ON CONFLICT serialises the instances' increments.
      const [row] = rowsOf<{ count: number; ttl_ms: number }>(
        await db.execute(sql`
        insert into ${rateLimits} (key, count, expires_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits}.expires_at <= now() then 1 else ${rateLimits}.count + 1 end,
          expires_at = case when ${rateLimits}.expires_at <= now() then excluded.expires_at
                            else ${rateLimits}.expires_at end
        returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl_ms
      `),
      );
      return { count: Number(row!.count), ttlMs: Number(row!.ttl_ms) };
    },
    async read(key) {
      const [row] = rowsOf<{ count: number; ttl_ms: number }>(
        await db.execute(sql`
        select count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl_ms
        from ${rateLimits} where key = ${key} and expires_at > now()
      `),
      );
      return row ? { count: Number(row.count), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
    },
    async deleteExpired() {
      return rowCountOf(await db.execute(sql`delete from ${rateLimits} where expires_at <= now()`));
    },
  };
}
