// repositories/artisan/: how many queries the public reads cost, counted on a drizzle instance that shares the
// app's connection and logs every statement; nearest-first pages looked up in a box equal those of a full sort.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { pertinenceScore, type ArtisanCard, type TradeSort } from '@annuaire/shared/contract/artisan';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import {
  boundingBox,
  createArtisanRepository,
  foldText,
  type ArtisanRepository,
} from '../../src/repositories/artisan';
import {
  allCards,
  insertArtisan,
  insertSpecialite,
  insertUser,
  setVisibility,
} from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { haversineKm } from '../helpers/haversine';

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
    if (!profile || profile === 'closed') throw new Error('expected an open profile');
    expect(profile.specialitesDetails.map((trade) => trade.id).sort((a, b) => a - b)).toEqual(
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
    const cards = await allCards(repository, tradeId);
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
        const result = await repository.pageBySpecialite(tradeId, { page, size, origin, sort: 'distance' });
        expect(result.total).toBe(60);
        seen.push(...result.items.map((item) => item.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('saves artisans moving between two trades in opposite directions at once, and pages them where they are', async () => {
    // On a PostgreSQL server each save runs on its own connection: without the saves locking their trades' orders
    // up front, by id, two moving in opposite directions would lock them in opposite orders and deadlock.
    const left = await insertSpecialite(ctx.app, 'Gauche');
    const right = await insertSpecialite(ctx.app, 'Droite');
    const movers: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      movers.push(
        await insertArtisan(ctx.app, {
          entrepriseNom: `Déménageur ${index}`,
          specialiteIds: [index % 2 === 0 ? left : right],
        }),
      );
    }
    const tradeOf = new Map(movers.map((id, index) => [id, index % 2 === 0 ? left : right]));
    for (let round = 0; round < 4; round += 1) {
      const results = await Promise.all(
        movers.map((id) => {
          const next = tradeOf.get(id) === left ? right : left;
          tradeOf.set(id, next);
          return repository.updateSelf(id, {
            rayonActivite: 10 + round,
            anneeExperience: 3,
            specialites: [next],
          });
        }),
      );
      expect(results.map((result) => result.ok)).toEqual(movers.map(() => true));
    }
    for (const trade of [left, right]) {
      const page = await repository.pageBySpecialite(trade, { page: 1, size: 10 });
      const expected = movers.filter((id) => tradeOf.get(id) === trade);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((card) => card.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      for (const card of page.items) expect(card.specialites.map((ref) => ref.id)).toEqual([trade]);
    }
  });

  describe('trade pages, deep ones included', () => {
    // Deterministic artisans of one trade: names that fold alike (ties sorted by id), reviews or none, a main
    // image or none (the first with a path counts), a second trade for some, positions from a few metres to
    // 600 km of the origin (some shared, some missing), so that boxes serve the first pages and a full sort the
    // others.
    const origin = { lat: 45.15, lon: 1.53 };
    const COUNT = 47;
    let tradeId: number;
    let otherTradeId: number;
    type Expected = {
      id: number;
      name: string;
      stars: number[];
      image: { pathImg: string; description: string | null } | null;
      trades: number[];
      latitude: number | null;
      longitude: number | null;
    };
    const artisansOfTrade: Expected[] = [];

    beforeAll(async () => {
      tradeId = await insertSpecialite(ctx.app, 'Puisatier');
      otherTradeId = await insertSpecialite(ctx.app, 'Sourcier');
      let seed = 11;
      const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      for (let index = 0; index < COUNT; index += 1) {
        const spread = [0.02, 0.2, 1, 5, 10][index % 5]!;
        const located = index % 13 !== 5;
        const shared = index % 11 === 3;
        const latitude = located ? (shared ? 45.2 : origin.lat + (random() - 0.5) * spread) : null;
        const longitude = located ? (shared ? 1.6 : origin.lon + (random() - 0.5) * spread * 1.4) : null;
        const stars = index % 3 === 0 ? [] : [1 + (index % 5), 5, 2 + (index % 3)].slice(0, 1 + (index % 3));
        const imagePath = `/uploads/demo/puits-${index}.webp`;
        const details: NonNullable<Parameters<typeof insertArtisan>[1]['details']> =
          index % 4 === 0
            ? []
            : index % 4 === 1
              ? [{ type: 'IMG_PRINCIPALE', pathImg: imagePath, description: `Puits ${index}` }]
              : index % 4 === 2
                ? [
                    { type: 'IMG_PRINCIPALE', pathImg: null, description: 'Sans fichier' },
                    { type: 'NORME', pathImg: '/uploads/demo/norme.webp' },
                    { type: 'IMG_PRINCIPALE', pathImg: imagePath, description: null },
                  ]
                : [{ type: 'IMG_REALISATION', pathImg: '/uploads/demo/realisation.webp' }];
        const trades = index % 3 === 1 ? [tradeId, otherTradeId] : [tradeId];
        const name = `${['Éric', 'eric', 'Zoé', 'Çà', 'alain'][index % 5]} Puits ${index % 4}`;
        const id = await insertArtisan(ctx.app, {
          entrepriseNom: name,
          latitude,
          longitude,
          specialiteIds: trades,
          details,
          stars,
        });
        artisansOfTrade.push({
          id,
          name,
          stars,
          image:
            index % 4 === 1
              ? { pathImg: imagePath, description: `Puits ${index}` }
              : index % 4 === 2
                ? { pathImg: imagePath, description: null }
                : null,
          trades,
          latitude,
          longitude,
        });
      }
    });

    /** The card every page must show for this artisan, built from the fixture alone. */
    const expectedCard = (artisan: Expected) => ({
      id: artisan.id,
      entrepriseNom: artisan.name,
      latitude: artisan.latitude,
      longitude: artisan.longitude,
      imagePrincipale: artisan.image,
      specialites: artisan.trades.map((id) => ({ id, metier: id === tradeId ? 'Puisatier' : 'Sourcier' })),
      moyenne:
        artisan.stars.length === 0 ? 0 : artisan.stars.reduce((a, b) => a + b, 0) / artisan.stars.length,
      nombreAvis: artisan.stars.length,
    });

    /** Every page at this size, one past the last included, with the statements each cost. */
    const allPages = async (
      size: number,
      options: { origin?: typeof origin; sort?: TradeSort; total?: number } = {},
    ) => {
      const pages: (Awaited<ReturnType<ArtisanRepository['pageBySpecialite']>> & { queries: number })[] = [];
      for (let page = 1; page <= Math.ceil(COUNT / size) + 1; page += 1) {
        const { value, queries } = await counting(() =>
          repository.pageBySpecialite(tradeId, { page, size, ...options }),
        );
        pages.push({ ...value, queries });
      }
      return pages;
    };

    const checkPages = (
      pages: Awaited<ReturnType<typeof allPages>>,
      size: number,
      expected: Expected[],
      fullList: ArtisanCard[],
    ) => {
      const pageCount = Math.ceil(COUNT / size);
      const listed = new Map(fullList.map((card) => [card.id, card]));
      pages.forEach((result, index) => {
        const page = index + 1;
        expect({
          total: result.total,
          page: result.page,
          size: result.size,
          pageCount: result.pageCount,
        }).toEqual({ total: COUNT, page, size, pageCount });
        const slice = expected.slice((page - 1) * size, page * size);
        // The last page is partial unless COUNT divides evenly; the one past it is empty.
        expect(result.items).toHaveLength(
          page > pageCount ? 0 : page < pageCount ? size : COUNT - (pageCount - 1) * size,
        );
        expect(result.items.map((card) => card.id)).toEqual(slice.map((artisan) => artisan.id));
        result.items.forEach((card, position) => {
          expect(card).toMatchObject(expectedCard(slice[position]!));
          // The same card as the full list's (ville, radius… included), distance and coverage aside; the
          // coverage is the distance within the radius.
          const { distanceKm, couvre, ...rest } = card;
          expect(rest).toEqual(listed.get(card.id));
          if (distanceKm !== undefined) {
            expect(couvre).toBe(distanceKm !== null && distanceKm <= card.rayonActivite + 0.005);
          }
        });
      });
    };

    it('by pertinence: the order of the contract’s score (then by name), the right cards and total on every page, in one statement once the total is known', async () => {
      const fullList = await allCards(repository, tradeId);
      const byName = (a: Expected, b: Expected) => {
        const [x, y] = [foldText(a.name), foldText(b.name)];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      };
      // The spec's plain list stays by name.
      expect(fullList.map((card) => card.id)).toEqual(
        [...artisansOfTrade].sort(byName).map((artisan) => artisan.id),
      );
      // Reviews entered by the administration (none verified), no requests; the profile's parts from the fixture:
      // a main image with its file (index % 4 of 1 and 2), a qualification (2), never a description.
      const score = (artisan: Expected) =>
        pertinenceScore({
          count: artisan.stars.length,
          starsSum: artisan.stars.reduce((a, b) => a + b, 0),
          verifiedCount: 0,
          verifiedStarsSum: 0,
          profileParts: (artisan.image ? 1 : 0) + (artisansOfTrade.indexOf(artisan) % 4 === 2 ? 1 : 0),
          fastReplier: false,
        });
      const expected = [...artisansOfTrade].sort((a, b) => score(b) - score(a) || byName(a, b));
      for (const size of [1, 4, 10, 47, 100]) {
        const pages = await allPages(size);
        checkPages(pages, size, expected, fullList);
        const pageCount = Math.ceil(COUNT / size);
        // Without a known total: a count, then one statement (cards and trades); a page past the last, the count.
        expect(pages.map((result) => result.queries)).toEqual([...Array(pageCount).fill(2), 1]);
        // With it: the page's statement alone, and nothing at all past the last page.
        const known = await allPages(size, { total: COUNT });
        checkPages(known, size, expected, fullList);
        expect(known.map((result) => result.queries)).toEqual([...Array(pageCount).fill(1), 0]);
        expect(pages.every((result) => result.items.every((card) => card.distanceKm === undefined))).toBe(
          true,
        );
      }
    });

    it('nearest first: the haversine order, the right cards, distances and total on every page', async () => {
      const fullList = await allCards(repository, tradeId);
      const distanceOf = (artisan: Expected) =>
        artisan.latitude === null || artisan.longitude === null
          ? null
          : haversineKm(origin, { lat: artisan.latitude, lon: artisan.longitude });
      const expected = [...artisansOfTrade].sort((a, b) => {
        const [da, db] = [distanceOf(a) ?? Infinity, distanceOf(b) ?? Infinity];
        if (da !== db) return da - db;
        const [x, y] = [foldText(a.name), foldText(b.name)];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      });
      for (const size of [1, 4, 10, 47, 100]) {
        const pages = await allPages(size, { origin, sort: 'distance' });
        checkPages(pages, size, expected, fullList);
        checkPages(
          await allPages(size, { origin, sort: 'distance', total: COUNT }),
          size,
          expected,
          fullList,
        );
        for (const card of pages.flatMap((result) => result.items)) {
          const distance = distanceOf(artisansOfTrade.find((artisan) => artisan.id === card.id)!);
          if (distance === null) expect(card.distanceKm).toBeNull();
          else expect(card.distanceKm).toBeCloseTo(distance, 1);
        }
      }
    });

    it('answers an empty page with a zero total for a trade without artisans or an impossible id', async () => {
      const empty = await insertSpecialite(ctx.app, 'Fontainier');
      for (const origin of [undefined, { lat: 45.15, lon: 1.53 }]) {
        expect(await repository.pageBySpecialite(empty, { page: 1, size: 10, origin })).toEqual({
          items: [],
          total: 0,
          page: 1,
          size: 10,
          pageCount: 1,
        });
      }
      // One prepared statement per page size: sizes outside the route's are refused, never prepared.
      for (const size of [0, 101, 2.5]) {
        await expect(repository.pageBySpecialite(empty, { page: 1, size })).rejects.toThrow(RangeError);
      }
      expect(await repository.countBySpecialite(empty)).toBe(0);
      expect(await repository.countBySpecialite(tradeId)).toBe(COUNT);
      expect(await counting(() => repository.countBySpecialite(2_147_483_648))).toEqual({
        value: 0,
        queries: 0,
      });
      expect(await counting(() => repository.pageBySpecialite(2_147_483_648, { page: 1, size: 10 }))).toEqual(
        {
          value: { items: [], total: 0, page: 1, size: 10, pageCount: 1 },
          queries: 0,
        },
      );
    });
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
