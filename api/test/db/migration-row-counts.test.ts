// drizzle/0040_row_counts.sql on a database already holding accounts and particuliers (PGlite, or the PostgreSQL
// server of TEST_DATABASE_URL): the totals filled from what is there, then kept by the database at every write, one
// statement for many rows too: per account role, and for the particuliers, always what count(*) says.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, migrationsBefore } from '../helpers/migration-database';

describe('migration 0040: the accounts’ and particuliers’ totals', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  /** What the database keeps, and what counting says, as { key: count } without the keys at 0. */
  const kept = async () =>
    Object.fromEntries(
      (await execute<{ key: string; count: number }>(sql`select key, count from row_counts order by key`))
        // The free accounts' totals (migration 0042) have their own test.
        .filter((row) => row.count !== 0 && !row.key.startsWith('libres:'))
        .map((row) => [row.key, row.count]),
    );
  const counted = async () =>
    Object.fromEntries(
      (
        await execute<{ key: string; count: number }>(
          sql`select 'users:' || role as key, count(*)::integer as count from users group by role
            union all select 'particuliers', count(*)::integer from particuliers having count(*) > 0
            order by key`,
        )
      ).map((row) => [row.key, row.count]),
    );
  const addUsers = (role: string, ...names: string[]) =>
    execute(
      sql`insert into users (email, username, role)
        select n || '@exemple.fr', n, ${role} from unnest(${`{${names.join(',')}}`}::text[]) as n`,
    );

  it('fills the totals from the rows there', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0040_row_counts'));
    await addUsers('ROLE_ADMIN', 'admin1');
    await addUsers('ROLE_ARTISAN', 'pro1', 'pro2', 'pro3');
    await execute(sql`insert into particuliers (nom, prenom) values ('Dupont', 'Marie'), ('Martin', 'Paul')`);
    await database.migrate(MIGRATIONS_FOLDER);
    expect(await kept()).toEqual({ particuliers: 2, 'users:ROLE_ADMIN': 1, 'users:ROLE_ARTISAN': 3 });
  });

  it('keeps them at each insert, role change and delete, many rows in one statement too', async () => {
    await addUsers('ROLE_ARTISAN', 'pro4', 'pro5');
    await addUsers('ROLE_ADMIN', 'admin2');
    expect(await kept()).toEqual({ particuliers: 2, 'users:ROLE_ADMIN': 2, 'users:ROLE_ARTISAN': 5 });

    // Two accounts change role in one statement, a third is written without changing role.
    await execute(sql`update users set role = 'ROLE_ADMIN' where username in ('pro1', 'pro2')`);
    await execute(sql`update users set session_version = session_version + 1 where username = 'pro3'`);
    expect(await kept()).toEqual({ particuliers: 2, 'users:ROLE_ADMIN': 4, 'users:ROLE_ARTISAN': 3 });

    await execute(sql`delete from users where username in ('pro3', 'admin1')`);
    await execute(
      sql`insert into particuliers (nom, prenom) select 'Nom' || n, 'Prénom' from generate_series(1, 5) n`,
    );
    await execute(sql`delete from particuliers where nom = 'Dupont'`);
    expect(await kept()).toEqual({ particuliers: 6, 'users:ROLE_ADMIN': 3, 'users:ROLE_ARTISAN': 2 });
    expect(await kept()).toEqual(await counted());
  });

  it('empties them on a truncate', async () => {
    await execute(sql`truncate particuliers cascade`);
    expect(await kept()).toEqual({ 'users:ROLE_ADMIN': 3, 'users:ROLE_ARTISAN': 2 });
    await execute(sql`truncate users cascade`);
    expect(await kept()).toEqual({});
    await addUsers('ROLE_ARTISAN', 'pro6');
    expect(await kept()).toEqual({ 'users:ROLE_ARTISAN': 1 });
    expect(await kept()).toEqual(await counted());
  });
});
