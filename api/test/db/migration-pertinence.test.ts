// drizzle/0011_pertinence.sql on a database already holding artisans, reviews, details and requests (PGlite, or the
// PostgreSQL server of TEST_DATABASE_URL): every artisan gets the score of the contract's pertinenceScore() (the SQL
// repeats its figures: this test is what keeps them equal), and each trade's stored order becomes the pertinence
// order, ties by name; from then on a review published, a detail added or requests answered move the artisan (as
// migrations 0011 to 0013 leave it).
import { sql } from 'drizzle-orm';
import { pertinenceScore } from '@annuaire/shared/contract/artisan';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0011: the pertinence order', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const ids = { alpha: 0, bravo: 0, charlie: 0, trade: 0 };

  const scores = async () =>
    new Map(
      (await execute<{ id: number; pertinence: number }>(sql`select id, pertinence from artisans`)).map(
        (row) => [Number(row.id), Number(row.pertinence)],
      ),
    );
  const order = async () =>
    (
      await execute<{ artisan_ids: number[] | string }>(
        sql`select artisan_ids from specialite_orders where specialite_id = ${ids.trade}`,
      )
    )[0]!.artisan_ids;
  const asIds = (value: number[] | string) =>
    Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').map(Number);

  it('scores the existing artisans as the contract does and orders their trades by it', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0011_pertinence'));
    ids.alpha = await insertArtisanRow(execute, 'Alpha');
    ids.bravo = await insertArtisanRow(execute, 'Bravo');
    ids.charlie = await insertArtisanRow(execute, 'Charlie');
    const [trade] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Puisatier', 'puisatier') returning id`,
    );
    ids.trade = trade!.id;
    await execute(sql`insert into artisan_specialites (artisan_id, specialite_id) values
      (${ids.alpha}, ${ids.trade}), (${ids.bravo}, ${ids.trade}), (${ids.charlie}, ${ids.trade})`);
    // Alpha: two reviews at 5, one of them verified. Bravo: one at 4, a description, a main image, a qualification.
    // Charlie: nothing, but fast answers to its requests.
    await execute(sql`insert into notes (artisan_id, nombre_etoiles, date_experience, auteur, source, statut) values
      (${ids.alpha}, 5, '2025-01', 'Anne B.', 'ADMINISTRATION', 'PUBLIE'),
      (${ids.alpha}, 5, '2025-01', 'Luc M.', 'VERIFIE', 'PUBLIE'),
      (${ids.alpha}, 1, '2025-01', 'Jean P.', 'VERIFIE', 'EN_ATTENTE'),
      (${ids.bravo}, 4, '2025-01', 'Paul R.', 'ADMINISTRATION', 'PUBLIE')`);
    await execute(sql`insert into artisan_details (artisan_id, type, description, path_img) values
      (${ids.bravo}, 'DESCRIPTION', 'Forage de puits.', null),
      (${ids.bravo}, 'IMG_PRINCIPALE', 'Atelier', '/uploads/demo/bravo.webp'),
      (${ids.bravo}, 'NORME', 'Qualibat', '/uploads/demo/norme.webp')`);
    await execute(
      sql`update artisans set demandes_count = 5, delai_median_minutes = 60 where id = ${ids.charlie}`,
    );
    // Before: by name.
    expect(asIds(await order())).toEqual([ids.alpha, ids.bravo, ids.charlie]);

    // Up to the migration before 0014, which recomputes the figures from the requests themselves (here Charlie's
    // are written in its row alone) and asks for distinct senders: migration-trust.test.ts checks it.
    await database.migrate(migrationsBefore(database.dataDir, '0014_trust'));
    const expected = {
      [ids.alpha]: pertinenceScore({
        count: 2,
        starsSum: 10,
        verifiedCount: 1,
        verifiedStarsSum: 5,
        profileParts: 0,
        fastReplier: false,
      }),
      [ids.bravo]: pertinenceScore({
        count: 1,
        starsSum: 4,
        verifiedCount: 0,
        verifiedStarsSum: 0,
        profileParts: 3,
        fastReplier: false,
      }),
      [ids.charlie]: pertinenceScore({
        count: 0,
        starsSum: 0,
        verifiedCount: 0,
        verifiedStarsSum: 0,
        profileParts: 0,
        fastReplier: true,
      }),
    };
    const stored = await scores();
    for (const [id, score] of Object.entries(expected)) expect(stored.get(Number(id))).toBe(score);
    const byScore = Object.entries(expected)
      .sort(([, a], [, b]) => b - a)
      .map(([id]) => Number(id));
    expect(asIds(await order())).toEqual(byScore);
  });

  it('moves an artisan when a review is published, a detail removed or its requests are answered slowly', async () => {
    // Charlie's waiting review at 5, published: it rises.
    await execute(sql`insert into notes (artisan_id, nombre_etoiles, date_experience, auteur, source, statut)
      values (${ids.charlie}, 5, '2025-02', 'Zoé T.', 'VERIFIE', 'EN_ATTENTE')`);
    const before = (await scores()).get(ids.charlie)!;
    await execute(sql`update notes set statut = 'PUBLIE' where artisan_id = ${ids.charlie}`);
    const published = (await scores()).get(ids.charlie)!;
    expect(published).toBe(
      pertinenceScore({
        count: 1,
        starsSum: 5,
        verifiedCount: 1,
        verifiedStarsSum: 5,
        profileParts: 0,
        fastReplier: true,
      }),
    );
    expect(published).toBeGreaterThan(before);
    // Bravo loses its description, Charlie its badge.
    await execute(sql`delete from artisan_details where artisan_id = ${ids.bravo} and type = 'DESCRIPTION'`);
    await execute(sql`update artisans set delai_median_minutes = 60 * 72 where id = ${ids.charlie}`);
    const now = await scores();
    expect(now.get(ids.bravo)).toBe(
      pertinenceScore({
        count: 1,
        starsSum: 4,
        verifiedCount: 0,
        verifiedStarsSum: 0,
        profileParts: 2,
        fastReplier: false,
      }),
    );
    const expectedOrder = [ids.alpha, ids.bravo, ids.charlie].sort(
      (a, b) => now.get(b)! - now.get(a)! || a - b,
    );
    expect(asIds(await order())).toEqual(expectedOrder);
  });
});
