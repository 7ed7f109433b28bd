// The migrations that add sort keys to a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL). drizzle/0001_artisans_page_keys.sql: the stored folded company name is filled for existing
// rows, follows every insert and update, and its index sorts bytewise (open listings only since migration 0036);
// the positions get a GiST index for nearest-first pages. drizzle/0004_artisan_specialites_name_keys.sql: that key
// copied onto the trade links by triggers, for the trade pages by name.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { foldText } from '../../src/repositories/artisan';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

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
    // Migration 0036: open listings only, as every list ordered by name reads them.
    expect(index?.indexdef).toMatch(/WHERE \(fermee_le IS NULL\)$/);
    const [position] = await execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'artisans_position_idx'`,
    );
    expect(position?.indexdef).toMatch(/USING gist \(point\(longitude, latitude\)\)/);
  });
});

describe('migration 0004: the folded company name copied onto the trade links', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  const insertArtisan = (nom: string) => insertArtisanRow(execute, nom);
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

    // Several artisans renamed by one statement (a month of the registers): every link follows, in one pass.
    await execute(
      sql`update artisans set entreprise_nom = 'Ardoises ' || id where id in (${before[3]}, ${before[4]})`,
    );
    const renamed = await links();
    for (const row of renamed) expect(row.entreprise_nom_key).toBe(row.expected);
    expect(
      renamed.filter((row) => row.artisan_id === before[4]).map((row) => row.entreprise_nom_key),
    ).toEqual([`ardoises ${before[4]}`, `ardoises ${before[4]}`]);
  });

  it('still refuses a link to an unknown artisan on its foreign key, and indexes trade, key and artisan', async () => {
    const [trade] = await execute<{ id: number }>(sql`select min(id)::int as id from specialites`);
    expect(await codeOf(link(2_000_000, trade!.id))).toBe('23503');
    const indexes = await execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'artisan_specialites' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'artisan_specialites_artisan_id_specialite_id_pk',
      // Migration 0035: a trade's artisans near a point, or covering it.
      'artisan_specialites_position_idx',
      'artisan_specialites_specialite_name_idx',
      'artisan_specialites_zone_idx',
    ]);
    const definition = (name: string) => indexes.find((index) => index.indexname === name)!.indexdef;
    expect(definition('artisan_specialites_specialite_name_idx')).toMatch(
      /\(specialite_id, entreprise_nom_key COLLATE "C", artisan_id\)/,
    );
    expect(definition('artisan_specialites_position_idx')).toMatch(
      /USING gist \(specialite_id, "?position"?\)/,
    );
    expect(definition('artisan_specialites_zone_idx')).toMatch(/USING gist \(specialite_id, zone\)/);
  });
});
