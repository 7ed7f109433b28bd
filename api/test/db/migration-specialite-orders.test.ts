// drizzle/0006_specialite_orders.sql on a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): each trade's artisan ids in page order, kept by triggers on the links.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { TEST_DATABASE_URL } from '../helpers/test-database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

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
  const insertArtisan = (nom: string) => insertArtisanRow(execute, nom);
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
      const [first, second] = await Promise.all([0, 1].map(() => database.openClient()));
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
