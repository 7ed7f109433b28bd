// drizzle/0008_demandes.sql on a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): existing artisans start with no request and no median, existing contact and join messages stay
// valid, and the constraints of the new rows hold (a DEMANDE message names its request and goes with it, a handled
// request has its date).
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0008: requests relayed to artisans', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  let artisanId = 0;

  it('keeps the existing artisans and messages, with empty figures', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0008_demandes'));
    artisanId = await insertArtisanRow(execute, 'Plomberie Ancienne');
    await execute(sql`insert into messages (kind, payload) values ('CONTACT', '{"nom":"Jeanne"}'::jsonb),
      ('JOIN', '{"nom":"Paul"}'::jsonb)`);

    await database.migrate(MIGRATIONS_FOLDER);
    expect(
      await execute(sql`select demandes_count, delai_median_minutes from artisans where id = ${artisanId}`),
    ).toEqual([{ demandes_count: 0, delai_median_minutes: null }]);
    expect(await execute(sql`select kind, demande_id from messages order by id`)).toEqual([
      { kind: 'CONTACT', demande_id: null },
      { kind: 'JOIN', demande_id: null },
    ]);
  });

  it('checks the new rows: a DEMANDE message names its request and goes with it', async () => {
    const [demande] = await execute<{ id: number }>(
      sql`insert into demandes (artisan_id, nom, email, code_postal, message)
        values (${artisanId}, 'Jean', 'jean@exemple.fr', '19100', 'Un devis, merci beaucoup.') returning id`,
    );
    await expect(
      execute(sql`insert into messages (kind, payload) values ('DEMANDE', '{}'::jsonb)`),
    ).rejects.toThrow();
    await expect(
      execute(
        sql`insert into messages (kind, payload, demande_id) values ('CONTACT', '{}'::jsonb, ${demande!.id})`,
      ),
    ).rejects.toThrow();
    await expect(
      execute(sql`insert into messages (kind, payload) values ('AUTRE', '{}'::jsonb)`),
    ).rejects.toThrow();
    await execute(
      sql`insert into messages (kind, payload, demande_id) values ('DEMANDE', '{}'::jsonb, ${demande!.id})`,
    );
    // Handled without a date, or a date without being handled: refused.
    await expect(
      execute(sql`update demandes set traitee = true where id = ${demande!.id}`),
    ).rejects.toThrow();
    await expect(
      execute(sql`update demandes set traitee_at = now() where id = ${demande!.id}`),
    ).rejects.toThrow();

    await execute(sql`delete from demandes where id = ${demande!.id}`);
    expect(await execute(sql`select id from messages where kind = 'DEMANDE'`)).toEqual([]);
    // An artisan deleted takes its requests with it.
    await execute(sql`insert into demandes (artisan_id, nom, email, code_postal, message)
      values (${artisanId}, 'Jean', 'jean@exemple.fr', '19100', 'Un devis, merci beaucoup.')`);
    await execute(sql`delete from artisans where id = ${artisanId}`);
    expect(await execute(sql`select id from demandes`)).toEqual([]);
  });
});
