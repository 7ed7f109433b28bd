// Opens the database and applies the versioned migrations of api/drizzle/: PGlite (embedded PostgreSQL) in
// DATA_DIR/db by default, a PostgreSQL server through node-postgres when DATABASE_URL is set. Used by the db
// plugin and by the tests; both drivers give the same `Db`, so repositories cannot tell them apart.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { openStatementCachingPGlite } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;

/** The database as repositories see it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Told when a pooled connection breaks (server restarted, connection killed), idle or checked out. The pool drops
   * that connection and opens another on the next query; without a listener node-postgres would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Whether `id` fits a serial column; a larger id from a URL would make PostgreSQL fail instead of finding nothing. */
export function isSerialId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(path.join(options.dataDir, 'db'));
}

/**
 * PGlite's data folder is held by another process: the file `lockFile` names its pid. Two processes writing the same
 * folder would corrupt it (PGlite has no server to arbitrate), so the second one stops before it opens it.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`The PGlite database ${lockFile.replace(/\.lock$/, '')} is in use by process ${pid}.`);
    this.name = 'DatabaseInUseError';
  }
}

/** The lock files this process holds, with the number of its handles open on each. */
const heldLocks = new Map<string, number>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<directory>.lock` (DATA_DIR/db.lock) for this process: created exclusively with its pid, removed when its
 * last handle closes. A lock whose pid is dead (a crash) is stale and taken over; a live one is DatabaseInUseError.
 * Handles of the same process share the lock (the tests open a folder more than once).
 */
export function acquirePgliteLock(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const release = () => {
    const count = (heldLocks.get(lockFile) ?? 1) - 1;
    if (count > 0) return void heldLocks.set(lockFile, count);
    heldLocks.delete(lockFile);
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8').trim()) === process.pid)
        fs.rmSync(lockFile, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
  const held = heldLocks.get(lockFile);
  if (held) {
    heldLocks.set(lockFile, held + 1);
    return release;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldLocks.set(lockFile, 1);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid = NaN;
    try {
      pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    } catch {
      // Removed meanwhile: try again.
    }
    const live = Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid);
    if (live || attempt > 2) throw new DatabaseInUseError(lockFile, pid);
    fs.rmSync(lockFile, { force: true });
  }
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  const release = acquirePgliteLock(directory);
  let client: Awaited<ReturnType<typeof openStatementCachingPGlite>>;
  try {
    client = await openStatementCachingPGlite(directory);
  } catch (error) {
    release();
    throw error;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, driver: 'pglite', close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  // Several API instances may start together: a session advisory lock lets one migrate while the others wait.
  const lockClient = new pg.Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await lockClient.end();
  }
  // No JIT compilation: the API's statements are short reads whose plans the planner sometimes overestimates (a
  // nearest-first scan of the position index under a LIMIT), and compiling one took 20 ms for a 0.2 ms query.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // Every connection gets its own listener for its whole life: the pool listens only to idle ones, and a
  // connection checked out by a transaction, between two statements, when the server shuts down (57P01) would
  // otherwise emit an unhandled 'error' and crash the process. Its next query fails (a 503 for the client) and
  // the pool discards it on release.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Idle connections' errors reach the listener above already.
  pool.on('error', () => undefined);
  return { db: drizzleNodePg({ client: pool, schema }), driver: 'postgres', close: () => pool.end() };
}
