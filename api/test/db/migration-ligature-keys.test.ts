// drizzle/0041_ligature_keys.sql on a database already holding listings, trades and particuliers (PGlite, or the
// PostgreSQL server of TEST_DATABASE_URL): the name key spells œ and æ out, and what the database copies from it
// (the trades' cards, the search's words and pairs, the dictionary) follows for the listings there and for those
// written after; the indexes the keys' expressions serve are the ones the queries use.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { PARTICULIER_NAME_KEY_SQL } from '../../src/db/schema';
import { foldText, nameKeySql } from '../../src/text/fold';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

describe('migration 0041: the ligatures spelt out in the name keys', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);
  const ids: Record<string, number> = {};

  const keyOf = async (id: number) =>
    (await execute<{ key: string }>(sql`select entreprise_nom_key as key from artisans where id = ${id}`))[0]!
      .key;
  const cardKeysOf = async (id: number) =>
    (
      await execute<{ key: string }>(
        sql`select entreprise_nom_key as key from artisan_specialites where artisan_id = ${id}`,
      )
    ).map((row) => row.key);
  const searchKeysOf = async (id: number) =>
    (
      await execute<{ mot: string }>(
        sql`select mot from nom_mot_fiches where artisan_id = ${id} order by mot collate "C"`,
      )
    ).map((row) => row.mot);
  const inDictionary = async (mot: string) =>
    (await execute(sql`select 1 from nom_mots where mot = ${mot}`)).length === 1;

  it('folds the listings there, and writes again what the database copies of their keys', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0041_ligature_keys'));
    const [trade] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Menuisier', 'menuisier') returning id`,
    );
    for (const nom of ['Cœur de Bois', 'ŒUVRE ET BÂTI', 'Menuiserie Martin']) {
      ids[nom] = await insertArtisanRow(execute, nom);
      await execute(
        sql`insert into artisan_specialites (artisan_id, specialite_id) values (${ids[nom]}, ${trade!.id})`,
      );
    }
    expect(await inDictionary('cœur')).toBe(true);

    await database.migrate(MIGRATIONS_FOLDER);

    expect(await keyOf(ids['Cœur de Bois']!)).toBe('coeur de bois');
    expect(await keyOf(ids['ŒUVRE ET BÂTI']!)).toBe('oeuvre et bati');
    expect(await cardKeysOf(ids['Cœur de Bois']!)).toEqual(['coeur de bois']);
    expect(await cardKeysOf(ids['ŒUVRE ET BÂTI']!)).toEqual(['oeuvre et bati']);
    expect(await searchKeysOf(ids['Cœur de Bois']!)).toEqual([
      'bois',
      'bois coeur',
      'bois de',
      'coeur',
      'coeur de',
      'de',
    ]);
    expect(await inDictionary('coeur')).toBe(true);
    expect(await inDictionary('oeuvre')).toBe(true);
    expect(await inDictionary('cœur')).toBe(false);
    // The names are the same, and so is a listing without a ligature.
    expect(
      (await execute<{ nom: string }>(sql`select entreprise_nom as nom from artisans order by id`)).map(
        (r) => r.nom,
      ),
    ).toEqual(['Cœur de Bois', 'ŒUVRE ET BÂTI', 'Menuiserie Martin']);
    expect(await searchKeysOf(ids['Menuiserie Martin']!)).toEqual([
      'martin',
      'martin menuiserie',
      'menuiserie',
    ]);
  });

  it('folds as foldText does, for a listing written after, a town and a particulier', async () => {
    const id = await insertArtisanRow(execute, 'Æther Cœurs & Vœux');
    expect(await keyOf(id)).toBe(foldText('Æther Cœurs & Vœux'));
    expect(await keyOf(id)).toBe('aether coeurs & voeux');
    await execute(sql`update artisans set ville = 'Vœuil-et-Giget', code_postal = '16400' where id = ${id}`);
    const [town] = await execute<{ id: number }>(
      sql`select id from artisans where trim(${sql.raw(nameKeySql('ville'))} || ' ' || code_postal) like '%voeuil%'`,
    );
    expect(town?.id).toBe(id);
    await execute(sql`insert into particuliers (nom, prenom) values ('Lætitia', 'Œillet')`);
    const [person] = await execute<{ nom: string }>(
      sql`select nom from particuliers where ${sql.raw(PARTICULIER_NAME_KEY_SQL)} like '%laetitia oeillet%'`,
    );
    expect(person?.nom).toBe('Lætitia');
    // The indexes built again serve those expressions: each spells the ligatures out.
    const definitions = await execute<{ name: string; definition: string }>(
      sql`select indexname as name, indexdef as definition from pg_indexes
        where indexname in ('artisans_ville_key_idx', 'artisans_city_key_trgm_idx', 'particuliers_name_key_trgm_idx')
        order by indexname`,
    );
    expect(definitions.map((row) => [row.name, row.definition.includes("'oe'")])).toEqual([
      ['artisans_city_key_trgm_idx', true],
      ['artisans_ville_key_idx', true],
      ['particuliers_name_key_trgm_idx', true],
    ]);
  });
});
