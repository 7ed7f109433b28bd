// drizzle/0017_demandes_retrait.sql on a database already holding messages of every kind (PGlite, or the PostgreSQL
// server of TEST_DATABASE_URL): they stay as they were, and the new table's constraints hold the rules of the right to
// object (RGPD article 21) whoever writes: a decision has its date, a refusal its reason, an acceptance its outcome;
// one waiting request per SIRET and e-mail; the outbox's RETRAIT and RETRAIT_REPONSE messages name their request and
// go with it.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0017: the requests to withdraw a listing', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  let artisanId = 0;

  it('keeps the messages already stored', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0017_demandes_retrait'));
    artisanId = await insertArtisanRow(execute, 'Plomberie Martin');
    const [demande] = await execute<{ id: number }>(
      sql`insert into demandes (artisan_id, nom, email, code_postal, message)
        values (${artisanId}, 'Jean', 'jean@exemple.fr', '19100', 'Un devis, merci beaucoup.') returning id`,
    );
    await execute(sql`insert into messages (kind, payload) values ('CONTACT', '{"nom":"Jean"}')`);
    await execute(
      sql`insert into messages (kind, payload, demande_id) values ('DEMANDE', '{}', ${demande!.id})`,
    );

    await database.migrate(MIGRATIONS_FOLDER);
    expect(await execute(sql`select kind, retrait_id as "retraitId" from messages order by id`)).toEqual([
      { kind: 'CONTACT', retraitId: null },
      { kind: 'DEMANDE', retraitId: null },
    ]);
  });

  const insertRequest = (values: ReturnType<typeof sql>) =>
    execute<{ id: number }>(sql`insert into demandes_retrait ${values} returning id`);

  it('stores a waiting request with its defaults', async () => {
    const [row] = await insertRequest(
      sql`(siret, email, motif, artisan_id) values ('73282932000074', 'a@exemple.fr', 'Opposition.', ${artisanId})`,
    );
    expect(
      await execute(sql`select statut, traitee_le as "traiteeLe", motif_refus as "motifRefus", resultat,
        creee_le is not null as dated from demandes_retrait where id = ${row!.id}`),
    ).toEqual([{ statut: 'EN_ATTENTE', traiteeLe: null, motifRefus: null, resultat: null, dated: true }]);
  });

  it.each([
    ['an unknown status', sql`(siret, email, motif, statut) values ('1', 'b@x.fr', 'm', 'TRAITEE')`],
    [
      'a decision without its date',
      sql`(siret, email, motif, statut, resultat) values ('1', 'b@x.fr', 'm', 'ACCEPTEE', 'SANS_FICHE')`,
    ],
    [
      'a waiting request with a date',
      sql`(siret, email, motif, traitee_le) values ('1', 'b@x.fr', 'm', now())`,
    ],
    [
      'a refusal without its reason',
      sql`(siret, email, motif, statut, traitee_le) values ('1', 'b@x.fr', 'm', 'REFUSEE', now())`,
    ],
    [
      'an acceptance without its outcome',
      sql`(siret, email, motif, statut, traitee_le) values ('1', 'b@x.fr', 'm', 'ACCEPTEE', now())`,
    ],
    [
      'an unknown outcome',
      sql`(siret, email, motif, statut, traitee_le, resultat) values ('1', 'b@x.fr', 'm', 'ACCEPTEE', now(), 'PERDUE')`,
    ],
    [
      'a reason of refusal on an acceptance',
      sql`(siret, email, motif, statut, traitee_le, resultat, motif_refus)
        values ('1', 'b@x.fr', 'm', 'ACCEPTEE', now(), 'SANS_FICHE', 'Non.')`,
    ],
  ])('refuses %s', async (_name, values) => {
    await expect(insertRequest(values)).rejects.toThrow();
  });

  it('holds one waiting request per SIRET and e-mail (case ignored), whatever was decided before', async () => {
    await insertRequest(sql`(siret, email, motif) values ('73282932000108', 'Gerant@Exemple.fr', 'm')`);
    await expect(
      insertRequest(sql`(siret, email, motif) values ('73282932000108', 'gerant@exemple.fr', 'autre')`),
    ).rejects.toThrow();
    await insertRequest(sql`(siret, email, motif, statut, traitee_le, motif_refus)
      values ('73282932000108', 'gerant@exemple.fr', 'm', 'REFUSEE', now(), 'Non.')`);
    await insertRequest(sql`(siret, email, motif) values ('73282932000108', 'autre@exemple.fr', 'm')`);
  });

  it('has RETRAIT messages name their request, deleted with it; a deleted listing leaves the request', async () => {
    await expect(
      execute(sql`insert into messages (kind, payload) values ('RETRAIT', '{}')`),
    ).rejects.toThrow();
    const [request] = await insertRequest(
      sql`(siret, email, motif, artisan_id) values ('73282932000116', 'c@exemple.fr', 'm', ${artisanId})`,
    );
    await expect(
      execute(sql`insert into messages (kind, payload, retrait_id) values ('CONTACT', '{}', ${request!.id})`),
    ).rejects.toThrow();
    for (const kind of ['RETRAIT', 'RETRAIT_REPONSE']) {
      await execute(
        sql`insert into messages (kind, payload, retrait_id) values (${kind}, '{}', ${request!.id})`,
      );
    }
    await execute(sql`delete from artisans where id = ${artisanId}`);
    expect(
      await execute(sql`select artisan_id as "artisanId" from demandes_retrait where id = ${request!.id}`),
    ).toEqual([{ artisanId: null }]);
    await execute(sql`delete from demandes_retrait where id = ${request!.id}`);
    expect(await execute(sql`select id from messages where retrait_id is not null`)).toEqual([]);
  });
});
