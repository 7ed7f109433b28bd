// PUT /api/artisan/:id (the owner's three fields, the admin's whole object) and DELETE /api/artisan/:id (rows and
// the files no one else uses), with every authorization cell of both.
import { ArtisanPublicSchema, ArtisanSchema } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  companyNumbers,
  insertArtisan,
  insertSpecialite,
  insertUser,
  rowsOf,
} from '../helpers/fixture-artisans';
import { openArtisanRoutes, type ArtisanRoutes } from '../helpers/artisan-routes';

describe('/api/artisan', () => {
  let { ctx, trades, plomberie, admin, particulier, ownerOf } = {} as ArtisanRoutes;
  beforeAll(
    async () => ({ ctx, trades, plomberie, admin, particulier, ownerOf } = await openArtisanRoutes()),
  );
  afterAll(() => ctx?.close());

  describe('PUT /:id', () => {
    let ownerId: number;
    let artisanId: number;
    let before: { siret: string; siren: string; dateUpdate: string };
    beforeAll(async () => {
      ownerId = await insertUser(ctx.app);
      artisanId = await insertArtisan(ctx.app, {
        entrepriseNom: 'Peinture Édition',
        userId: ownerId,
        rayonActivite: 10,
        anneeExperience: 3,
        specialiteIds: [trades.Plombier!],
        dateUpdate: '2024-06-01T00:00:00Z',
      });
      before = ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json());
    });
    const put = (id: number, payload: unknown, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/artisan/${id}`, payload: payload as object, headers });
    let selfUpdate: { anneeExperience: number; rayonActivite: number; specialites: number[] };
    beforeAll(() => {
      selfUpdate = { anneeExperience: 8, rayonActivite: 100, specialites: [trades['Maçon']!] };
    });

    it('answers 401 to a visitor and 403 to a particulier', async () => {
      const visitor = await put(artisanId, selfUpdate, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Authentification requise.' });
      const asParticulier = await put(artisanId, selfUpdate, particulier);
      expect(asParticulier.statusCode).toBe(403);
      expect(asParticulier.json()).toEqual({ message: 'Accès refusé.' });
    });

    it('answers 403 to an artisan editing another artisan', async () => {
      const response = await put(artisanId, selfUpdate, ownerOf(plomberie.id, plomberie.userId));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Accès refusé.' });
      // A claim naming this artisan is not enough when the account does not own it.
      const forged = await put(artisanId, selfUpdate, ownerOf(artisanId, plomberie.userId));
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ message: 'Accès refusé.' });
      const read = ArtisanPublicSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json(),
      );
      expect(read.rayonActivite).toBe(10);
    });

    it('lets the owner change experience, radius and trades only; other fields are ignored', async () => {
      const response = await put(
        artisanId,
        {
          ...selfUpdate,
          entrepriseNom: 'Nom Piraté',
          siret: '73282932000074',
          siren: '732829320',
          userId: plomberie.userId,
          adresse: { rue: 'ailleurs', ville: 'Paris', codePostal: '75001', pays: 'France' },
          latitude: 48.85,
        },
        ownerOf(artisanId, ownerId),
      );
      expect(response.statusCode).toBe(200);
      const updated = ArtisanSchema.parse(response.json());
      expect(updated).toMatchObject({
        id: artisanId,
        userId: ownerId,
        entrepriseNom: 'Peinture Édition',
        siret: before.siret,
        siren: before.siren,
        anneeExperience: 8,
        rayonActivite: 100,
        specialites: [trades['Maçon']],
        adresse: { ville: 'Tulle' },
        latitude: 45.267,
      });
      expect(updated.dateUpdate > before.dateUpdate).toBe(true);
      expect(new Date(updated.dateUpdate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('keeps the experience when the owner leaves it out, and clears it with null', async () => {
      const kept = await put(
        artisanId,
        { rayonActivite: 50, specialites: [trades['Maçon']] },
        ownerOf(artisanId, ownerId),
      );
      expect(kept.json()).toMatchObject({ anneeExperience: 8, rayonActivite: 50 });
      const cleared = await put(
        artisanId,
        { ...selfUpdate, anneeExperience: null },
        ownerOf(artisanId, ownerId),
      );
      expect(cleared.json()).toMatchObject({ anneeExperience: null });
    });

    it('refuses an owner’s radius of 101 km, unknown trades and a missing radius in French', async () => {
      const tooFar = await put(artisanId, { ...selfUpdate, rayonActivite: 101 }, ownerOf(artisanId, ownerId));
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json<{ message: string }>().message).toBe(MESSAGES.rayonTooLarge);
      const unknown = await put(
        artisanId,
        { ...selfUpdate, specialites: [999999] },
        ownerOf(artisanId, ownerId),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'Spécialité inconnue : 999999.' });
      const missing = await put(artisanId, { specialites: [trades.Plombier] }, ownerOf(artisanId, ownerId));
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe("Le rayon d'activité est obligatoire.");
      const noBody = await ctx.app.inject({
        method: 'PUT',
        url: `/api/artisan/${artisanId}`,
        headers: ownerOf(artisanId, ownerId),
      });
      expect(noBody.statusCode).toBe(400);
    });

    it('refuses a profile without any trade, from the owner and from an admin, and keeps its trades (issue 22)', async () => {
      const required = {
        message: 'Choisissez au moins une spécialité.',
        errors: [{ path: 'specialites', message: 'Choisissez au moins une spécialité.' }],
      };
      const owner = ownerOf(artisanId, ownerId);
      const stored = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<{
        specialites: number[];
      }>().specialites;
      expect(stored.length).toBeGreaterThan(0);
      for (const [payload, headers] of [
        [{ ...selfUpdate, specialites: [] }, owner],
        [{ anneeExperience: 8, rayonActivite: 100 }, owner],
        [{ ...selfUpdate, specialites: null }, owner],
      ] as const) {
        const response = await put(artisanId, payload, headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(required);
      }
      const whole = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<
        Record<string, unknown>
      >();
      const byAdmin = await put(artisanId, { ...whole, specialites: [] }, admin);
      expect(byAdmin.statusCode).toBe(400);
      expect(byAdmin.json()).toEqual(required);
      const after = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<{
        specialites: number[];
      }>();
      expect(after.specialites).toEqual(stored);
      // One trade is enough.
      const one = await put(artisanId, { ...selfUpdate, specialites: [trades.Plombier] }, owner);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ specialites: [trades.Plombier] });
    });

    it('lets an admin change everything, keeping coordinates left out and clearing those sent as null', async () => {
      const numbers = companyNumbers();
      const response = await put(
        artisanId,
        {
          userId: ownerId,
          entrepriseNom: 'Peinture Renommée',
          adresse: { rue: '9 quai Baluze', ville: 'Tulle', codePostal: '19000' },
          rayonActivite: 25,
          ...numbers,
          specialites: [trades.Plombier, trades['Électricien']],
          googlePlaceId: null,
        },
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        entrepriseNom: 'Peinture Renommée',
        adresse: { rue: '9 quai Baluze', pays: 'France' },
        siret: numbers.siret,
        siren: numbers.siren,
        rayonActivite: 25,
        latitude: 45.267,
        longitude: 1.7712,
      });
      const cleared = await put(
        artisanId,
        { ...response.json<object>(), latitude: null, longitude: null },
        admin,
      );
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({
        latitude: null,
        longitude: null,
        entrepriseNom: 'Peinture Renommée',
      });
    });

    it('accepts the spec’s whole artisan object, details and notes included', async () => {
      const whole = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<
        Record<string, unknown>
      >();
      const response = await put(artisanId, { ...whole, entrepriseNom: 'Peinture Complète' }, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: artisanId, entrepriseNom: 'Peinture Complète' });
    });

    it('holds an admin to the full rules', async () => {
      const partial = await put(artisanId, selfUpdate, admin);
      expect(partial.statusCode).toBe(400);
      const whole = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<
        Record<string, unknown>
      >();
      const badSiren = await put(artisanId, { ...whole, siren: '356000000' }, admin);
      expect(badSiren.statusCode).toBe(400);
      expect(badSiren.json<{ message: string }>().message).toBe(
        'Le SIREN doit correspondre aux neuf premiers chiffres du SIRET.',
      );
      const taken = await put(artisanId, { ...whole, userId: plomberie.userId }, admin);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ message: 'Ce compte utilisateur est déjà associé à un autre artisan.' });
    });

    it('answers 404 for an unknown artisan and 400 for a malformed id', async () => {
      const whole = (await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json<
        Record<string, unknown>
      >();
      const unknown = await put(999999, { ...whole, userId: await insertUser(ctx.app) }, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Artisan introuvable.' });
      expect((await put(0, whole, admin)).statusCode).toBe(400);
    });
  });

  describe('DELETE /:id', () => {
    const keysOf = (pathImg: string) => {
      const base = pathImg.slice('/uploads/'.length, -'.webp'.length);
      return [`${base}.webp`, ...[480, 800, 1200, 1920].map((width) => `${base}-${width}.webp`)];
    };
    const store = async (pathImg: string) => {
      for (const key of keysOf(pathImg)) await ctx.app.storage.put(key, Buffer.from('image'));
    };
    const stored = async (pathImg: string) =>
      Promise.all(keysOf(pathImg).map((key) => ctx.app.storage.exists(key)));

    it('answers 401 to a visitor and 403 to an artisan, even for their own profile', async () => {
      const visitor = await ctx.app.inject({ method: 'DELETE', url: `/api/artisan/${plomberie.id}` });
      expect(visitor.statusCode).toBe(401);
      const owner = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/artisan/${plomberie.id}`,
        headers: ownerOf(plomberie.id, plomberie.userId),
      });
      expect(owner.statusCode).toBe(403);
      expect(owner.json()).toEqual({ message: 'Accès refusé.' });
      expect((await rowsOf(ctx.app, plomberie.id)).artisans).toBe(1);
    });

    it('deletes the artisan, its details, notes and trade links, and its files no one else uses', async () => {
      const own = '/uploads/details/suppression-propre.webp';
      const shared = '/uploads/demo/realisation-partagee.webp';
      const tradeImage = '/uploads/specialites/couvreur-test.webp';
      for (const pathImg of [own, shared, tradeImage]) await store(pathImg);
      await insertSpecialite(ctx.app, 'Zingueur', tradeImage);
      const doomed = await insertArtisan(ctx.app, {
        entrepriseNom: 'À Supprimer',
        userId: await insertUser(ctx.app),
        specialiteIds: [trades.Plombier!],
        details: [
          { type: 'IMG_PRINCIPALE', pathImg: own },
          { type: 'IMG_REALISATION', pathImg: shared },
          { type: 'NORME', pathImg: tradeImage },
          { type: 'DESCRIPTION', description: 'Bientôt parti.' },
        ],
        stars: [5, 1],
      });
      await insertArtisan(ctx.app, {
        entrepriseNom: 'Voisin',
        details: [{ type: 'IMG_REALISATION', pathImg: shared }],
      });
      expect(await rowsOf(ctx.app, doomed)).toEqual({ artisans: 1, details: 4, notes: 2, links: 1 });

      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/artisan/${doomed}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await rowsOf(ctx.app, doomed)).toEqual({ artisans: 0, details: 0, notes: 0, links: 0 });
      expect(await stored(own)).toEqual([false, false, false, false, false]);
      expect(await stored(shared)).toEqual([true, true, true, true, true]);
      expect(await stored(tradeImage)).toEqual([true, true, true, true, true]);

      expect((await ctx.app.inject({ url: `/api/artisan/${doomed}` })).statusCode).toBe(404);
      const cards = (await ctx.app.inject({ url: '/api/artisan/artisans' })).json<{ id: number }[]>();
      expect(cards.map((card) => card.id)).not.toContain(doomed);
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/artisan/${doomed}`, headers: admin });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Artisan introuvable.' });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await ctx.app.inject({ method: 'DELETE', url: '/api/artisan/999999', headers: admin });
      expect(unknown.statusCode).toBe(404);
      const malformed = await ctx.app.inject({ method: 'DELETE', url: '/api/artisan/abc', headers: admin });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
