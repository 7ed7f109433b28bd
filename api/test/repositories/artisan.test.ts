// repositories/artisan.ts: how many queries the public reads cost, counted on a drizzle instance that shares the
// app's connection and logs every statement; nearest-first pages looked up in a box equal those of a full sort.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import {
  boundingBox,
  createArtisanRepository,
  foldText,
  type ArtisanRepository,
} from '../../src/repositories/artisan';
import { insertArtisan, insertSpecialite, insertUser, setVisibility } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the artisan repository', () => {
  let ctx: TestApp;
  let repository: ArtisanRepository;
  const statements: string[] = [];
  let artisanId: number;
  let ownerId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const client = (ctx.app.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const counted = (client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzleNodePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
    repository = createArtisanRepository(counted);
    const trades = (await ctx.app.inject({ url: '/api/specialite' })).json<{ id: number }[]>();
    ownerId = await insertUser(ctx.app, { telephone: '0700000077', email: 'compte@exemple.fr' });
    artisanId = await insertArtisan(ctx.app, {
      entrepriseNom: 'Compteur de Requêtes',
      userId: ownerId,
      specialiteIds: trades.map((trade) => trade.id),
      details: [
        { type: 'IMG_PRINCIPALE', pathImg: '/uploads/demo/principale-compteur.webp', description: 'Atelier' },
        { type: 'NORME', pathImg: '/uploads/demo/norme-rge.webp' },
      ],
      stars: [5, 4, 2],
    });
  });
  afterAll(() => ctx?.close());

  const counting = async <T>(read: () => Promise<T>): Promise<{ value: T; queries: number }> => {
    statements.length = 0;
    const value = await read();
    return { value, queries: statements.length };
  };

  it('reads a public profile in one query, with the same content as the entity plus its public parts', async () => {
    const { value: profile, queries } = await counting(() => repository.findPublicById(artisanId));
    expect(queries).toBe(1);
    const { value: entity, queries: entityQueries } = await counting(() => repository.findById(artisanId));
    expect(entityQueries).toBe(1);
    expect(entity).not.toBeNull();
    expect(profile).toMatchObject({ ...entity });
    expect(profile).toMatchObject({
      imagePrincipale: { pathImg: '/uploads/demo/principale-compteur.webp', description: 'Atelier' },
      moyenne: 11 / 3,
      nombreAvis: 3,
    });
    expect(entity!.notes).toHaveLength(3);
    expect(entity!.details).toHaveLength(2);
    expect(entity!.specialites).toEqual([...entity!.specialites].sort((a, b) => a - b));
    expect(profile!.specialitesDetails.map((trade) => trade.id).sort((a, b) => a - b)).toEqual(
      entity!.specialites,
    );
  });

  it('still hides the contact details the owner does not show, in that one query', async () => {
    await setVisibility(ctx.app, ownerId, 'TEL');
    expect(await repository.findPublicById(artisanId)).toMatchObject({
      telephone: '0700000077',
      email: null,
      personnalDataToShow: 'TEL',
    });
    await setVisibility(ctx.app, ownerId, 'NOTHING');
    expect(await repository.findPublicById(artisanId)).toMatchObject({ telephone: null, email: null });
  });

  it('answers null in at most one query for an unknown or impossible id', async () => {
    expect(await counting(() => repository.findPublicById(999_999))).toEqual({ value: null, queries: 1 });
    expect(await counting(() => repository.findPublicById(2_147_483_648))).toEqual({
      value: null,
      queries: 0,
    });
  });

  it('pages a trade nearest first exactly as a sort of every artisan would, whichever box serves the page', async () => {
    const tradeId = await insertSpecialite(ctx.app, 'Géomètre');
    // Deterministic positions around Brive, from a few metres to 600 km, some sharing a spot (ties sorted by
    // name then id), some without coordinates (last).
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const origin = { lat: 45.15, lon: 1.53 };
    for (let index = 0; index < 60; index += 1) {
      const spread = [0.02, 0.2, 1, 5][index % 4]!;
      const located = index % 13 !== 5;
      const shared = index % 11 === 3;
      await insertArtisan(ctx.app, {
        entrepriseNom: `${['Éric', 'alain', 'Zoé', 'Çà'][index % 4]} Géomètre ${index % 7}`,
        latitude: located ? (shared ? 45.2 : origin.lat + (random() - 0.5) * spread) : null,
        longitude: located ? (shared ? 1.6 : origin.lon + (random() - 0.5) * spread * 1.4) : null,
        specialiteIds: [tradeId],
      });
    }
    const cards = await repository.listCardsBySpecialite(tradeId);
    const radians = (value: number) => (value * Math.PI) / 180;
    const km = (lat: number, lon: number) =>
      6371 *
      2 *
      Math.asin(
        Math.min(
          1,
          Math.sqrt(
            Math.sin(radians(lat - origin.lat) / 2) ** 2 +
              Math.cos(radians(origin.lat)) *
                Math.cos(radians(lat)) *
                Math.sin(radians(lon - origin.lon) / 2) ** 2,
          ),
        ),
      );
    const expected = cards
      .map((card) => ({
        id: card.id,
        name: foldText(card.entrepriseNom),
        distance:
          card.latitude === null || card.longitude === null ? Infinity : km(card.latitude, card.longitude),
      }))
      .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
      .map((entry) => entry.id);
    for (const size of [3, 10, 25]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / size) + 1; page += 1) {
        const result = await repository.pageBySpecialite(tradeId, { page, size, origin });
        expect(result.total).toBe(60);
        seen.push(...result.items.map((item) => item.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('draws a box that holds every point within the radius, or none near a pole or the antimeridian', () => {
    const origin = { lat: 45.15, lon: 1.53 };
    const box = boundingBox(origin, 25)!;
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // The point 24.99 km away on this bearing (spherical destination formula).
      const angle = 24.99 / 6371;
      const lat1 = (origin.lat * Math.PI) / 180;
      const theta = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
      );
      const lon2 =
        (origin.lon * Math.PI) / 180 +
        Math.atan2(
          Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
          Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
        );
      const [lat, lon] = [(lat2 * 180) / Math.PI, (lon2 * 180) / Math.PI];
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lon).toBeGreaterThanOrEqual(box.minLon);
      expect(lon).toBeLessThanOrEqual(box.maxLon);
    }
    expect(boundingBox({ lat: 89.9, lon: 0 }, 150)).toBeNull();
    expect(boundingBox({ lat: 10, lon: 179.9 }, 150)).toBeNull();
  });
});
