// Urgency and availability (contract/urgence.ts): who may set them (PUT /api/artisan/:id), their limits in French,
// the expiry of an availability, the trade page's and the map's filters, and the profile's median reply time.
import { eq, sql } from 'drizzle-orm';
import {
  ArtisanMarkerListSchema,
  ArtisanPageSchema,
  ArtisanPublicSchema,
} from '@annuaire/shared/contract/artisan';
import { URGENCE_LIMITS, URGENCE_MESSAGES } from '@annuaire/shared/contract/urgence';
import { artisans } from '../../src/db/schema';
import { forgetCachedLists, insertArtisan, insertUser } from '../helpers/fixture-artisans';
import { openArtisanRoutes, type ArtisanRoutes } from '../helpers/artisan-routes';

describe('urgency and availability', () => {
  let { ctx, trades, plomberie, admin, particulier, ownerOf } = {} as ArtisanRoutes;
  let ownerId: number;
  let artisanId: number;
  let fuiteId: number;
  beforeAll(async () => {
    ({ ctx, trades, plomberie, admin, particulier, ownerOf } = await openArtisanRoutes());
    fuiteId = trades.Plombier!;
    ownerId = await insertUser(ctx.app);
    artisanId = await insertArtisan(ctx.app, {
      entrepriseNom: 'Fuites Express',
      userId: ownerId,
      rayonActivite: 20,
      specialiteIds: [fuiteId],
    });
  });
  afterAll(() => ctx?.close());

  const base = () => ({ anneeExperience: 5, rayonActivite: 20, specialites: [fuiteId] });
  const put = (payload: object, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/artisan/${artisanId}`, payload, headers });
  const profile = async () =>
    ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json());
  const tradePage = async (query: string) => {
    const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${fuiteId}?${query}` });
    return response;
  };
  const urgent = { depannageUrgence: true, depannageHoraires: '7j/7, 7 h – 22 h', disponibleSousJours: 3 };

  it('answers 401 to a visitor, 403 to a particulier and to another artisan', async () => {
    expect((await put({ ...base(), ...urgent }, {})).statusCode).toBe(401);
    expect((await put({ ...base(), ...urgent }, particulier)).statusCode).toBe(403);
    const other = await put({ ...base(), ...urgent }, ownerOf(plomberie.id, plomberie.userId));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Accès refusé.' });
    expect(await profile()).toMatchObject({ depannageUrgence: false, disponibleSousJours: null });
  });

  it('lets the owner offer the emergency service and an availability, dated today', async () => {
    const response = await put({ ...base(), ...urgent }, ownerOf(artisanId, ownerId));
    expect(response.statusCode).toBe(200);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(await profile()).toMatchObject({
      depannageUrgence: true,
      depannageHoraires: '7j/7, 7 h – 22 h',
      disponibleSousJours: 3,
      disponibiliteIndiqueeLe: today,
    });
    // Absent fields keep their values (the back office or an older editor sending only the three first).
    await put(base(), ownerOf(artisanId, ownerId));
    expect(await profile()).toMatchObject({ depannageUrgence: true, disponibleSousJours: 3 });
  });

  it('lets an admin set them with the whole artisan', async () => {
    const read = await profile();
    const whole = {
      userId: read.userId,
      entrepriseNom: read.entrepriseNom,
      adresse: read.adresse,
      anneeExperience: read.anneeExperience,
      rayonActivite: read.rayonActivite,
      siret: read.siret,
      siren: read.siren,
      specialites: read.specialites,
    };
    const response = await put({ ...whole, disponibleSousJours: 10 }, admin);
    expect(response.statusCode).toBe(200);
    expect(await profile()).toMatchObject({ disponibleSousJours: 10, depannageUrgence: true });
    await put({ ...base(), ...urgent }, ownerOf(artisanId, ownerId));
  });

  it('refuses hours too long or missing, and a delay outside 1 to 90 days, in French', async () => {
    const owner = ownerOf(artisanId, ownerId);
    const long = await put(
      { ...base(), ...urgent, depannageHoraires: 'x'.repeat(URGENCE_LIMITS.horairesMax + 1) },
      owner,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.horairesTooLong);
    const missing = await put({ ...base(), depannageUrgence: true, depannageHoraires: '  ' }, owner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.horairesRequired);
    for (const jours of [0, 91, 2.5, '3']) {
      const bad = await put({ ...base(), disponibleSousJours: jours }, owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.disponibleSousJours);
    }
    const edge = await put({ ...base(), disponibleSousJours: 90 }, owner);
    expect(edge.statusCode).toBe(200);
    await put({ ...base(), ...urgent }, owner);
  });

  it('drops the hours when the service stops, and clears the availability with null', async () => {
    const owner = ownerOf(artisanId, ownerId);
    await put({ ...base(), depannageUrgence: false, disponibleSousJours: null }, owner);
    expect(await profile()).toMatchObject({
      depannageUrgence: false,
      depannageHoraires: null,
      disponibleSousJours: null,
      disponibiliteIndiqueeLe: null,
    });
    await put({ ...base(), ...urgent }, owner);
  });

  it('filters the trade page and the map, and shows the values on cards and markers', async () => {
    forgetCachedLists(ctx.app);
    const urgence = await tradePage('urgence=1');
    expect(urgence.statusCode).toBe(200);
    const page = ArtisanPageSchema.parse(urgence.json());
    expect(page.items.map((card) => card.id)).toEqual([artisanId]);
    expect(page.items[0]).toMatchObject({ depannageUrgence: true, disponibleSousJours: 3 });
    const within3 = ArtisanPageSchema.parse((await tradePage('dispo=3')).json());
    expect(within3.items.map((card) => card.id)).toEqual([artisanId]);
    const within2 = ArtisanPageSchema.parse((await tradePage('dispo=2')).json());
    expect(within2.total).toBe(0);
    const bad = await tradePage('dispo=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.disponibleSousJours);
    const all = ArtisanPageSchema.parse((await tradePage('page=1')).json());
    expect(all.items.map((card) => card.id)).toEqual(expect.arrayContaining([artisanId, plomberie.id]));

    const markers = ArtisanMarkerListSchema.parse(
      (await ctx.app.inject({ url: `/api/artisan/map?metier=${fuiteId}&urgence=1&dispo=5` })).json(),
    );
    expect(markers.map((marker) => marker.id)).toEqual([artisanId]);
    expect(markers[0]).toMatchObject({ depannageUrgence: true, disponibleSousJours: 3 });
    const badMap = await ctx.app.inject({ url: '/api/artisan/map?dispo=91' });
    expect(badMap.statusCode).toBe(400);
    expect(badMap.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.disponibleSousJours);
  });

  it('forgets the cached pages when the owner changes them', async () => {
    expect(ArtisanPageSchema.parse((await tradePage('urgence=1')).json()).total).toBe(1);
    await put({ ...base(), depannageUrgence: false }, ownerOf(artisanId, ownerId));
    expect(ArtisanPageSchema.parse((await tradePage('urgence=1')).json()).total).toBe(0);
    await put({ ...base(), ...urgent }, ownerOf(artisanId, ownerId));
  });

  it('expires an availability given more than 30 days ago', async () => {
    await ctx.app.db
      .update(artisans)
      .set({
        disponibiliteIndiqueeLe: sql`now() - ${URGENCE_LIMITS.disponibiliteValiditeJours + 1}::integer * interval '1 day'`,
      })
      .where(eq(artisans.id, artisanId));
    forgetCachedLists(ctx.app);
    expect(await profile()).toMatchObject({ disponibleSousJours: null, disponibiliteIndiqueeLe: null });
    expect(ArtisanPageSchema.parse((await tradePage('dispo=90')).json()).total).toBe(0);
    await put({ ...base(), disponibleSousJours: 3 }, ownerOf(artisanId, ownerId));
    expect(await profile()).toMatchObject({ disponibleSousJours: 3 });
  });

  it('gives a listing nobody manages neither urgency nor availability', async () => {
    await ctx.app.db.update(artisans).set({ nonGeree: true }).where(eq(artisans.id, artisanId));
    forgetCachedLists(ctx.app);
    expect(await profile()).toMatchObject({
      depannageUrgence: false,
      depannageHoraires: null,
      disponibleSousJours: null,
    });
    expect(ArtisanPageSchema.parse((await tradePage('urgence=1')).json()).total).toBe(0);
    await ctx.app.db.update(artisans).set({ nonGeree: false }).where(eq(artisans.id, artisanId));
    forgetCachedLists(ctx.app);
  });

  it('gives the median reply time in hours from the minimum number of requests only', async () => {
    const figures = (count: number, minutes: number) =>
      ctx.app.db
        .update(artisans)
        .set({ demandesCount: count, delaiMedianMinutes: minutes, demandesExpediteurs: count })
        .where(eq(artisans.id, artisanId));
    await figures(URGENCE_LIMITS.delaiReponseMinDemandes - 1, 240);
    forgetCachedLists(ctx.app);
    expect((await profile()).delaiReponseHeures).toBeNull();
    await figures(URGENCE_LIMITS.delaiReponseMinDemandes, 240);
    forgetCachedLists(ctx.app);
    expect((await profile()).delaiReponseHeures).toBe(4);
  });
});
