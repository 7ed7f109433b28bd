// The migrations that rework data on a database already holding some (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL). drizzle/0001_artisans_page_keys.sql: the stored folded company name is filled for existing
// rows, follows every insert and update, and its index sorts bytewise; the positions get a GiST index for
// nearest-first pages. drizzle/0004_artisan_specialites_name_keys.sql: that key copied onto the trade links by
// triggers, for the trade pages by name. drizzle/0005_artisan_cards.sql: what a card shows (reviews' count and star
// sum, main image, trades) kept on the artisan's row by triggers, whoever writes and however many rows at once.
// drizzle/0006_specialite_orders.sql: each trade's artisan ids in page order, kept by triggers on the links.
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

/** An empty database (PGlite, or a fresh one on the server), migrated by hand with the folder given. */
function emptyDatabase() {
  const state = {
    dataDir: '',
    database: null as TestDatabase | null,
    client: null as PGlite | pg.Client | null,
    migrate: null as unknown as (folder: string) => Promise<void>,
    execute: null as unknown as <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
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
      const embedded = await PGlite.create();
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
function migrationsBefore(dataDir: string, before: string): string {
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

describe('migration 0001: the stored sort key of company names', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const migrate = (folder: string) => database.migrate(folder);
  const firstMigrationOnly = () => migrationsBefore(database.dataDir, '0001_artisans_page_keys');

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

describe('migration 0004: the folded company name copied onto the trade links', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  const insertArtisan = async (nom: string) =>
    (
      await execute<{ id: number }>(
        sql`insert into artisans (entreprise_nom, siret, siren) values (${nom}, '73282932000074', '732829320')
          returning id`,
      )
    )[0]!.id;
  const link = (artisanId: number, specialiteId: number) =>
    execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${artisanId}, ${specialiteId})`,
    );
  /** Every link with its key and the key it must hold (its artisan's), by trade, in the index's order. */
  const links = () =>
    execute<{ artisan_id: number; specialite_id: number; entreprise_nom_key: string; expected: string }>(
      sql`select l.artisan_id, l.specialite_id, l.entreprise_nom_key, a.entreprise_nom_key as expected
        from artisan_specialites l join artisans a on a.id = l.artisan_id
        order by l.specialite_id, l.entreprise_nom_key collate "C", l.artisan_id`,
    );
  /** The SQLSTATE of a failed statement, whether the driver's error is thrown as is or wrapped. */
  const codeOf = async (statement: Promise<unknown>) => {
    try {
      await statement;
    } catch (error) {
      let current = error as { code?: unknown; cause?: unknown } | undefined;
      while (current && typeof current.code !== 'string') current = current.cause as typeof current;
      return current?.code;
    }
    return 'no error';
  };

  it('fills the key of existing links, then follows every insert and every rename of the artisan', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0004_artisan_specialites_name_keys'));
    const [plombier, macon] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Plombier', 'plombier'), ('Maçon', 'macon')
        returning id`,
    );
    const before: number[] = [];
    for (const nom of ['Zinguerie', 'Électricité Générale', 'abc', 'Ébénisterie', 'électricité générale'])
      before.push(await insertArtisan(nom));
    for (const [index, id] of before.entries()) {
      await link(id, plombier!.id);
      if (index % 2 === 0) await link(id, macon!.id);
    }

    await database.migrate(MIGRATIONS_FOLDER);
    const existing = await links();
    expect(existing).toHaveLength(8);
    for (const row of existing) expect(row.entreprise_nom_key).toBe(row.expected);
    // By trade, then bytewise by folded name, then by id: the two « électricité générale » in id order.
    expect(existing.filter((row) => row.specialite_id === plombier!.id).map((row) => row.artisan_id)).toEqual(
      [before[2], before[3], before[1], before[4], before[0]],
    );

    const created = await insertArtisan('Àtelier Çà et Là');
    await link(created, macon!.id);
    // A key written by hand is replaced by the artisan's.
    await execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id, entreprise_nom_key)
        values (${created}, ${plombier!.id}, 'zzz')`,
    );
    await execute(sql`update artisans set entreprise_nom = 'Yvon Peinture' where id = ${before[0]}`);
    await execute(sql`update artisans set ville = 'Tulle' where id = ${before[1]}`);
    await execute(
      sql`update artisan_specialites set entreprise_nom_key = 'zzz' where artisan_id = ${before[2]}`,
    );
    const after = await links();
    expect(after).toHaveLength(10);
    for (const row of after) expect(row.entreprise_nom_key).toBe(row.expected);
    expect(after.filter((row) => row.artisan_id === created).map((row) => row.entreprise_nom_key)).toEqual([
      'atelier ca et la',
      'atelier ca et la',
    ]);
    expect(after.filter((row) => row.artisan_id === before[0]).map((row) => row.entreprise_nom_key)).toEqual([
      'yvon peinture',
      'yvon peinture',
    ]);
  });

  it('still refuses a link to an unknown artisan on its foreign key, and indexes trade, key and artisan', async () => {
    const [trade] = await execute<{ id: number }>(sql`select min(id)::int as id from specialites`);
    expect(await codeOf(link(2_000_000, trade!.id))).toBe('23503');
    const indexes = await execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'artisan_specialites' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'artisan_specialites_artisan_id_specialite_id_pk',
      'artisan_specialites_specialite_name_idx',
    ]);
    expect(indexes[1]!.indexdef).toMatch(/\(specialite_id, entreprise_nom_key COLLATE "C", artisan_id\)/);
  });
});

describe('migration 0005: what an artisan card shows, kept on its row', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  /**
   * Every artisan whose kept card columns differ from what its reviews, details and trades say now (the card as
   * the repository computed it before this migration): empty when the triggers kept up.
   */
  const drift = () =>
    execute<{ id: number }>(
      sql`select a.id from artisans a
        where a.notes_count <> (select count(*) from notes n where n.artisan_id = a.id)
          or a.notes_stars_sum <> coalesce((select sum(n.nombre_etoiles) from notes n where n.artisan_id = a.id), 0)
          or a.image_principale_path is distinct from (select d.path_img from artisan_details d
            where d.artisan_id = a.id and d.type = 'IMG_PRINCIPALE' and d.path_img is not null order by d.id limit 1)
          or a.image_principale_description is distinct from (select d.description from artisan_details d
            where d.artisan_id = a.id and d.type = 'IMG_PRINCIPALE' and d.path_img is not null order by d.id limit 1)
          or a.specialites_card::text <> coalesce((select json_agg(json_build_object('id', s.id, 'metier', s.metier)
            order by s.metier_key, s.id) from artisan_specialites l join specialites s on s.id = l.specialite_id
            where l.artisan_id = a.id), '[]'::json)::text
        order by a.id`,
    );
  const card = async (id: number) =>
    (
      await execute<{
        notes_count: number;
        notes_stars_sum: number;
        image_principale_path: string | null;
        image_principale_description: string | null;
        specialites_card: unknown;
      }>(
        sql`select notes_count, notes_stars_sum, image_principale_path, image_principale_description,
          specialites_card from artisans where id = ${id}`,
      )
    )[0]!;
  const trades = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];

  const ids = { artisans: [] as number[], particulier: 0, plombier: 0, macon: 0, elec: 0 };

  it('fills the card of existing artisans from their reviews, main image and trades', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0005_artisan_cards'));
    const [plombier, macon, elec] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Plombier', 'plombier'), ('Maçon', 'macon'),
        ('Électricien', 'electricien') returning id`,
    );
    Object.assign(ids, { plombier: plombier!.id, macon: macon!.id, elec: elec!.id });
    const [particulier] = await execute<{ id: number }>(
      sql`insert into particuliers (nom, prenom) values ('Durand', 'Léa') returning id`,
    );
    ids.particulier = particulier!.id;
    for (const nom of ['Alpha', 'Bravo', 'Charlie']) {
      const [row] = await execute<{ id: number }>(
        sql`insert into artisans (entreprise_nom, siret, siren) values (${nom}, '73282932000074', '732829320')
          returning id`,
      );
      ids.artisans.push(row!.id);
    }
    const [alpha, bravo] = ids.artisans as [number, number, number];
    await execute(sql`insert into artisan_specialites (artisan_id, specialite_id)
      values (${alpha}, ${ids.plombier}), (${alpha}, ${ids.macon}), (${alpha}, ${ids.elec}), (${bravo}, ${ids.macon})`);
    await execute(sql`insert into notes (particulier_id, artisan_id, nombre_etoiles)
      values (${ids.particulier}, ${alpha}, 5), (${ids.particulier}, ${alpha}, 2), (${ids.particulier}, ${bravo}, 4)`);
    // The first main image with a file wins; a certification or a main image without a file is not one.
    await execute(sql`insert into artisan_details (artisan_id, type, description, path_img) values
      (${alpha}, 'NORME', 'Qualibat', '/uploads/q.webp'),
      (${alpha}, 'IMG_PRINCIPALE', 'Sans fichier', null),
      (${alpha}, 'IMG_PRINCIPALE', 'Devanture', '/uploads/a1.webp'),
      (${alpha}, 'IMG_PRINCIPALE', 'Seconde', '/uploads/a2.webp')`);

    await database.migrate(MIGRATIONS_FOLDER);
    expect(await drift()).toEqual([]);
    expect(await card(alpha)).toMatchObject({
      notes_count: 2,
      notes_stars_sum: 7,
      image_principale_path: '/uploads/a1.webp',
      image_principale_description: 'Devanture',
    });
    // By metier_key: électricien, maçon, plombier.
    expect(trades((await card(alpha)).specialites_card)).toEqual([
      { id: ids.elec, metier: 'Électricien' },
      { id: ids.macon, metier: 'Maçon' },
      { id: ids.plombier, metier: 'Plombier' },
    ]);
    expect(await card(ids.artisans[2]!)).toMatchObject({
      notes_count: 0,
      notes_stars_sum: 0,
      image_principale_path: null,
    });
    expect(trades((await card(ids.artisans[2]!)).specialites_card)).toEqual([]);
  });

  it('follows every write to reviews, details, trade links and trades, in one row or many', async () => {
    const [alpha, bravo, charlie] = ids.artisans as [number, number, number];
    const steps: ReturnType<typeof sql>[] = [
      // Reviews: several at once, one changed, one moved to another artisan, some deleted.
      sql`insert into notes (particulier_id, artisan_id, nombre_etoiles) values
        (${ids.particulier}, ${bravo}, 1), (${ids.particulier}, ${charlie}, 3), (${ids.particulier}, ${charlie}, 5)`,
      sql`update notes set nombre_etoiles = 1 where artisan_id = ${alpha} and nombre_etoiles = 5`,
      sql`update notes set artisan_id = ${alpha} where id = (select min(id) from notes where artisan_id = ${charlie})`,
      sql`update notes set nombre_etoiles = nombre_etoiles where artisan_id = ${bravo}`,
      sql`delete from notes where artisan_id = ${bravo} and nombre_etoiles = 4`,
      // Details: the main image removed, its file cleared, a type changed, several inserted at once.
      sql`delete from artisan_details where artisan_id = ${alpha} and description = 'Devanture'`,
      sql`update artisan_details set path_img = null where artisan_id = ${alpha} and description = 'Seconde'`,
      sql`update artisan_details set type = 'IMG_PRINCIPALE' where artisan_id = ${alpha} and type = 'NORME'`,
      sql`update artisan_details set description = 'Renommée' where artisan_id = ${alpha} and description = 'Qualibat'`,
      sql`insert into artisan_details (artisan_id, type, description, path_img) values
        (${bravo}, 'IMG_PRINCIPALE', 'B', '/uploads/b.webp'), (${charlie}, 'IMG_PRINCIPALE', 'C', '/uploads/c.webp'),
        (${charlie}, 'IMG_REALISATION', 'G', '/uploads/g.webp')`,
      sql`update artisan_details set artisan_id = ${bravo} where artisan_id = ${charlie} and type = 'IMG_PRINCIPALE'`,
      // Trade links: replaced as the repository does (delete, then insert), moved, and a trade renamed.
      sql`delete from artisan_specialites where artisan_id = ${alpha}`,
      sql`insert into artisan_specialites (artisan_id, specialite_id) values
        (${alpha}, ${ids.plombier}), (${charlie}, ${ids.plombier}), (${charlie}, ${ids.elec})`,
      sql`update artisan_specialites set specialite_id = ${ids.macon} where artisan_id = ${charlie}
        and specialite_id = ${ids.elec}`,
      sql`update specialites set metier = 'Aaa Plomberie', metier_key = 'aaa plomberie' where id = ${ids.plombier}`,
      // A rename of the artisan rewrites its links' name key (migration 0004): its trades stay.
      sql`update artisans set entreprise_nom = 'Zoulou' where id = ${charlie}`,
    ];
    for (const step of steps) {
      await execute(step);
      expect({ step: step, drift: await drift() }).toEqual({ step: step, drift: [] });
    }
    expect(trades((await card(charlie)).specialites_card)).toEqual([
      { id: ids.plombier, metier: 'Aaa Plomberie' },
      { id: ids.macon, metier: 'Maçon' },
    ]);
    expect(await card(bravo)).toMatchObject({
      notes_count: 1,
      notes_stars_sum: 1,
      image_principale_path: '/uploads/b.webp',
      image_principale_description: 'B',
    });

    // Deleting an artisan deletes its reviews, details and links (cascade) without touching the others.
    await execute(sql`delete from artisans where id = ${alpha}`);
    expect(await drift()).toEqual([]);
  });

  // Two writers of the same artisan at once, each in its own transaction: the second one's trigger waits for the
  // first to commit, then sees its rows. Only a server has concurrent sessions (PGlite has one).
  (TEST_DATABASE_URL ? it : it.skip)(
    'keeps the card right when two transactions write the same artisan at once',
    async () => {
      const [, bravo] = ids.artisans as [number, number];
      const open = async () => {
        const client = new pg.Client({ connectionString: database.database!.databaseUrl! });
        await client.connect();
        return client;
      };
      const [first, second] = [await open(), await open()];
      try {
        for (const [one, two] of [
          [
            `insert into artisan_details (artisan_id, type, description, path_img)
              values (${bravo}, 'IMG_PRINCIPALE', 'T1', '/uploads/t1.webp')`,
            `insert into artisan_details (artisan_id, type, description, path_img)
              values (${bravo}, 'IMG_PRINCIPALE', 'T2', '/uploads/t2.webp')`,
          ],
          [
            `delete from artisan_details where artisan_id = ${bravo} and type = 'IMG_PRINCIPALE'`,
            `insert into artisan_details (artisan_id, type, description, path_img)
              values (${bravo}, 'IMG_PRINCIPALE', 'T3', '/uploads/t3.webp')`,
          ],
          [
            `insert into artisan_specialites (artisan_id, specialite_id) values (${bravo}, ${ids.elec})`,
            `insert into artisan_specialites (artisan_id, specialite_id) values (${bravo}, ${ids.plombier})`,
          ],
          [
            `insert into notes (particulier_id, artisan_id, nombre_etoiles) values (${ids.particulier}, ${bravo}, 2)`,
            `insert into notes (particulier_id, artisan_id, nombre_etoiles) values (${ids.particulier}, ${bravo}, 5)`,
          ],
        ] as const) {
          await first.query('begin');
          await second.query('begin');
          await first.query(one);
          // Blocks on the artisan's row, locked by the first transaction's trigger, until that one commits.
          const waiting = second.query(two);
          await new Promise((resolve) => setTimeout(resolve, 100));
          await first.query('commit');
          await waiting;
          await second.query('commit');
          expect({ statements: [one, two], drift: await drift() }).toEqual({
            statements: [one, two],
            drift: [],
          });
        }
        expect(await card(bravo)).toMatchObject({
          image_principale_path: '/uploads/t3.webp',
          image_principale_description: 'T3',
        });
      } finally {
        await first.end();
        await second.end();
      }
    },
  );
});

