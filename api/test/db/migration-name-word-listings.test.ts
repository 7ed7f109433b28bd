// drizzle/0038_name_word_listings.sql and 0039_name_word_pairs.sql on a database already holding data (PGlite, or
// the PostgreSQL server of TEST_DATABASE_URL): nom_mot_fiches, each word and each pair of words of each open
// listing's name with what ranks a search of one or two words, filled from what is there and kept by the database at
// every write, one statement for many listings too. After each write the table is compared with the same rows
// computed from the listings themselves.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

interface WordRow {
  mot: string;
  trigrammes: number;
  non_geree: boolean;
  pertinence: number;
  artisan_id: number;
}

describe('migrations 0038 and 0039: the ranked words and pairs of words of the names', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const ids: Record<string, number> = {};

  const order = sql`order by artisan_id, mot, trigrammes, non_geree, pertinence`;
  const kept = () =>
    execute<WordRow>(
      sql`select mot, trigrammes::int as trigrammes, non_geree, pertinence, artisan_id from nom_mot_fiches ${order}`,
    );
  /**
   * What the table must hold: the lexemes of every open listing's folded name, and each pair of two of them in
   * bytewise order joined by a space, with the listing's figures of now.
   */
  const expected = () =>
    execute<WordRow>(
      sql`with w as (select a.id, w from artisans a,
          unnest(tsvector_to_array(to_tsvector('simple', a.entreprise_nom_key))) w where a.fermee_le is null),
        k as (select id, w as mot from w
          union all select x.id, x.w || ' ' || y.w from w x join w y on x.id = y.id and x.w collate "C" < y.w)
        select k.mot, coalesce(array_length(show_trgm(a.entreprise_nom_key), 1), 0) as trigrammes,
          a.non_geree, a.pertinence, a.id as artisan_id
        from artisans a join k on k.id = a.id ${order}`,
    );
  const keysOf = async (id: number) =>
    (await kept()).filter((row) => row.artisan_id === id).map((row) => row.mot);
  const wordsOf = async (id: number) => (await keysOf(id)).filter((mot) => !mot.includes(' '));
  const set = (id: number, assignments: ReturnType<typeof sql>) =>
    execute(sql`update artisans set ${assignments} where id = ${id}`);

  it('fills the table from the open listings there', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0038_name_word_listings'));
    for (const nom of ['Plomberie Martin', 'SARL Électricité Dubois-Martin', 'L’Atelier du 19', 'Fermée'])
      ids[nom] = await insertArtisanRow(execute, nom);
    await set(ids['Fermée']!, sql`fermee_le = '2024-05-01'`);
    await set(ids['Plomberie Martin']!, sql`non_geree = true`);

    await database.migrate(MIGRATIONS_FOLDER);

    expect(await kept()).toEqual(await expected());
    expect((await wordsOf(ids['SARL Électricité Dubois-Martin']!)).sort()).toEqual([
      'dubois',
      'dubois-martin',
      'electricite',
      'martin',
      'sarl',
    ]);
    // Ten pairs of its five words, each once, in bytewise order.
    const pairs = (await keysOf(ids['SARL Électricité Dubois-Martin']!)).filter((mot) => mot.includes(' '));
    expect(pairs).toHaveLength(10);
    expect(pairs).toEqual(
      expect.arrayContaining(['dubois martin', 'electricite sarl', 'dubois-martin martin']),
    );
    expect(await keysOf(ids['L’Atelier du 19']!)).toContain('19 atelier');
    expect(await keysOf(ids['Fermée']!)).toEqual([]);
    // The trigram count is pg_trgm's: similarity('martin', name) = 7 shared trigrams / the name's count.
    const [martin] = await execute<{ similarity: number; trigrammes: number }>(
      sql`select similarity('martin', a.entreprise_nom_key) as similarity, f.trigrammes::int as trigrammes
        from artisans a join nom_mot_fiches f on f.artisan_id = a.id and f.mot = 'martin'
        where a.id = ${ids['Plomberie Martin']!}`,
    );
    expect(martin!.similarity).toBeCloseTo(7 / martin!.trigrammes, 5);
  });

  it('follows an arrival, a renaming, a closing, a reopening, the ranking figures and a deletion', async () => {
    ids['Maçonnerie'] = await insertArtisanRow(execute, 'Maçonnerie Petit');
    expect((await wordsOf(ids['Maçonnerie']!)).sort()).toEqual(['maconnerie', 'petit']);
    await set(ids['Plomberie Martin']!, sql`entreprise_nom = 'Plomberie Martin et Fils'`);
    expect((await wordsOf(ids['Plomberie Martin']!)).sort()).toEqual(['et', 'fils', 'martin', 'plomberie']);
    expect(await keysOf(ids['Plomberie Martin']!)).toContain('fils plomberie');
    await set(ids['Maçonnerie']!, sql`fermee_le = now()`);
    expect(await keysOf(ids['Maçonnerie']!)).toEqual([]);
    await set(ids['Fermée']!, sql`fermee_le = null`);
    expect(await keysOf(ids['Fermée']!)).toEqual(['fermee']);
    // Pertinence follows the reviews (migration 0011's trigger); management follows a claim.
    await set(ids['L’Atelier du 19']!, sql`notes_count = 4, notes_stars_sum = 20`);
    await set(ids['Plomberie Martin']!, sql`non_geree = false`);
    expect(await kept()).toEqual(await expected());
    await execute(sql`delete from artisans where id = ${ids['SARL Électricité Dubois-Martin']!}`);
    expect(await keysOf(ids['SARL Électricité Dubois-Martin']!)).toEqual([]);
    expect(await kept()).toEqual(await expected());
  });

  it('leaves the table alone when nothing it holds changed', async () => {
    const before = await execute<{ ctid: string }>(sql`select ctid::text from nom_mot_fiches order by ctid`);
    await execute(sql`update artisans set demandes_count = demandes_count + 1, date_update = now()`);
    expect(await execute(sql`select ctid::text from nom_mot_fiches order by ctid`)).toEqual(before);
  });

  it('follows one statement over many listings', async () => {
    const many = await execute<{ id: number }>(
      sql`insert into artisans (entreprise_nom, siret, siren, code_postal)
        select 'Lot ' || n || case when n % 2 = 0 then ' Pair' else ' Impair' end, '73282932000074', '732829320',
          '46000'
        from generate_series(1, 40) as n returning id`,
    );
    expect(many).toHaveLength(40);
    expect(await kept()).toEqual(await expected());
    await execute(sql`update artisans set fermee_le = now() where entreprise_nom like '% Pair'`);
    await execute(sql`update artisans set entreprise_nom = replace(entreprise_nom, 'Impair', 'Seul')
      where entreprise_nom like '% Impair'`);
    expect(await kept()).toEqual(await expected());
    const [seul] = await execute<{ n: number }>(
      sql`select count(*)::int as n from nom_mot_fiches where mot = 'seul'`,
    );
    expect(seul!.n).toBe(20);
  });
});
