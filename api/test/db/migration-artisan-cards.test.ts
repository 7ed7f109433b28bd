// drizzle/0005_artisan_cards.sql on a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): what a card shows (reviews' count and star sum, main image, trades) kept on the artisan's
// row by triggers, whoever writes and however many rows at once. Up to migration 0008: 0009 gave reviews their
// publication fields and counts published ones only (migration-notes-publication.test.ts).
import { sql } from 'drizzle-orm';
import { TEST_DATABASE_URL } from '../helpers/test-database';
import { emptyDatabase, migrationsBefore } from '../helpers/migration-database';

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

    await database.migrate(migrationsBefore(database.dataDir, '0009_notes_publication'));
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
      const [first, second] = [await database.openClient(), await database.openClient()];
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
