// Timestamps as the contract gives them.

/**
 * ISO 8601 whatever the driver returns: PostgreSQL sends timestamps as text ("2024-01-01 00:00:00+00"), which
 * node-postgres and PGlite format differently. A value no Date can read is returned as it is.
 */
export function toIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
