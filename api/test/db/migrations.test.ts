// drizzle/0001_artisans_page_keys.sql on a database already holding artisans (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): the stored folded company name is filled for existing rows, follows every insert and update,
// and its index sorts bytewise; the positions get a GiST index for nearest-first pages.
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
import { foldText } from '../../src/repositories/artisan';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';

type Rows<T> = { rows: T[] };

describe('migration 0001: the stored sort key of company names', () => {
  let dataDir: string;
  let database: TestDatabase | null = null;
  let client: PGlite | pg.Client;
  let migrate: (folder: string) => Promise<void>;
  let execute: <T>(query: ReturnType<typeof sql>) => Promise<T[]>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-migration-'));
    if (TEST_DATABASE_URL) {
      // An empty database on the server (createTestDatabase migrates nothing there).
      database = await createTestDatabase(dataDir);
      const server = new pg.Client({ connectionString: database.databaseUrl! });
      await server.connect();
      client = server;
      const db = drizzleNodePg({ client: server });
      migrate = (folder) => migrateNodePg(db, { migrationsFolder: folder });
      execute = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
    } else {
      const embedded = await PGlite.create();
      client = embedded;
      const db = drizzlePglite({ client: embedded });
      migrate = (folder) => migratePglite(db, { migrationsFolder: folder });
      execute = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
    }
  });
  afterAll(async () => {
    if (client instanceof PGlite) await client.close();
    else await client?.end();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The migrations folder as it was before 0001: the first SQL file and a journal naming only it. */
  function firstMigrationOnly(): string {
    const folder = path.join(dataDir, 'drizzle-0000');
    fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const first = journal.entries[0]!;
    expect(first.tag).toBe('0000_init');
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`));
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: [first] }),
    );
    return folder;
  }

  const insert = (nom: string) =>
    execute<{ id: number }>(
      sql`insert into artisans (entreprise_nom, siret, siren) values (${nom}, '73282932000074', '732829320')
        returning id`,
    );
  const keys = () =>
    execute<{ id: number; entreprise_nom: string; entreprise_nom_key: string }>(
      sql`select id, entreprise_nom, entreprise_nom_key from artisans order by entreprise_nom_key collate "C", id`,
    );

  it('fills the key of existing artisans, then of every insert and update', async () => {
    await migrate(firstMigrationOnly());
    for (const nom of ['Électricité Générale', 'zinguerie ÂGÉE', 'Maçonnerie du Lot', 'Ébénisterie', 'abc'])
      await insert(nom);

    await migrate(MIGRATIONS_FOLDER);
    const existing = await keys();
    expect(existing.map((row) => row.entreprise_nom_key)).toEqual(
      existing.map((row) => foldText(row.entreprise_nom)),
    );
    expect(existing.map((row) => row.entreprise_nom)).toEqual([
      'abc',
      'Ébénisterie',
      'Électricité Générale',
      'Maçonnerie du Lot',
      'zinguerie ÂGÉE',
    ]);

    const [created] = await insert('Àtelier Çà et Là');
    await execute(sql`update artisans set entreprise_nom = 'Yvon Peinture' where entreprise_nom = 'abc'`);
    const after = await keys();
    expect(after.find((row) => row.id === created!.id)?.entreprise_nom_key).toBe('atelier ca et la');
    expect(after.find((row) => row.entreprise_nom === 'Yvon Peinture')?.entreprise_nom_key).toBe(
      'yvon peinture',
    );
    expect(after.map((row) => row.entreprise_nom_key)).toEqual(
      after.map((row) => foldText(row.entreprise_nom)),
    );
  });

  it('refuses a key written by hand, and indexes it bytewise with the id', async () => {
    await expect(
      execute(
        sql`insert into artisans (entreprise_nom, siret, siren, entreprise_nom_key)
          values ('Faux', '73282932000074', '732829320', 'zzz')`,
      ),
    ).rejects.toThrow();
    const [index] = await execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'artisans_entreprise_nom_key_idx'`,
    );
    expect(index?.indexdef).toMatch(/\(entreprise_nom_key COLLATE "C", id\)/);
    const [position] = await execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'artisans_position_idx'`,
    );
    expect(position?.indexdef).toMatch(/USING gist \(point\(longitude, latitude\)\)/);
  });
});
