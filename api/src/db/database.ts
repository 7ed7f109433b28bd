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

async function openPglite(directory: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  const client = await openStatementCachingPGlite(directory);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
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
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Every connection gets its own listener for its whole life: the pool listens only to idle ones, and a
  // connection checked out by a transaction, between two statements, when the server shuts down (57P01) would
  // otherwise emit an unhandled 'error' and crash the process. Its next query fails (a 503 for the client) and
  // the pool discards it on release.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Idle connections' errors reach the listener above already.
  pool.on('error', () => undefined);
  return { db: drizzleNodePg({ client: pool, schema }), driver: 'postgres', close: () => pool.end() };
}
