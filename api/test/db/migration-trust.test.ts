// drizzle/0014_trust.sql on a database already holding artisans, accounts, requests and qualifications (PGlite, or
// the PostgreSQL server of TEST_DATABASE_URL): the requests an artisan sent from its own account's e-mail are marked
// and leave its figures, the figures are recomputed with the number of distinct senders, and the pertinence's 0.2 for
// « Répond rapidement » then follows the contract's isFastReplier (this test keeps the SQL's figures equal to the
// contract's); the RGE badge counts only the qualifications an administrator checked, and a change clears a check.
import { sql } from 'drizzle-orm';
import { pertinenceScore } from '@annuaire/shared/contract/artisan';
import { DEMANDE_LIMITS, isFastReplier } from '@annuaire/shared/contract/demande';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0014: responsiveness not self-awarded, RGE only once checked', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const ids = { ego: 0, solo: 0, many: 0 };

  const nobody = { count: 0, starsSum: 0, verifiedCount: 0, verifiedStarsSum: 0, profileParts: 0 };
  const figures = async (id: number) =>
    (
      await execute<{ count: number; median: number | null; senders: number; pertinence: number }>(
        sql`select demandes_count as count, delai_median_minutes as median, demandes_expediteurs as senders,
          pertinence from artisans where id = ${id}`,
      )
    ).map((row) => ({ ...row, pertinence: Number(row.pertinence) }))[0]!;
  const rgePeriods = async (id: number) =>
    (await execute<{ rge: string }>(sql`select rge_periodes::text as rge from artisans where id = ${id}`))[0]!
      .rge;
  /** Five requests handled within an hour, from these e-mails in turn. */
  const handledRequests = (artisanId: number, emails: string[]) =>
    execute(sql`insert into demandes (artisan_id, nom, email, code_postal, message, created_at, traitee, traitee_at)
      select ${artisanId}, 'Client', (${`{${emails.join(',')}}`}::text[])[1 + (n % ${emails.length})], '19100',
        'Un devis, merci beaucoup.', now() - interval '3 days', true, now() - interval '3 days' + interval '1 hour'
      from generate_series(0, 4) as n`);

  it('leaves out the requests from the account’s e-mail and needs distinct senders', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0014_trust'));
    const [account] = await execute<{ id: number }>(
      sql`insert into users (email, username, password_hash, role)
        values ('ego@exemple.fr', 'ego', 'x', 'ROLE_ARTISAN') returning id`,
    );
    ids.ego = await insertArtisanRow(execute, 'Ego');
    ids.solo = await insertArtisanRow(execute, 'Solo');
    ids.many = await insertArtisanRow(execute, 'Many');
    await execute(sql`update artisans set user_id = ${account!.id} where id = ${ids.ego}`);
    // A declared RGE qualification valid today: the badge as 0012 counted it.
    await execute(sql`insert into artisan_details (artisan_id, type, organisme, numero, date_debut, date_fin, rge)
      values (${ids.many}, 'NORME', 'Qualibat', 'E-1', current_date - 10, current_date + 100, true)`);
    expect(await rgePeriods(ids.many)).not.toBe('{}');
    await handledRequests(ids.ego, ['EGO@exemple.fr', 'ego@exemple.fr ']);
    await handledRequests(ids.solo, ['seul@exemple.fr', 'SEUL@exemple.fr']);
    await handledRequests(ids.many, ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr']);
    // As 0008 to 0013 kept them: five requests, a median of an hour, the badge for all three.
    await execute(sql`update artisans set demandes_count = 5, delai_median_minutes = 60`);

    await database.migrate(MIGRATIONS_FOLDER);
    expect(
      await execute(
        sql`select distinct envoyee_par_artisan as own from demandes where artisan_id = ${ids.ego}`,
      ),
    ).toEqual([{ own: true }]);
    expect(await figures(ids.ego)).toEqual({
      count: 0,
      median: null,
      senders: 0,
      pertinence: pertinenceScore({ ...nobody, fastReplier: false }),
    });
    expect(await figures(ids.solo)).toEqual({
      count: 5,
      median: 60,
      senders: 1,
      pertinence: pertinenceScore({ ...nobody, fastReplier: isFastReplier(5, 1, 1) }),
    });
    expect(isFastReplier(5, 1, 1)).toBe(false);
    expect(await figures(ids.many)).toEqual({
      count: 5,
      median: 60,
      senders: 3,
      // Its qualification is a part of a complete profile, checked or not.
      pertinence: pertinenceScore({ ...nobody, profileParts: 1, fastReplier: true }),
    });
  });

  it('takes the RGE badge from the qualifications nobody checked, gives it back once checked, never after a change', async () => {
    expect(await rgePeriods(ids.many)).toBe('{}');
    await execute(sql`update artisan_details set verifiee_le = now() where artisan_id = ${ids.many}`);
    expect(await rgePeriods(ids.many)).not.toBe('{}');
    // The artisan changes the number: the check goes, and the badge with it.
    await execute(sql`update artisan_details set numero = 'E-2' where artisan_id = ${ids.many}`);
    expect(
      await execute(sql`select verifiee_le from artisan_details where artisan_id = ${ids.many}`),
    ).toEqual([{ verifiee_le: null }]);
    expect(await rgePeriods(ids.many)).toBe('{}');
  });

  it('scores the badge as the contract does, senders included', async () => {
    for (const senders of [
      0,
      DEMANDE_LIMITS.fastReplyMinSenders - 1,
      DEMANDE_LIMITS.fastReplyMinSenders,
      9,
    ]) {
      for (const [count, median] of [
        [5, 60],
        [4, 60],
        [5, 48 * 60],
        [12, 47 * 60],
      ] as const) {
        await execute(sql`update artisans set demandes_count = ${count}, delai_median_minutes = ${median},
          demandes_expediteurs = ${senders} where id = ${ids.solo}`);
        expect((await figures(ids.solo)).pertinence).toBe(
          pertinenceScore({ ...nobody, fastReplier: isFastReplier(count, median / 60, senders) }),
        );
      }
    }
  });
});
