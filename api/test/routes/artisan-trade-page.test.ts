// GET /api/artisan/artisans-specialite/:specialiteId (a trade's artisans: by name, paged, nearest first) and
// GET /api/artisan/map (compact markers, by trade).
import {
  ArtisanCardListSchema,
  ArtisanMarkerListSchema,
  ArtisanPageSchema,
} from '@annuaire/shared/contract/artisan';
import { insertArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import { haversineKm } from '../helpers/haversine';
import { CARD_KEYS, MARKER_KEYS, openArtisanRoutes, type ArtisanRoutes } from '../helpers/artisan-routes';

describe('/api/artisan', () => {
  let { ctx, trades, plomberie } = {} as ArtisanRoutes;
  beforeAll(async () => ({ ctx, trades, plomberie } = await openArtisanRoutes()));
  afterAll(() => ctx?.close());

  describe('GET /artisans-specialite/:specialiteId', () => {
    const origin = { lat: 45.0, lon: 1.5 };
    let couvreur: number;
    let names: string[];
    let farAway: number;
    beforeAll(async () => {
      couvreur = await insertSpecialite(ctx.app, 'Couvreur');
      names = [];
      // Names run Z to D while distances grow: name order and distance order are opposite.
      for (let i = 0; i < 22; i += 1) {
        const entrepriseNom = `Toit ${String.fromCharCode(90 - i)}`;
        names.push(entrepriseNom);
        await insertArtisan(ctx.app, {
          entrepriseNom,
          latitude: origin.lat + (i + 1) * 0.05,
          longitude: origin.lon,
          specialiteIds: [couvreur],
        });
      }
      farAway = await insertArtisan(ctx.app, {
        entrepriseNom: 'Toit Sans Position',
        latitude: null,
        longitude: null,
        specialiteIds: [couvreur],
      });
    });

    it('without parameters lists the trade’s artisans as cards, by name (the spec’s behaviour)', async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}` });
      expect(response.statusCode).toBe(200);
      const cards = ArtisanCardListSchema.parse(response.json());
      expect(cards).toHaveLength(23);
      expect(cards.map((card) => card.entrepriseNom)).toEqual(
        [...names, 'Toit Sans Position'].sort((a, b) => a.localeCompare(b)),
      );
      expect(cards.every((card) => card.specialites.some((item) => item.id === couvreur))).toBe(true);
      expect(Object.keys(response.json<object[]>()[0]!).sort()).toEqual(CARD_KEYS);
    });

    it('lists only the artisans of that trade', async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${trades.Plombier}` });
      const cards = ArtisanCardListSchema.parse(response.json());
      expect(cards.map((card) => card.id)).toContain(plomberie.id);
      expect(cards.some((card) => card.entrepriseNom.startsWith('Toit'))).toBe(false);
    });

    it('pages with size 10 by default: first, last and beyond the last page', async () => {
      const first = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?page=1` })).json(),
      );
      expect(first).toMatchObject({ total: 23, page: 1, size: 10, pageCount: 3 });
      expect(first.items).toHaveLength(10);
      const sorted = [...names, 'Toit Sans Position'].sort((a, b) => a.localeCompare(b));
      expect(first.items.map((card) => card.entrepriseNom)).toEqual(sorted.slice(0, 10));

      const last = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?page=3` })).json(),
      );
      expect(last.items.map((card) => card.entrepriseNom)).toEqual(sorted.slice(20));

      const beyond = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?page=4` })).json(),
      );
      expect(beyond).toEqual({ items: [], total: 23, page: 4, size: 10, pageCount: 3 });
    });

    it('answers an empty first page, not a 404, for a trade without artisans, in both orders', async () => {
      const empty = await insertSpecialite(ctx.app, 'Puisatier');
      for (const query of ['page=1', 'page=3&size=5', 'page=1&lat=45&lon=1.5']) {
        const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${empty}?${query}` });
        expect(response.statusCode).toBe(200);
        const page = ArtisanPageSchema.parse(response.json());
        expect(page).toMatchObject({ items: [], total: 0, pageCount: 1 });
      }
    });

    it('answers a page for size alone, and up to 100 per page', async () => {
      const small = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?size=5` })).json(),
      );
      expect(small).toMatchObject({ page: 1, size: 5, pageCount: 5 });
      const all = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?size=100` })).json(),
      );
      expect(all.items).toHaveLength(23);
      expect(all.pageCount).toBe(1);
    });

    it('sorts nearest first with lat and lon, with the distance in km and the unlocated last', async () => {
      const url = `/api/artisan/artisans-specialite/${couvreur}?tri=distance&lat=${origin.lat}&lon=${origin.lon}`;
      const page1 = ArtisanPageSchema.parse((await ctx.app.inject({ url: `${url}&page=1` })).json());
      expect(page1.items.map((card) => card.entrepriseNom)).toEqual(names.slice(0, 10));
      const expected = haversineKm(origin, { lat: origin.lat + 0.05, lon: origin.lon });
      expect(page1.items[0]!.distanceKm).toBeCloseTo(expected, 1);
      const distances = page1.items.map((card) => card.distanceKm!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);

      const page3 = ArtisanPageSchema.parse((await ctx.app.inject({ url: `${url}&page=3` })).json());
      expect(page3.items.map((card) => card.entrepriseNom)).toEqual([
        ...names.slice(20),
        'Toit Sans Position',
      ]);
      expect(page3.items.at(-1)).toMatchObject({ id: farAway, distanceKm: null });
    });

    it('keeps each artisan on exactly one page when sorted by distance', async () => {
      const base = `/api/artisan/artisans-specialite/${couvreur}?tri=distance&lat=45.3&lon=1.6&size=7`;
      const ids: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const body = ArtisanPageSchema.parse((await ctx.app.inject({ url: `${base}&page=${page}` })).json());
        ids.push(...body.items.map((card) => card.id));
      }
      expect(ids).toHaveLength(23);
      expect(new Set(ids).size).toBe(23);
      const beyond = ArtisanPageSchema.parse((await ctx.app.inject({ url: `${base}&page=5` })).json());
      expect(beyond).toEqual({ items: [], total: 23, page: 5, size: 7, pageCount: 4 });
    });

    it.each([
      ['size=101', 'La taille de page doit être un nombre entier entre 1 et 100.'],
      ['size=0', 'La taille de page doit être un nombre entier entre 1 et 100.'],
      ['page=0', 'La page doit être un nombre entier entre 1 et 100000.'],
      ['page=abc', 'La page doit être un nombre entier entre 1 et 100000.'],
      ['page=100001', 'La page doit être un nombre entier entre 1 et 100000.'],
      ['lat=45', 'La latitude et la longitude doivent être indiquées ensemble.'],
      ['lon=1.5', 'La latitude et la longitude doivent être indiquées ensemble.'],
      ['lat=91&lon=1', 'La latitude doit être un nombre entre -90 et 90.'],
      ['lat=45&lon=181', 'La longitude doit être un nombre entre -180 et 180.'],
    ])('refuses %s with a French 400', async (query, message) => {
      const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    });

    it('reads empty lat= and lon= as no position, not as 0,0', async () => {
      const plain = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}` });
      const blank = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?lat=&lon=` });
      expect(blank.statusCode).toBe(200);
      expect(blank.json()).toEqual(plain.json());
      const paged = await ctx.app.inject({
        url: `/api/artisan/artisans-specialite/${couvreur}?page=1&lat=&lon=%20`,
      });
      const byName = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${couvreur}?page=1` });
      expect(paged.json()).toEqual(byName.json());
      expect(JSON.stringify(paged.json())).not.toContain('distanceKm');
    });

    it('answers a French 404 for an unknown trade and 400 for a malformed one', async () => {
      const unknown = await ctx.app.inject({ url: '/api/artisan/artisans-specialite/999999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Spécialité introuvable.' });
      const paged = await ctx.app.inject({ url: '/api/artisan/artisans-specialite/999999?page=1' });
      expect(paged.statusCode).toBe(404);
      const nearest = await ctx.app.inject({
        url: '/api/artisan/artisans-specialite/999999?page=2&lat=45&lon=1.5',
      });
      expect(nearest.statusCode).toBe(404);
      expect(nearest.json()).toEqual({ message: 'Spécialité introuvable.' });
      const malformed = await ctx.app.inject({ url: '/api/artisan/artisans-specialite/abc' });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('GET /map', () => {
    it('answers compact markers for the located artisans only', async () => {
      const unlocated = await insertArtisan(ctx.app, {
        entrepriseNom: 'Nulle Part',
        latitude: null,
        longitude: null,
      });
      const response = await ctx.app.inject({ url: '/api/artisan/map' });
      expect(response.statusCode).toBe(200);
      const markers = ArtisanMarkerListSchema.parse(response.json());
      expect(markers.map((marker) => marker.id)).not.toContain(unlocated);
      for (const marker of response.json<object[]>()) expect(Object.keys(marker).sort()).toEqual(MARKER_KEYS);
      expect(markers.find((marker) => marker.id === plomberie.id)).toEqual({
        id: plomberie.id,
        entrepriseNom: 'Plomberie Test',
        latitude: 45.1589,
        longitude: 1.5333,
        anneeExperience: 10,
        rayonActivite: 30,
        adresse: {
          rue: '1 Avenue de Paris',
          ville: 'Brive-la-Gaillarde',
          codePostal: '19100',
          pays: 'France',
        },
        specialites: [trades.Plombier],
        moyenne: 0,
        nombreAvis: 0,
        rge: false,
        positionApprochee: false,
        geree: true,
        depannageUrgence: false,
        disponibleSousJours: null,
      });
      expect(response.body).not.toMatch(/uploads|description|telephone|email/);
    });

    it('filters by trade with ?metier, and an unknown trade gives an empty list', async () => {
      const macon = await insertArtisan(ctx.app, {
        entrepriseNom: 'Maçonnerie Carte',
        specialiteIds: [trades['Maçon']!],
      });
      const markers = ArtisanMarkerListSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/map?metier=${trades['Maçon']}` })).json(),
      );
      expect(markers.map((marker) => marker.id)).toContain(macon);
      expect(markers.every((marker) => marker.specialites.includes(trades['Maçon']!))).toBe(true);
      expect(markers.map((marker) => marker.id)).not.toContain(plomberie.id);
      const none = await ctx.app.inject({ url: '/api/artisan/map?metier=999999' });
      expect(none.json()).toEqual([]);
      const bad = await ctx.app.inject({ url: '/api/artisan/map?metier=abc' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
