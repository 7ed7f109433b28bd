// Set-up of the migration tests (test/db/migration-*.test.ts): an empty database (PGlite, or a fresh one on the
// PostgreSQL server of TEST_DATABASE_URL) migrated by hand, the migrations folder as it was before a given one,
// and an artisan row written straight in SQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { PGLITE_EXTENSIONS } from '../../src/db/pglite-statements';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './test-database';

type Rows<T> = { rows: T[] };

/** An empty database (PGlite, or a fresh one on the server), migrated by hand with the folder given. */
export function emptyDatabase() {
  const state = {
    dataDir: '',
    database: null as TestDatabase | null,
    client: null as PGlite | pg.Client | null,
    migrate: null as unknown as (folder: string) => Promise<void>,
    execute: null as unknown as <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
    /** Another session on the server's database (PostgreSQL server only: PGlite has one session). */
    openClient: async () => {
      const client = new pg.Client({ connectionString: state.database!.databaseUrl! });
      await client.connect();
      return client;
    },
  };
  beforeAll(async () => {
    state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-migration-'));
    if (TEST_DATABASE_URL) {
      // An empty database on the server (createTestDatabase migrates nothing there).
      state.database = await createTestDatabase(state.dataDir);
      const server = new pg.Client({ connectionString: state.database.databaseUrl! });
      await server.connect();
      state.client = server;
      const db = drizzleNodePg({ client: server });
      state.migrate = (folder) => migrateNodePg(db, { migrationsFolder: folder });
      state.execute = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
    } else {
      const embedded = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      state.client = embedded;
      const db = drizzlePglite({ client: embedded });
      state.migrate = (folder) => migratePglite(db, { migrationsFolder: folder });
      state.execute = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
    }
  });
  afterAll(async () => {
    if (state.client instanceof PGlite) await state.client.close();
    else await state.client?.end();
    await state.database?.drop();
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** The migrations folder as it was before migration `before`: the earlier SQL files and a journal naming them. */
export function migrationsBefore(dataDir: string, before: string): string {
  const folder = path.join(dataDir, `drizzle-before-${before}`);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === before);
  expect(index).toBeGreaterThan(0);
  const earlier = journal.entries.slice(0, index);
  for (const entry of earlier) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  return folder;
}

/** Inserts an artisan with only its company name (and the fixture's SIRET) and returns its id. */
export async function insertArtisanRow(
  execute: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
  nom: string,
): Promise<number> {
  const [row] = await execute<{ id: number }>(
    sql`insert into artisans (entreprise_nom, siret, siren) values (${nom}, '73282932000074', '732829320')
      returning id`,
  );
  return row!.id;
}