describe('migration 0006: each trade’s artisans in page order, kept by the database', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  /** Every trade whose kept order differs from its links sorted as the pages sort them: empty when kept up. */
  const drift = () =>
    execute<{ id: number }>(
      sql`select s.id from specialites s left join specialite_orders o on o.specialite_id = s.id
        where o.artisan_ids is distinct from coalesce((select array_agg(l.artisan_id
          order by l.entreprise_nom_key collate "C", l.artisan_id)
          from artisan_specialites l where l.specialite_id = s.id), '{}')
        order by s.id`,
    );
  const order = async (specialiteId: number) =>
    (
      await execute<{ ids: number[] }>(
        sql`select artisan_ids as ids from specialite_orders where specialite_id = ${specialiteId}`,
      )
    )[0]?.ids;
  const insertArtisan = async (nom: string) =>
    (
      await execute<{ id: number }>(
        sql`insert into artisans (entreprise_nom, siret, siren) values (${nom}, '73282932000074', '732829320')
          returning id`,
      )
    )[0]!.id;
  const trades = { plombier: 0, macon: 0 };
  const artisansByName = new Map<string, number>();

  it('orders the existing links of every trade by folded name, then id', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0006_specialite_orders'));
    const [plombier, macon] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Plombier', 'plombier'), ('Maçon', 'macon')
        returning id`,
    );
    Object.assign(trades, { plombier: plombier!.id, macon: macon!.id });
    for (const nom of ['Zinguerie', 'Électricité', 'abc', 'electricité'])
      artisansByName.set(nom, await insertArtisan(nom));
    for (const id of artisansByName.values()) {
      await execute(
        sql`insert into artisan_specialites (artisan_id, specialite_id) values (${id}, ${trades.plombier})`,
      );
    }

    await database.migrate(MIGRATIONS_FOLDER);
    expect(await drift()).toEqual([]);
    const id = (nom: string) => artisansByName.get(nom)!;
    // « Électricité » and « electricité » fold alike: by id then.
    expect(await order(trades.plombier)).toEqual([
      id('abc'),
      id('Électricité'),
      id('electricité'),
      id('Zinguerie'),
    ]);
    expect(await order(trades.macon)).toEqual([]);
  });

  it('follows links added, moved and removed, renamed artisans, new trades and deleted artisans', async () => {
    const id = (nom: string) => artisansByName.get(nom)!;
    const [{ id: couvreur }] = (await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Couvreur', 'couvreur') returning id`,
    )) as [{ id: number }];
    expect(await order(couvreur)).toEqual([]);
    const steps: ReturnType<typeof sql>[] = [
      sql`insert into artisan_specialites (artisan_id, specialite_id) values
        (${id('abc')}, ${trades.macon}), (${id('Zinguerie')}, ${trades.macon}), (${id('Zinguerie')}, ${couvreur})`,
      sql`delete from artisan_specialites where artisan_id = ${id('abc')} and specialite_id = ${trades.plombier}`,
      sql`update artisan_specialites set specialite_id = ${couvreur}
        where artisan_id = ${id('Électricité')} and specialite_id = ${trades.plombier}`,
      // A rename moves the artisan in every trade it is in (its links' name key, migration 0004).
      sql`update artisans set entreprise_nom = 'Aaa Zinc' where id = ${id('Zinguerie')}`,
      sql`update artisans set ville = 'Tulle' where id = ${id('abc')}`,
      sql`delete from artisans where id = ${id('electricité')}`,
    ];
    for (const step of steps) {
      await execute(step);
      expect({ step, drift: await drift() }).toEqual({ step, drift: [] });
    }
    expect(await order(trades.macon)).toEqual([id('Zinguerie'), id('abc')]);
    expect(await order(couvreur)).toEqual([id('Zinguerie'), id('Électricité')]);
    expect(await order(trades.plombier)).toEqual([id('Zinguerie')]);
  });

  // Only a server has concurrent sessions (PGlite has one).
  (TEST_DATABASE_URL ? it : it.skip)(
    'keeps every link when two transactions add artisans to the same trade at once',
    async () => {
      const [first, second] = await Promise.all(
        [0, 1].map(async () => {
          const client = new pg.Client({ connectionString: database.database!.databaseUrl! });
          await client.connect();
          return client;
        }),
      );
      try {
        const one = await insertArtisan('Premier');
        const two = await insertArtisan('Second');
        await first.query('begin');
        await second.query('begin');
        await first.query(
          `insert into artisan_specialites (artisan_id, specialite_id) values (${one}, ${trades.macon})`,
        );
        // Waits for the trade's order, locked by the first transaction's trigger, until that one commits.
        const waiting = second.query(
          `insert into artisan_specialites (artisan_id, specialite_id) values (${two}, ${trades.macon})`,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        await first.query('commit');
        await waiting;
        await second.query('commit');
        expect(await drift()).toEqual([]);
        expect(await order(trades.macon)).toEqual(expect.arrayContaining([one, two]));
      } finally {
        await first.end();
        await second.end();
      }
    },
  );
});
