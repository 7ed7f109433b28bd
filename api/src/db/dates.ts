// Timestamps as the contract gives them.
import { sql } from 'drizzle-orm';

/**
 * ISO 8601 whatever the driver returns: PostgreSQL sends timestamps as text ("2024-01-01 00:00:00+00"), which
 * node-postgres and PGlite format differently. A value no Date can read is returned as it is.
 */
export function toIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * Today in France, as the database reads it (`date`): what a qualification's or an insurance's validity is compared
 * with, at each request (contract/qualification.ts, parisToday, is the same day in TypeScript).
 */
export const parisTodaySql = sql`((now() at time zone 'Europe/Paris')::date)`;
