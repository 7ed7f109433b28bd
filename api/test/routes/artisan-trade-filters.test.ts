// The trade page's orders and filters (issue 21), through GET /api/artisan/artisans-specialite/{id}: « Intervient
// chez moi » (couvre=1: the activity radius covers the point, its boundary included, artisans without a position
// left out), distances and coverage on every card given a point, noteMin and avecAvis, « Mieux notés » (the
// Bayesian average, then the number of reviews, then the name), the pertinence order the database keeps (verified
// reviews counting twice, a complete profile, the badge « Répond rapidement ») and the French 400s.
import { eq, sql } from 'drizzle-orm';
import {
  ARTISAN_MESSAGES,
  ArtisanPageSchema,
  bayesianAverage,
  pertinenceScore,
  type ArtisanPage,
} from '@annuaire/shared/contract/artisan';
import { artisans, notes } from '../../src/db/schema';
import { insertArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import { haversineKm } from '../helpers/haversine';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Tulle's town hall; the artisans sit due north of it, so that their distance is their latitude's. */
const TULLE = { lat: 45.2673, lon: 1.7714 };
/** The latitude at `km` kilometres due north of Tulle. */
const north = (km: number) => TULLE.lat + km / 111.195;

describe('GET /api/artisan/artisans-specialite/{id}: orders and filters', () => {
  let ctx: TestApp;
  let tradeId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    tradeId = await insertSpecialite(ctx.app, 'Zingueur');
    const add = async (name: string, options: Omit<Parameters<typeof insertArtisan>[1], 'entrepriseNom'>) => {
      ids[name] = await insertArtisan(ctx.app, { ...options, entrepriseNom: name, specialiteIds: [tradeId] });
    };
    // 10 km north with a 20 km radius: comes to Tulle.
    await add('Alpha Zinc', { latitude: north(10), longitude: TULLE.lon, rayonActivite: 20, stars: [5, 5] });
    // 72 km north with a 20 km radius: listed for Tulle before, it does not come there.
    await add('Bravo Toiture', {
      latitude: north(72),
      longitude: TULLE.lon,
      rayonActivite: 20,
      stars: [4, 5, 5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5, 4, 5],
    });
    // 30 km north with a 30 km radius: on its boundary (measured by the same formula, to the metre).
    await add('Charlie Couverture', {
      latitude: north(29.99),
      longitude: TULLE.lon,
      rayonActivite: 30,
      stars: [3],
    });
    // Without a position: never « intervient », last by distance.
    await add('Delta Sans Position', { latitude: null, longitude: null, rayonActivite: 100 });
    // In Tulle itself, radius 0, no review.
    await add('Echo Gouttières', { latitude: TULLE.lat, longitude: TULLE.lon, rayonActivite: 0 });
  });
  afterAll(() => ctx?.close());

  const page = async (query: string): Promise<ArtisanPage> => {
    const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${tradeId}?${query}` });
    expect(response.statusCode).toBe(200);
    return ArtisanPageSchema.parse(response.json());
  };
  const names = (result: ArtisanPage) => result.items.map((card) => card.entrepriseNom);
  const point = `lat=${TULLE.lat}&lon=${TULLE.lon}`;

  it('keeps the artisans whose radius covers the point, the boundary included, nearest first', async () => {
    const covered = await page(`tri=distance&${point}&couvre=1`);
    expect(names(covered)).toEqual(['Echo Gouttières', 'Alpha Zinc', 'Charlie Couverture']);
    expect(covered.total).toBe(3);
    expect(covered.items.every((card) => card.couvre === true)).toBe(true);
    expect(covered.items[1]!.distanceKm).toBeCloseTo(10, 0);
  });

  it('follows an artisan that widens its radius or moves, nearest first too', async () => {
    const bravo = ids['Bravo Toiture']!;
    const set = (values: Partial<typeof artisans.$inferInsert>) =>
      ctx.app.db.update(artisans).set(values).where(eq(artisans.id, bravo));
    try {
      // 72 km away with an 80 km radius: it comes to Tulle now.
      await set({ rayonActivite: 80 });
      expect(names(await page(`tri=distance&${point}&couvre=1`))).toEqual([
        'Echo Gouttières',
        'Alpha Zinc',
        'Charlie Couverture',
        'Bravo Toiture',
      ]);
      // Moved 5 km north of Tulle with its 20 km radius again: covering, and second nearest.
      await set({ rayonActivite: 20, latitude: north(5) });
      expect(names(await page(`tri=distance&${point}&couvre=1`))).toEqual([
        'Echo Gouttières',
        'Bravo Toiture',
        'Alpha Zinc',
        'Charlie Couverture',
      ]);
      expect(names(await page(`tri=distance&${point}&size=2`))).toEqual(['Echo Gouttières', 'Bravo Toiture']);
    } finally {
      await set({ rayonActivite: 20, latitude: north(72) });
    }
    expect(names(await page(`tri=distance&${point}&couvre=1`))).not.toContain('Bravo Toiture');
  });

  it('gives every card its distance and coverage with a point, in any order', async () => {
    const all = await page(`${point}`);
    expect(all.total).toBe(5);
    const byName = new Map(all.items.map((card) => [card.entrepriseNom, card]));
    expect(byName.get('Bravo Toiture')).toMatchObject({ couvre: false });
    expect(byName.get('Bravo Toiture')!.distanceKm).toBeCloseTo(72, 0);
    expect(byName.get('Delta Sans Position')).toMatchObject({ distanceKm: null, couvre: false });
    expect(byName.get('Alpha Zinc')).toMatchObject({ couvre: true });
    // The distance given with the stored order is the one of the SQL formula.
    expect(byName.get('Alpha Zinc')!.distanceKm).toBeCloseTo(
      haversineKm(TULLE, { lat: north(10), lon: TULLE.lon }),
      2,
    );
    // Without a point: neither.
    const plain = await page('page=1');
    expect(plain.items.every((card) => card.distanceKm === undefined && card.couvre === undefined)).toBe(
      true,
    );
  });

  it('sorts « Mieux notés » by the Bayesian average: many at 4.75 beat two at 5', async () => {
    const best = await page('tri=note');
    expect(names(best)).toEqual([
      'Bravo Toiture',
      'Alpha Zinc',
      // No review: the prior mean (3.5), above one review at 3; ties by name.
      'Delta Sans Position',
      'Echo Gouttières',
      'Charlie Couverture',
    ]);
    const bravo = bayesianAverage({ count: 20, starsSum: 95, verifiedCount: 0, verifiedStarsSum: 0 });
    const alpha = bayesianAverage({ count: 2, starsSum: 10, verifiedCount: 0, verifiedStarsSum: 0 });
    expect(bravo).toBeGreaterThan(alpha);
  });

  it('filters by minimum note and by « avec avis », and says how many are kept', async () => {
    expect(names(await page('avecAvis=1'))).toEqual(
      expect.arrayContaining(['Alpha Zinc', 'Bravo Toiture', 'Charlie Couverture']),
    );
    expect((await page('avecAvis=1')).total).toBe(3);
    const four = await page('noteMin=4&tri=note');
    expect(names(four)).toEqual(['Bravo Toiture', 'Alpha Zinc']);
    // 4.75 is below 5: only Alpha's two reviews at 5.
    expect(names(await page('noteMin=5'))).toEqual(['Alpha Zinc']);
    // Combined with the coverage.
    expect(names(await page(`${point}&couvre=1&noteMin=4`))).toEqual(['Alpha Zinc']);
    const none = await page(`${point}&couvre=1&noteMin=5&page=2`);
    expect(none).toEqual({ items: [], total: 1, page: 2, size: 10, pageCount: 1 });
  });

  it('orders by the stored pertinence: verified reviews count twice, a complete profile and the badge add to it', async () => {
    const score = async (name: string) =>
      (
        await ctx.app.db
          .select({ pertinence: artisans.pertinence })
          .from(artisans)
          .where(eq(artisans.id, ids[name]!))
      )[0]!.pertinence;
    expect(await score('Alpha Zinc')).toBe(
      pertinenceScore({
        count: 2,
        starsSum: 10,
        verifiedCount: 0,
        verifiedStarsSum: 0,
        profileParts: 0,
        fastReplier: false,
      }),
    );
    // Echo: no review, then a description, a main image, a qualification and fast answers to requests.
    await ctx.app.db.execute(sql`INSERT INTO artisan_details (artisan_id, type, description, path_img) VALUES
      (${ids['Echo Gouttières']}, 'DESCRIPTION', 'Gouttières et zinguerie.', NULL),
      (${ids['Echo Gouttières']}, 'IMG_PRINCIPALE', 'Atelier', '/uploads/demo/echo.webp'),
      (${ids['Echo Gouttières']}, 'NORME', 'Qualibat', '/uploads/demo/norme.webp')`);
    await ctx.app.db
      .update(artisans)
      .set({ demandesCount: 6, delaiMedianMinutes: 120, demandesExpediteurs: 6 })
      .where(eq(artisans.id, ids['Echo Gouttières']!));
    expect(await score('Echo Gouttières')).toBe(
      pertinenceScore({
        count: 0,
        starsSum: 0,
        verifiedCount: 0,
        verifiedStarsSum: 0,
        profileParts: 3,
        fastReplier: true,
      }),
    );
    // Charlie: one verified review at 5, published: it counts twice.
    const [verified] = await ctx.app.db
      .insert(notes)
      .values({
        artisanId: ids['Charlie Couverture']!,
        nombreEtoiles: 5,
        dateExperience: '2025-06',
        auteur: 'Anne B.',
        source: 'VERIFIE',
        statut: 'EN_ATTENTE',
      })
      .returning({ id: notes.id });
    const before = await score('Charlie Couverture');
    await ctx.app.db.update(notes).set({ statut: 'PUBLIE' }).where(eq(notes.id, verified!.id));
    expect(await score('Charlie Couverture')).toBe(
      pertinenceScore({
        count: 2,
        starsSum: 8,
        verifiedCount: 1,
        verifiedStarsSum: 5,
        profileParts: 0,
        fastReplier: false,
      }),
    );
    expect(await score('Charlie Couverture')).toBeGreaterThan(before);

    // The default order is the scores', highest first, ties by name; the stored order follows every change.
    const rows = await ctx.app.db
      .select({ name: artisans.entrepriseNom, pertinence: artisans.pertinence })
      .from(artisans)
      .where(sql`${artisans.id} in ${Object.values(ids)}`);
    const expected = rows
      .sort((a, b) => b.pertinence - a.pertinence || a.name.localeCompare(b.name, 'fr'))
      .map((row) => row.name);
    // (Written in SQL above, past the API's caches: a page size not asked for yet.)
    expect(names(await page('page=1&size=9'))).toEqual(expected);
    expect(expected[0]).toBe('Bravo Toiture');
    // The same order among the covered ones.
    expect(names(await page(`${point}&couvre=1`))).toEqual(
      expected.filter((name) => ['Alpha Zinc', 'Charlie Couverture', 'Echo Gouttières'].includes(name)),
    );
  });

  it.each([
    ['tri=distance', ARTISAN_MESSAGES.pointRequired],
    ['couvre=1', ARTISAN_MESSAGES.pointRequired],
    ['tri=prix', ARTISAN_MESSAGES.tri],
    ['noteMin=6', ARTISAN_MESSAGES.noteMin],
    ['noteMin=0', ARTISAN_MESSAGES.noteMin],
    ['noteMin=4.5', ARTISAN_MESSAGES.noteMin],
    ['avecAvis=oui', ARTISAN_MESSAGES.flag],
    [`${point}&couvre=true`, ARTISAN_MESSAGES.flag],
  ])('answers 400 in French to %s', async (query, message) => {
    const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${tradeId}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('accepts noteMin at both ends, and keeps filtered answers apart in the cache', async () => {
    expect((await page('noteMin=1')).total).toBe(3);
    expect((await page('noteMin=5')).total).toBe(1);
    // The same page and size, unfiltered then filtered: two answers.
    expect((await page('page=1')).total).toBe(5);
    expect((await page('page=1&avecAvis=1')).total).toBe(3);
    expect((await page('page=1')).total).toBe(5);
  });
});
