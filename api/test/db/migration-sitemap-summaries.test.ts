// drizzle/0037_sitemap_summaries.sql on a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): the sitemap's slices (per area and slice of ids: open listings and last change) and its trades'
// dates, filled from what is there and kept by the database at every write, one statement for many listings too:
// counts always those of the open listings, dates moved by an entry's change, an arrival or a departure, and by
// nothing a visitor cannot see.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { SITEMAP_SLICE_IDS } from '../../src/db/schema';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

interface SliceRow {
  area: string;
  slice: number;
  count: number;
  lastmod: string;
}

describe('migration 0037: the sitemap summaries', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const ids: Record<string, number> = {};
  const trades: number[] = [];

  const slices = () =>
    execute<SliceRow>(
      sql`select area, slice, count, to_char(lastmod at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as lastmod
        from sitemap_slices order by area, slice`,
    );
  /** What the slices' counts must be: the open listings, grouped as the sitemap's files read them. */
  const expectedCounts = () =>
    execute<Omit<SliceRow, 'lastmod'>>(
      sql`select sitemap_area(code_postal) as area, id / ${SITEMAP_SLICE_IDS}::integer as slice, count(*)::integer as count
        from artisans where fermee_le is null group by 1, 2 order by 1, 2`,
    );
  const counts = async () =>
    (await slices()).filter((row) => row.count > 0).map(({ area, slice, count }) => ({ area, slice, count }));
  const lastmodOf = async (area: string) => (await slices()).find((row) => row.area === area)?.lastmod;
  const tradeDates = async () =>
    new Map(
      (
        await execute<{ specialite_id: number; lastmod: string }>(
          sql`select specialite_id, to_char(lastmod at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as lastmod
            from sitemap_trades`,
        )
      ).map((row) => [row.specialite_id, row.lastmod]),
    );
  /** The database's clock, as the dates above are written. */
  const now = async () =>
    (
      await execute<{ now: string }>(
        sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as now`,
      )
    )[0]!.now;
  const set = (id: number, assignments: ReturnType<typeof sql>) =>
    execute(sql`update artisans set ${assignments} where id = ${id}`);

  it('fills the slices and the trades from the open listings there', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0037_sitemap_summaries'));
    const created = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Plombier', 'plombier'), ('Maçon', 'macon')
        returning id`,
    );
    trades.push(...created.map((row) => row.id));
    for (const [nom, codePostal, date] of [
      ['Tulle', '19000', '2024-01-01'],
      ['Brive', '19100', '2024-02-01'],
      ['Pointe-à-Pitre', '97110', '2024-03-01'],
      ['Fermée', '19200', '2024-04-01'],
    ] as const) {
      ids[nom] = await insertArtisanRow(execute, nom);
      await set(ids[nom]!, sql`code_postal = ${codePostal}, date_update = ${date}`);
    }
    await set(ids['Fermée']!, sql`fermee_le = '2024-05-01'`);
    for (const [nom, trade] of [
      ['Tulle', 0],
      ['Brive', 0],
      ['Pointe-à-Pitre', 1],
      ['Fermée', 1],
    ] as const)
      await execute(
        sql`insert into artisan_specialites (artisan_id, specialite_id) values (${ids[nom]!}, ${trades[trade]!})`,
      );

    await database.migrate(MIGRATIONS_FOLDER);

    expect(await slices()).toEqual([
      { area: '19', slice: 0, count: 2, lastmod: '2024-02-01T00:00:00.000000' },
      { area: '971', slice: 0, count: 1, lastmod: '2024-03-01T00:00:00.000000' },
    ]);
    // The closed listing's trade is dated by its open listing only.
    expect(await tradeDates()).toEqual(
      new Map([
        [trades[0]!, '2024-02-01T00:00:00.000000'],
        [trades[1]!, '2024-03-01T00:00:00.000000'],
      ]),
    );
  });

  it('counts an arrival, a reopening, a departure, a move and a deletion, dating each slice then', async () => {
    const before = await now();
    ids['Paris'] = await insertArtisanRow(execute, 'Paris');
    await set(ids['Paris']!, sql`code_postal = '75011'`);
    await set(ids['Fermée']!, sql`fermee_le = null`);
    await set(ids['Tulle']!, sql`fermee_le = '2025-01-01'`);
    await set(ids['Pointe-à-Pitre']!, sql`code_postal = '22000'`);
    await execute(sql`delete from artisans where id = ${ids['Brive']!}`);
    expect(await counts()).toEqual(await expectedCounts());
    for (const area of ['19', '22', '75', '971']) expect((await lastmodOf(area))! >= before).toBe(true);
    // Guadeloupe has no open listing left; its row stays, dated by that departure.
    expect((await slices()).find((row) => row.area === '971')).toMatchObject({ count: 0 });
  });

  it('dates a slice by an entry’s later change, or by now when its date goes back, and by nothing else', async () => {
    await set(ids['Paris']!, sql`date_update = '2030-01-01'`);
    expect(await lastmodOf('75')).toBe('2030-01-01T00:00:00.000000');
    // Figures of the card no visitor reads in the sitemap: nothing moves.
    const unchanged = await slices();
    await execute(sql`update artisans set demandes_count = demandes_count + 1`);
    expect(await slices()).toEqual(unchanged);
    // A date that goes back (a review withdrawn) is a change, of now: later than the last one kept.
    const before = await now();
    await set(ids['Fermée']!, sql`date_update = '2020-01-01'`);
    expect((await lastmodOf('19'))! >= before).toBe(true);
  });

  it('follows one statement over many listings', async () => {
    const many = await execute<{ id: number }>(
      sql`insert into artisans (entreprise_nom, siret, siren, code_postal)
        select 'Lot ' || n, '73282932000074', '732829320', case when n % 2 = 0 then '46000' else '12000' end
        from generate_series(1, 40) as n returning id`,
    );
    expect(many).toHaveLength(40);
    await execute(sql`update artisans set fermee_le = now() where code_postal = '46000'`);
    await execute(sql`update artisans set code_postal = '46100' where code_postal = '12000'`);
    expect(await counts()).toEqual(await expectedCounts());
    expect((await counts()).find((row) => row.area === '46')).toMatchObject({ count: 20 });
  });

  it('dates a trade when a card comes or leaves, never for a closed listing’s link or a link rewritten', async () => {
    const [third] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Couvreur', 'couvreur') returning id`,
    );
    const before = await now();
    await execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${ids['Paris']!}, ${third!.id})`,
    );
    const arrived = (await tradeDates()).get(third!.id)!;
    expect(arrived >= before).toBe(true);
    // The links' copies of the name and position are rewritten when the artisan is renamed: no card moved.
    await set(ids['Tulle']!, sql`entreprise_nom = 'Tulle Rénovation'`);
    await execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${ids['Tulle']!}, ${third!.id})`,
    );
    expect((await tradeDates()).get(third!.id)).toBe(arrived);
    await execute(sql`update artisans set entreprise_nom = 'Paris Toitures' where id = ${ids['Paris']!}`);
    expect((await tradeDates()).get(third!.id)).toBe(arrived);
    await execute(sql`delete from artisan_specialites where artisan_id = ${ids['Paris']!}`);
    expect((await tradeDates()).get(third!.id)! > arrived).toBe(true);
  });
});
