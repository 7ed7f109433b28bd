// drizzle/0042_free_accounts.sql on a database already holding accounts and artisans (PGlite, or the PostgreSQL
// server of TEST_DATABASE_URL): users.libre filled from who owns what, then kept by the database whoever links,
// unlinks, adds or removes an artisan or an account, many rows in one statement too; the free accounts' totals per
// role (row_counts 'libres:ROLE') always what counting says.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, migrationsBefore } from '../helpers/migration-database';

describe('migration 0042: the free accounts', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  /** The usernames users.libre says are free. */
  const free = async () =>
    (await execute<{ username: string }>(sql`select username from users where libre order by username`)).map(
      (row) => row.username,
    );
  /** The usernames no artisan belongs to, by counting. */
  const unowned = async () =>
    (
      await execute<{ username: string }>(
        sql`select username from users u where not exists (select 1 from artisans a where a.user_id = u.id)
          order by username`,
      )
    ).map((row) => row.username);
  /** The free accounts' totals row_counts keeps, without the keys at 0, and what counting says. */
  const kept = async () =>
    Object.fromEntries(
      (
        await execute<{ key: string; count: number }>(
          sql`select key, count from row_counts where key like 'libres:%' and count <> 0 order by key`,
        )
      ).map((row) => [row.key, row.count]),
    );
  const counted = async () =>
    Object.fromEntries(
      (
        await execute<{ key: string; count: number }>(
          sql`select 'libres:' || role as key, count(*)::integer as count from users
            where not exists (select 1 from artisans a where a.user_id = users.id) group by role order by key`,
        )
      ).map((row) => [row.key, row.count]),
    );
  /** users.libre and the totals agree with counting. */
  const consistent = async () => {
    expect(await free()).toEqual(await unowned());
    expect(await kept()).toEqual(await counted());
  };

  const addUsers = (role: string, ...names: string[]) =>
    execute(
      sql`insert into users (email, username, role)
        select n || '@exemple.fr', n, ${role} from unnest(${`{${names.join(',')}}`}::text[]) as n`,
    );
  /** One artisan per name, owned by the account of the same username when there is one. */
  const addArtisans = (...names: string[]) =>
    execute(
      sql`insert into artisans (user_id, entreprise_nom, siret, siren)
        select (select id from users where username = n), 'Entreprise ' || n, '73282932000074', '732829320'
        from unnest(${`{${names.join(',')}}`}::text[]) as n`,
    );
  const ownerOf = (artisan: string, username: string | null) =>
    execute(
      sql`update artisans set user_id = (select id from users where username = ${username})
        where entreprise_nom = ${`Entreprise ${artisan}`}`,
    );

  it('says which accounts are free from the rows there', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0042_free_accounts'));
    await addUsers('ROLE_ADMIN', 'admin1');
    await addUsers('ROLE_ARTISAN', 'pro1', 'pro2', 'pro3', 'pro4');
    await addArtisans('pro1', 'pro2', 'sans-compte');
    await database.migrate(MIGRATIONS_FOLDER);
    expect(await free()).toEqual(['admin1', 'pro3', 'pro4']);
    expect(await kept()).toEqual({ 'libres:ROLE_ADMIN': 1, 'libres:ROLE_ARTISAN': 2 });
    await consistent();
  });

  it('follows artisans added, relinked, unlinked and deleted, many in one statement too', async () => {
    await addUsers('ROLE_ARTISAN', 'pro5', 'pro6', 'pro7');
    // Two owned and one without an owner, in one statement.
    await addArtisans('pro3', 'pro5', 'autre-sans-compte');
    expect(await free()).toEqual(['admin1', 'pro4', 'pro6', 'pro7']);
    await consistent();

    // pro1's artisan moves to pro4: pro1 is free again, pro4 is not.
    await ownerOf('pro1', 'pro4');
    // The owner of an artisan without one, and an update that leaves the owner as it is.
    await ownerOf('sans-compte', 'pro6');
    await execute(sql`update artisans set ville = 'Tulle' where entreprise_nom = 'Entreprise pro2'`);
    expect(await free()).toEqual(['admin1', 'pro1', 'pro7']);
    await consistent();

    // Unlinked, then deleted (two in one statement).
    await ownerOf('pro2', null);
    await execute(sql`delete from artisans where entreprise_nom in ('Entreprise pro3', 'Entreprise pro5')`);
    expect(await free()).toEqual(['admin1', 'pro1', 'pro2', 'pro3', 'pro5', 'pro7']);
    await consistent();
  });

  it('follows accounts deleted while owning, and role changes', async () => {
    // The artisan loses its owner (ON DELETE SET NULL): nothing else changes.
    await execute(sql`delete from users where username = 'pro4'`);
    await execute(sql`update users set role = 'ROLE_ADMIN' where username in ('pro1', 'pro6')`);
    expect(await kept()).toEqual({ 'libres:ROLE_ADMIN': 2, 'libres:ROLE_ARTISAN': 4 });
    await consistent();
  });

  it('frees every account when the artisans are truncated', async () => {
    await execute(sql`truncate artisans cascade`);
    expect(await free()).toEqual(['admin1', 'pro1', 'pro2', 'pro3', 'pro5', 'pro6', 'pro7']);
    await consistent();
    await execute(sql`truncate users cascade`);
    expect(await kept()).toEqual({});
  });
});
