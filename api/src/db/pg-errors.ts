// The errors a query throws, read whatever wraps them: drizzle wraps the driver's error (`cause`), and a connection
// to a name with several addresses fails with an AggregateError (`errors`).

/** SQLSTATEs the repositories turn into refusals. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** How many wrappers deep an error is looked for. */
const MAX_DEPTH = 5;

/**
 * The first value `pick` finds in `error` or in an error it wraps, depth first: its `errors` (with `aggregates`),
 * then its `cause`, at most MAX_DEPTH levels down. Values that are not objects are skipped.
 */
export function findInErrorChain<T>(
  error: unknown,
  pick: (error: object) => T | undefined,
  options: { aggregates?: boolean } = {},
  depth = 0,
): T | undefined {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return undefined;
  const found = pick(error);
  if (found !== undefined) return found;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (options.aggregates && Array.isArray(errors)) {
    for (const inner of errors) {
      const nested = findInErrorChain(inner, pick, options, depth + 1);
      if (nested !== undefined) return nested;
    }
  }
  return findInErrorChain(cause, pick, options, depth + 1);
}

/** The SQLSTATE and constraint (empty when none) of a failed query, or null when no PostgreSQL error is found. */
export function pgError(error: unknown): { code: string; constraint: string } | null {
  return (
    findInErrorChain(error, (current) => {
      const { code, constraint } = current as { code?: unknown; constraint?: unknown };
      if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }) ?? null
  );
}

/** The SQLSTATE of a failed query, or undefined when no PostgreSQL error is found. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}
