// drizzle/0035_trade_positions.sql on a database already holding data (PGlite, or the PostgreSQL server of
// TEST_DATABASE_URL): each trade link gets its artisan's position and the zone its activity radius reaches, filled
// for the links there and kept by the database on every new link, move, new radius and lost position; the zone
// holds every point the radius reaches, by the API's own distance, at the equator, at a pole and across the
// antimeridian.
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { distanceKm } from '../../src/repositories/artisan/geometry';
import { emptyDatabase, insertArtisanRow, migrationsBefore } from '../helpers/migration-database';

const EARTH_RADIUS_KM = 6371;

/** The point `km` from (lat, lon) along `bearing` degrees, on the sphere the API's distance uses. */
function destination(lat: number, lon: number, bearing: number, km: number) {
  const degree = Math.PI / 180;
  const angle = km / EARTH_RADIUS_KM;
  const φ1 = lat * degree;
  const θ = bearing * degree;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(θ));
  const λ2 =
    lon * degree +
    Math.atan2(Math.sin(θ) * Math.sin(angle) * Math.cos(φ1), Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2));
  // Back into -180..180.
  const wrapped = ((((λ2 / degree + 180) % 360) + 360) % 360) - 180;
  return { lat: φ2 / degree, lon: wrapped };
}

describe('migration 0035: the position and the zone of each trade link', () => {
  const database = emptyDatabase();
  const execute = <T>(query: ReturnType<typeof sql>) => database.execute<T>(query);

  const place = (id: number, lat: number | null, lon: number | null, rayon: number) =>
    execute(sql`update artisans set latitude = ${lat}, longitude = ${lon}, rayon_activite = ${rayon}
      where id = ${id}`);
  const link = (artisanId: number, specialiteId: number) =>
    execute(
      sql`insert into artisan_specialites (artisan_id, specialite_id) values (${artisanId}, ${specialiteId})`,
    );
  /** Each link of the artisan: its position's text, and whether its zone holds the point. */
  const linksOf = (artisanId: number, point?: { lat: number; lon: number }) =>
    execute<{ specialite_id: number; position: string | null; covers: boolean | null }>(
      point
        ? sql`select specialite_id, position::text as position,
            zone @> box(point(${point.lon}::float8, ${point.lat}::float8),
              point(${point.lon}::float8, ${point.lat}::float8)) as covers
            from artisan_specialites where artisan_id = ${artisanId} order by specialite_id`
        : sql`select specialite_id, position::text as position, null as covers
            from artisan_specialites where artisan_id = ${artisanId} order by specialite_id`,
    );
  /** The API's own distance (repositories/artisan/geometry.ts) from the point to the artisan, in km. */
  const distanceTo = async (artisanId: number, point: { lat: number; lon: number }) => {
    const [row] = await execute<{ km: number }>(
      sql`select ${distanceKm(point)} as km from artisans where id = ${artisanId}`,
    );
    return Number(row!.km);
  };

  /** Points of the artisan's disc: its centre, and 24 bearings just inside its radius (none for a radius of 0). */
  const discPoints = (lat: number, lon: number, rayon: number) => [
    { lat, lon },
    ...(rayon === 0
      ? []
      : Array.from({ length: 24 }, (_, index) => destination(lat, lon, index * 15, rayon * 0.999))),
  ];

  const trades: number[] = [];
  const artisans: Record<string, number> = {};

  it('fills the links already there, and leaves a link without position empty', async () => {
    await database.migrate(migrationsBefore(database.dataDir, '0035_trade_positions'));
    const created = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Plombier', 'plombier'), ('Maçon', 'macon')
        returning id`,
    );
    trades.push(...created.map((row) => row.id));
    for (const nom of ['Tulle', 'Sans position', 'Pôle', 'Antiméridien', 'Zéro'])
      artisans[nom] = await insertArtisanRow(execute, nom);
    await place(artisans['Tulle']!, 45.2667, 1.7667, 40);
    await place(artisans['Pôle']!, 89.5, 10, 100);
    await place(artisans['Antiméridien']!, -16.5, 179.8, 60);
    await place(artisans['Zéro']!, 48.8566, 2.3522, 0);
    for (const id of Object.values(artisans)) for (const trade of trades) await link(id, trade);

    await database.migrate(MIGRATIONS_FOLDER);

    expect((await linksOf(artisans['Tulle']!)).map((row) => row.position)).toEqual([
      '(1.7667,45.2667)',
      '(1.7667,45.2667)',
    ]);
    expect(await linksOf(artisans['Sans position']!, { lat: 45, lon: 1 })).toEqual([
      { specialite_id: trades[0], position: null, covers: null },
      { specialite_id: trades[1], position: null, covers: null },
    ]);
  });

  it.each([
    ['Tulle', 45.2667, 1.7667, 40],
    ['Pôle', 89.5, 10, 100],
    ['Antiméridien', -16.5, 179.8, 60],
    ['Zéro', 48.8566, 2.3522, 0],
  ] as const)('gives « %s » a zone holding every point its radius reaches', async (nom, lat, lon, rayon) => {
    for (const point of discPoints(lat, lon, rayon)) {
      // The point is within the radius by the API's distance: the zone must hold it.
      expect(await distanceTo(artisans[nom]!, point)).toBeLessThanOrEqual(rayon);
      for (const row of await linksOf(artisans[nom]!, point)) expect(row.covers).toBe(true);
    }
    // And it is a box around that disc, not the whole world, away from the pole and the antimeridian.
    if (nom === 'Tulle') {
      for (const bearing of [0, 90, 180, 270]) {
        const far = destination(lat, lon, bearing, rayon * 1.2);
        for (const row of await linksOf(artisans[nom]!, far)) expect(row.covers).toBe(false);
      }
    }
  });

  it('follows a new link, a move, a new radius and a lost position, one statement for many artisans', async () => {
    const [third] = await execute<{ id: number }>(
      sql`insert into specialites (metier, metier_key) values ('Couvreur', 'couvreur') returning id`,
    );
    await link(artisans['Sans position']!, third!.id);
    await place(artisans['Sans position']!, 43.6, 1.44, 30);
    const toulouse = { lat: 43.6, lon: 1.44 };
    expect((await linksOf(artisans['Sans position']!, toulouse)).map((row) => row.covers)).toEqual([
      true,
      true,
      true,
    ]);

    // Brive is 24 km from Tulle: outside a 10 km radius, inside a 40 km one again, in one statement each.
    const brive = { lat: 45.1583, lon: 1.5321 };
    await execute(
      sql`update artisans set rayon_activite = 10 where id in (${artisans['Tulle']!}, ${artisans['Zéro']!})`,
    );
    expect((await linksOf(artisans['Tulle']!, brive)).map((row) => row.covers)).toEqual([false, false]);
    await execute(
      sql`update artisans set rayon_activite = 40, latitude = 45.2 where id = ${artisans['Tulle']!}`,
    );
    const moved = await linksOf(artisans['Tulle']!, brive);
    expect(moved.map((row) => [row.position, row.covers])).toEqual([
      ['(1.7667,45.2)', true],
      ['(1.7667,45.2)', true],
    ]);

    await place(artisans['Sans position']!, null, null, 30);
    expect((await linksOf(artisans['Sans position']!, toulouse)).map((row) => row.position)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('indexes the trade with the position and with the zone', async () => {
    const indexes = await execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes
        where tablename = 'artisan_specialites' and indexdef like '%USING gist%' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'artisan_specialites_position_idx',
      'artisan_specialites_zone_idx',
    ]);
  });
});
