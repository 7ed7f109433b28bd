// drizzle/0009_notes_publication.sql on a database already holding reviews (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): existing reviews get the month of their entry in France, their creation date as publication
// date, the administration as source and the displayed name of their particulier (« Anonyme » without one), and
// stay counted; from then on the artisan's stored count and star sum follow published reviews only, whoever writes.
import { sql } from 'drizzle-orm';
import { displayedAuthor } from '@annuaire/shared/contract/note';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { TEST_DATABASE_URL } from '../helpers/test-database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0009: reviews that say when, about what and from where', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  /** Every artisan whose stored count or star sum differs from its published reviews: empty when kept up. */
  const drift = () =>
    execute<{ id: number }>(
      sql`select a.id from artisans a
        where a.notes_count <> (select count(*) from notes n where n.artisan_id = a.id and n.statut = 'PUBLIE')
          or a.notes_stars_sum <> coalesce((select sum(n.nombre_etoiles) from notes n
            where n.artisan_id = a.id and n.statut = 'PUBLIE'), 0)
        order by a.id`,
    );
  const counts = async (id: number) =>
    (
      await execute<{ notes_count: number; notes_stars_sum: number }>(
        sql`select notes_count, notes_stars_sum from artisans where id = ${id}`,
      )
    )[0]!;
  const ids = { alpha: 0, bravo: 0, lea: 0 };
  const particuliers = [
    { nom: 'Durand', prenom: 'Léa' },
    { nom: ' éluard ', prenom: ' Paul ' },
    { nom: 'œuvre', prenom: 'Zoé' },
  ];

  it('dates, signs and sources the existing reviews, which stay counted', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0009_notes_publication'));
    ids.alpha = await insertArtisanRow(execute, 'Alpha');
    ids.bravo = await insertArtisanRow(execute, 'Bravo');
    const people: number[] = [];
    for (const { nom, prenom } of particuliers) {
      const [row] = await execute<{ id: number }>(
        sql`insert into particuliers (nom, prenom) values (${nom}, ${prenom}) returning id`,
      );
      people.push(row!.id);
    }
    ids.lea = people[0]!;
    // 23:30 UTC on 31 January is 00:30 on 1 February in Paris; 21:30 UTC on 31 July is still July there (UTC+2).
    await execute(sql`insert into notes (particulier_id, artisan_id, nombre_etoiles, commentaire, date_creation) values
      (${people[0]!}, ${ids.alpha}, 5, 'Parfait.', '2025-01-31T23:30:00Z'),
      (${people[1]!}, ${ids.alpha}, 2, null, '2025-07-31T21:30:00Z'),
      (${people[2]!}, ${ids.bravo}, 4, null, '2024-12-15T10:00:00Z'),
      (null, ${ids.bravo}, 3, 'Sans auteur.', '2023-05-02T08:00:00Z')`);
    // A stored count gone wrong is recomputed by the migration.
    await execute(sql`update artisans set notes_count = 99, notes_stars_sum = 1 where id = ${ids.bravo}`);

    await database.migrate(MIGRATIONS_FOLDER);
    const rows = await execute<{
      statut: string;
      source: string;
      date_experience: string;
      auteur: string;
      same_date: boolean;
    }>(
      sql`select statut, source, date_experience, auteur, date_publication = date_creation as same_date
        from notes order by id`,
    );
    expect(rows).toEqual([
      {
        statut: 'PUBLIE',
        source: 'ADMINISTRATION',
        date_experience: '2025-02',
        auteur: 'Léa D.',
        same_date: true,
      },
      {
        statut: 'PUBLIE',
        source: 'ADMINISTRATION',
        date_experience: '2025-07',
        auteur: 'Paul É.',
        same_date: true,
      },
      {
        statut: 'PUBLIE',
        source: 'ADMINISTRATION',
        date_experience: '2024-12',
        auteur: 'Zoé Œ.',
        same_date: true,
      },
      {
        statut: 'PUBLIE',
        source: 'ADMINISTRATION',
        date_experience: '2023-05',
        auteur: 'Anonyme',
        same_date: true,
      },
    ]);
    // Signed as the API signs a new review, never with the whole family name.
    expect(rows.slice(0, 3).map((row) => row.auteur)).toEqual(
      particuliers.map(({ nom, prenom }) => displayedAuthor(prenom, nom)),
    );
    expect(await counts(ids.alpha)).toEqual({ notes_count: 2, notes_stars_sum: 7 });
    expect(await counts(ids.bravo)).toEqual({ notes_count: 2, notes_stars_sum: 7 });
    expect(await drift()).toEqual([]);
  });

  it('checks the new columns: a state, a source, a month and a name', async () => {
    const insert = (columns: ReturnType<typeof sql>, values: ReturnType<typeof sql>) =>
      execute(
        sql`insert into notes (artisan_id, nombre_etoiles, ${columns}) values (${ids.alpha}, 4, ${values})`,
      );
    await expect(
      insert(sql`date_experience, auteur, statut`, sql`'2025-01', 'Léa D.', 'BROUILLON'`),
    ).rejects.toThrow();
    await expect(
      insert(sql`date_experience, auteur, source`, sql`'2025-01', 'Léa D.', 'GOOGLE'`),
    ).rejects.toThrow();
    for (const month of ['2025-13', '2025-1', '01/2025', '']) {
      await expect(insert(sql`date_experience, auteur`, sql`${month}, 'Léa D.'`)).rejects.toThrow();
    }
    await expect(insert(sql`auteur`, sql`'Léa D.'`)).rejects.toThrow();
    await expect(insert(sql`date_experience`, sql`'2025-01'`)).rejects.toThrow();
    // The defaults: published, entered by the administration, published now.
    const [row] = await execute<{ statut: string; source: string; recent: boolean }>(
      sql`insert into notes (artisan_id, nombre_etoiles, date_experience, auteur)
        values (${ids.alpha}, 1, '2025-01', 'Léa D.')
        returning statut, source, date_publication > now() - interval '1 minute' as recent`,
    );
    expect(row).toEqual({ statut: 'PUBLIE', source: 'ADMINISTRATION', recent: true });
    await execute(sql`delete from notes where artisan_id = ${ids.alpha} and nombre_etoiles = 1`);
    expect(await drift()).toEqual([]);
  });

  it('counts published reviews only, through every write', async () => {
    const { alpha, bravo, lea } = ids;
    const before = await counts(alpha);
    // A review waiting for moderation changes neither the count nor the sum.
    await execute(sql`insert into notes (particulier_id, artisan_id, nombre_etoiles, date_experience, auteur,
      statut, source) values (${lea}, ${alpha}, 1, '2025-03', 'Léa D.', 'EN_ATTENTE', 'VERIFIE')`);
    expect(await counts(alpha)).toEqual(before);

    const steps: ReturnType<typeof sql>[] = [
      // Several at once, published or not.
      sql`insert into notes (particulier_id, artisan_id, nombre_etoiles, date_experience, auteur, statut) values
        (${lea}, ${alpha}, 3, '2025-01', 'Léa D.', 'PUBLIE'), (${lea}, ${bravo}, 5, '2025-01', 'Léa D.', 'EN_ATTENTE'),
        (${lea}, ${bravo}, 2, '2025-01', 'Léa D.', 'REFUSE')`,
      // A waiting review's stars changed: nothing to count; then published; then withdrawn.
      sql`update notes set nombre_etoiles = 2 where statut = 'EN_ATTENTE' and artisan_id = ${alpha}`,
      sql`update notes set statut = 'PUBLIE' where statut = 'EN_ATTENTE' and artisan_id = ${alpha}`,
      sql`update notes set nombre_etoiles = 5 where artisan_id = ${alpha} and nombre_etoiles = 2`,
      sql`update notes set statut = 'REFUSE' where artisan_id = ${alpha} and nombre_etoiles = 3`,
      // Published and moved to another artisan at once; a refused one moved.
      sql`update notes set statut = 'PUBLIE', artisan_id = ${alpha} where artisan_id = ${bravo} and statut = 'EN_ATTENTE'`,
      sql`update notes set artisan_id = ${alpha} where statut = 'REFUSE' and artisan_id = ${bravo}`,
      sql`update notes set commentaire = 'Relu.'`,
      // Deleted: a refused one, then published ones.
      sql`delete from notes where statut = 'REFUSE'`,
      sql`delete from notes where artisan_id = ${bravo}`,
    ];
    for (const step of steps) {
      await execute(step);
      expect({ step, drift: await drift() }).toEqual({ step, drift: [] });
    }
    expect(await counts(bravo)).toEqual({ notes_count: 0, notes_stars_sum: 0 });
  });

  // Two writers of the same artisan at once, as in migration 0005's test: publishing a waiting review while
  // another is inserted. Only a server has concurrent sessions (PGlite has one).
  (TEST_DATABASE_URL ? it : it.skip)(
    'keeps the counts right when two transactions write at once',
    async () => {
      const { alpha, lea } = ids;
      await execute(sql`insert into notes (particulier_id, artisan_id, nombre_etoiles, date_experience, auteur,
      statut) values (${lea}, ${alpha}, 4, '2025-02', 'Léa D.', 'EN_ATTENTE')`);
      const [first, second] = [await database.openClient(), await database.openClient()];
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query(
          `update notes set statut = 'PUBLIE' where artisan_id = ${alpha} and statut = 'EN_ATTENTE'`,
        );
        const waiting =
          second.query(`insert into notes (particulier_id, artisan_id, nombre_etoiles, date_experience,
        auteur) values (${lea}, ${alpha}, 1, '2025-02', 'Léa D.')`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await first.query('commit');
        await waiting;
        await second.query('commit');
        expect(await drift()).toEqual([]);
      } finally {
        await first.end();
        await second.end();
      }
    },
  );
});
