// GET /api/artisan/map, the card search and a trade's nearest-first pages over 20,000 artisans.
import { gzipSync } from 'node:zlib';
import { ArtisanPageSchema } from '@annuaire/shared/contract/artisan';
import { SpecialiteListSchema } from '@annuaire/shared/contract/specialite';
import {
  artisanSpecialites as artisanSpecialitesTable,
  artisans as artisansTable,
} from '../../src/db/schema';
import { companyNumbers, forgetCachedLists, insertSpecialite } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('/api/artisan/map at scale', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    const towns = ['Brive-la-Gaillarde', 'Tulle', 'Ussel', 'Égletons', 'Objat', 'Uzerche', 'Argentat'];
    const tradeIds = await Promise.all(
      ['Plombier', 'Électricien', 'Maçon', 'Menuisier', 'Couvreur'].map((metier) =>
        insertSpecialite(ctx.app, metier),
      ),
    );
    const { siret, siren } = companyNumbers();
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      entrepriseNom: `Entreprise Artisanale Numéro ${i}`,
      rue: `${(i % 180) + 1} avenue du Général de Gaulle`,
      ville: towns[i % towns.length]!,
      codePostal: String(19000 + (i % 400)).padStart(5, '0'),
      pays: 'France',
      anneeExperience: i % 40,
      rayonActivite: (i % 100) + 1,
      latitude: 44.9 + (i % 997) * 0.000731,
      longitude: 1.2 + (i % 991) * 0.000917,
      siret,
      siren,
    }));
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 2000) {
      const inserted = await ctx.app.db
        .insert(artisansTable)
        .values(rows.slice(start, start + 2000))
        .returning({ id: artisansTable.id });
      ids.push(...inserted.map((row) => row.id));
    }
    const links = ids.flatMap((artisanId, i) => [
      { artisanId, specialiteId: tradeIds[i % 5]! },
      { artisanId, specialiteId: tradeIds[(i + 2) % 5]! },
    ]);
    for (let start = 0; start < links.length; start += 10_000) {
      await ctx.app.db.insert(artisanSpecialitesTable).values(links.slice(start, start + 10_000));
    }
    forgetCachedLists(ctx.app);
  }, 120_000);
  afterAll(() => ctx?.close());

  it('keeps 20,000 markers under 1 MB once gzipped', async () => {
    const response = await ctx.app.inject({ url: '/api/artisan/map' });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(20_000);
    const gzipped = gzipSync(response.rawPayload).length;
    expect(gzipped).toBeLessThan(1024 * 1024);
  });

  it('searches and pages 20,000 artisans without sending them all', async () => {
    const started = performance.now();
    const response = await ctx.app.inject({ url: '/api/artisan/artisans?q=uzerche&page=3' });
    const elapsedMs = performance.now() - started;
    const page = ArtisanPageSchema.parse(response.json());
    // Uzerche is every seventh town from the sixth artisan on.
    const inUzerche = Array.from({ length: 20_000 }, (_, i) => i).filter((i) => i % 7 === 5).length;
    expect(page).toMatchObject({ total: inUzerche, page: 3, size: 20 });
    expect(page.items.every((card) => card.ville === 'Uzerche')).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(20 * 1024);
    // Generous bound for a slow CI machine (the first search also folds the 20,000 names, later ones take
    // about 20 ms); the plain list of 20,000 cards takes several seconds here.
    expect(elapsedMs).toBeLessThan(5000);
  });

  it('pages a trade of thousands of artisans nearest first', async () => {
    const trades = SpecialiteListSchema.parse((await ctx.app.inject({ url: '/api/specialite' })).json());
    const response = await ctx.app.inject({
      url: `/api/artisan/artisans-specialite/${trades[0]!.id}?tri=distance&lat=45.1&lon=1.5&page=2&size=20`,
    });
    const page = ArtisanPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 8000, page: 2, size: 20, pageCount: 400 });
    const distances = page.items.map((card) => card.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});
