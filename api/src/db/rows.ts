// What `db.execute` of a raw SQL statement answers, read the same whichever driver ran it: node-postgres and PGlite
// both give the returned rows as `rows`, and the affected count as `rowCount` or `affectedRows`.

/** The rows a statement returned. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many rows a statement inserted, updated or deleted. */
export function rowCountOf(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
}
