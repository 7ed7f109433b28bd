// POST /api/artisan: creation by an admin, its authorization cells and its French 400s; and the OpenAPI entries of
// the /api/artisan routes.
import { ArtisanSchema, DATE_CREATION_INVALID } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { URGENCE_MESSAGES } from '@annuaire/shared/contract/urgence';
import { companyNumbers, forgetCachedLists, insertUser } from '../helpers/fixture-artisans';
import { openArtisanRoutes, type ArtisanRoutes } from '../helpers/artisan-routes';

describe('/api/artisan', () => {
  let { ctx, trades, plomberie, admin, particulier, ownerOf } = {} as ArtisanRoutes;
  beforeAll(
    async () => ({ ctx, trades, plomberie, admin, particulier, ownerOf } = await openArtisanRoutes()),
  );
  afterAll(() => ctx?.close());

  describe('POST /', () => {
    const valid = async (overrides: Record<string, unknown> = {}) => ({
      userId: await insertUser(ctx.app),
      entrepriseNom: 'Charpente Nouvelle',
      adresse: { rue: '3 place du Marché', ville: 'Égletons', codePostal: '19300', pays: 'France' },
      anneeExperience: 12,
      rayonActivite: 40,
      latitude: 45.406,
      longitude: 2.047,
      ...companyNumbers(),
      dateCreationEntreprise: '2012-09-01',
      specialites: [trades['Maçon'], trades.Plombier],
      ...overrides,
    });
    const post = (payload: unknown, headers: Record<string, string> = admin) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/artisan',
        payload: JSON.stringify(payload),
        headers: { ...headers, 'content-type': 'application/json' },
      });

    it('creates an artisan for an admin: 201 with the entity', async () => {
      const payload = await valid();
      const response = await post(payload);
      expect(response.statusCode).toBe(201);
      const created = ArtisanSchema.parse(response.json());
      expect(created).toMatchObject({
        userId: payload.userId,
        entrepriseNom: 'Charpente Nouvelle',
        adresse: payload.adresse,
        rayonActivite: 40,
        siret: payload.siret,
        siren: payload.siren,
        googlePlaceId: null,
        dateCreationEntreprise: '2012-09-01',
        notes: [],
        details: [],
      });
      expect(created.specialites.sort()).toEqual([trades['Maçon'], trades.Plombier].sort());
      expect(created.dateCreation).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const read = await ctx.app.inject({ url: `/api/artisan/${created.id}` });
      expect(read.json()).toMatchObject({ entrepriseNom: 'Charpente Nouvelle' });
      const cards = (await ctx.app.inject({ url: '/api/artisan/artisans' })).json<{ id: number }[]>();
      expect(cards.map((card) => card.id)).toContain(created.id);
    });

    it('keeps the urgency fields given on creation, the availability dated today', async () => {
      const response = await post(
        await valid({ depannageUrgence: true, depannageHoraires: 'Week-end', disponibleSousJours: 4 }),
      );
      expect(response.statusCode).toBe(201);
      const { id } = ArtisanSchema.parse(response.json());
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
      expect((await ctx.app.inject({ url: `/api/artisan/${id}` })).json()).toMatchObject({
        depannageUrgence: true,
        depannageHoraires: 'Week-end',
        disponibleSousJours: 4,
        disponibiliteIndiqueeLe: today,
      });
      const missing = await post(await valid({ depannageUrgence: true }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe(URGENCE_MESSAGES.horairesRequired);
    });

    it('answers 401 to a visitor and 403 to an artisan or a particulier', async () => {
      const payload = await valid();
      const visitor = await post(payload, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Authentification requise.' });
      // Before any validation: a visitor learns nothing from a bad payload either.
      expect((await post({}, {})).statusCode).toBe(401);
      const artisan = await post(payload, ownerOf(plomberie.id, plomberie.userId));
      expect(artisan.statusCode).toBe(403);
      expect(artisan.json()).toEqual({ message: 'Accès refusé.' });
      expect((await post(payload, particulier)).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/artisan/artisans' })).body).not.toContain(payload.siret);
    });

    const SIRET_MESSAGE = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';
    it.each([
      ['13 digits', { siret: '7328293200007', siren: '732829320' }, SIRET_MESSAGE],
      ['15 digits', { siret: '732829320000740', siren: '732829320' }, SIRET_MESSAGE],
      ['a bad SIRET checksum', { siret: '73282932000075', siren: '732829320' }, SIRET_MESSAGE],
      ['letters', { siret: '7328293200007A', siren: '732829320' }, SIRET_MESSAGE],
      [
        'a bad SIREN checksum',
        { siret: '73282932000074', siren: '732829321' },
        'SIREN invalide : 9 chiffres avec une clé de contrôle valide.',
      ],
      [
        'a SIREN of 8 digits',
        { siret: '73282932000074', siren: '73282932' },
        'SIREN invalide : 9 chiffres avec une clé de contrôle valide.',
      ],
      [
        'a SIREN that is not the start of the SIRET',
        { siret: '73282932000074', siren: '356000000' },
        'Le SIREN doit correspondre aux neuf premiers chiffres du SIRET.',
      ],
    ])('refuses %s with a French 400', async (_label, numbers, message) => {
      const response = await post(await valid(numbers));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    });

    it('accepts the fixture’s 14-digit SIRET with its 9-digit SIREN', async () => {
      const response = await post(await valid({ siret: '73282932000074', siren: '732829320' }));
      expect(response.statusCode).toBe(201);
    });

    it('accepts a radius of 100 km and refuses 101 with the spec message', async () => {
      expect((await post(await valid({ rayonActivite: 100 }))).statusCode).toBe(201);
      const tooFar = await post(await valid({ rayonActivite: 101 }));
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json<{ message: string }>().message).toBe(MESSAGES.rayonTooLarge);
    });

    it('requires the company name and the account', async () => {
      const noName = await post(await valid({ entrepriseNom: '  ' }));
      expect(noName.statusCode).toBe(400);
      expect(noName.json<{ message: string }>().message).toBe("Le nom de l'entreprise est obligatoire.");
      const noUser = await post(await valid({ userId: undefined }));
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json<{ message: string }>().message).toBe('Le compte utilisateur est obligatoire.');
    });

    it('refuses an unknown account, a non-artisan account and an account that already has an artisan', async () => {
      const unknown = await post(await valid({ userId: 999999 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'Le compte utilisateur choisi est introuvable.' });

      const adminAccount = await insertUser(ctx.app, { role: 'ROLE_ADMIN' });
      const notArtisan = await post(await valid({ userId: adminAccount }));
      expect(notArtisan.statusCode).toBe(400);
      expect(notArtisan.json()).toEqual({
        message: 'Le compte utilisateur choisi doit avoir le rôle ROLE_ARTISAN.',
      });

      const taken = await post(await valid({ userId: plomberie.userId }));
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ message: 'Ce compte utilisateur est déjà associé à un autre artisan.' });
    });

    it('gives one artisan per account when two creations race', async () => {
      const payload = await valid();
      const [a, b] = await Promise.all([post(payload), post({ ...payload, entrepriseNom: 'Doublon' })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    });

    it('refuses unknown trades with a French 400 and writes nothing', async () => {
      const payload = await valid({
        specialites: [trades.Plombier, 999998, 999999],
        entrepriseNom: 'Fantôme',
      });
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Spécialité inconnue : 999998, 999999.' });
      forgetCachedLists(ctx.app);
      const cards = (await ctx.app.inject({ url: '/api/artisan/artisans' })).json<
        { entrepriseNom: string }[]
      >();
      expect(cards.map((card) => card.entrepriseNom)).not.toContain('Fantôme');
    });

    it('answers 400, never 500, to malformed JSON and wrong shapes', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/artisan',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{"entrepriseNom": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: MESSAGES.malformedJson });
      for (const payload of [[], 'texte', null, 42, { adresse: 'rue' }, await valid({ specialites: 'x' })]) {
        expect((await post(payload)).statusCode).toBe(400);
      }
    });

    // Found by the fuzz suite: z.iso.date() takes the year 0000, PostgreSQL's date does not (500 before).
    it('answers 400 to a company creation date in the year 0000, on creation and on an admin update', async () => {
      const created = await post(
        await valid({ dateCreationEntreprise: '0000-02-29', entrepriseNom: 'An Zéro' }),
      );
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        message: DATE_CREATION_INVALID,
        errors: [{ path: 'dateCreationEntreprise', message: DATE_CREATION_INVALID }],
      });
      const ok = await post(await valid({ entrepriseNom: 'An Zéro' }));
      expect(ok.statusCode).toBe(201);
      const { id, ...entity } = ok.json<Record<string, unknown> & { id: number }>();
      const updated = await ctx.app.inject({
        method: 'PUT',
        url: `/api/artisan/${id}`,
        headers: admin,
        payload: { ...(await valid()), userId: entity.userId, dateCreationEntreprise: '0000-01-01' },
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json()).toMatchObject({ message: DATE_CREATION_INVALID });
    });
  });

  it('publishes its routes and shapes in /api/openapi.json', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    }>();
    for (const [path, method] of [
      ['/api/artisan/artisans', 'get'],
      ['/api/artisan/map', 'get'],
      ['/api/artisan/artisans-specialite/{specialiteId}', 'get'],
      ['/api/artisan/{id}', 'get'],
      ['/api/artisan', 'post'],
      ['/api/artisan/{id}', 'put'],
      ['/api/artisan/{id}', 'delete'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.summary).toEqual(expect.any(String));
      expect(Object.keys(operation!.responses)).toContain(
        method === 'post' ? '201' : method === 'delete' ? '204' : '200',
      );
    }
  });
});
