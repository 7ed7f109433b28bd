// GET /api/artisan/artisans (cards: order, paging, search, never a contact detail) and GET /api/artisan/:id (the
// public profile and its privacy rule; its rating from published reviews only, with the verified ones counted).
import { sql } from 'drizzle-orm';
import { LIST_PAGE_MESSAGES } from '@annuaire/shared/contract/common';
import {
  ARTISAN_MESSAGES,
  ArtisanCardListSchema,
  ArtisanPageSchema,
  ArtisanPublicSchema,
} from '@annuaire/shared/contract/artisan';
import { forgetCachedLists, insertArtisan, insertUser, setVisibility } from '../helpers/fixture-artisans';
import { CARD_KEYS, openArtisanRoutes, type ArtisanRoutes } from '../helpers/artisan-routes';

describe('/api/artisan', () => {
  let { ctx, trades } = {} as ArtisanRoutes;
  beforeAll(async () => ({ ctx, trades } = await openArtisanRoutes()));
  afterAll(() => ctx?.close());

  describe('GET /artisans', () => {
    let zolaId: number;
    let boisId: number;
    /** The ids of the cards that GET /artisans?q finds. */
    const ids = async (q: string) =>
      ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/artisans?q=${encodeURIComponent(q)}` })).json(),
      ).items.map((card) => card.id);
    beforeAll(async () => {
      const owner = await insertUser(ctx.app, {
        telephone: '0611223344',
        email: 'zola@exemple.fr',
        personnalDataToShow: 'ALL',
      });
      zolaId = await insertArtisan(ctx.app, {
        entrepriseNom: 'Électricité Zola',
        userId: owner,
        specialiteIds: [trades.Plombier!, trades['Électricien']!],
        details: [
          { type: 'DESCRIPTION', description: 'Texte.' },
          { type: 'IMG_PRINCIPALE', pathImg: '/uploads/demo/principale-zola.webp', description: 'Façade' },
          { type: 'IMG_REALISATION', pathImg: '/uploads/demo/realisation-zola.webp' },
        ],
        stars: [4, 2, 3],
      });
      boisId = await insertArtisan(ctx.app, {
        entrepriseNom: 'atelier bois',
        latitude: null,
        longitude: null,
      });
    });

    it('lists every artisan as a card, by company name with accents and case ignored', async () => {
      const response = await ctx.app.inject({ url: '/api/artisan/artisans' });
      expect(response.statusCode).toBe(200);
      const cards = ArtisanCardListSchema.parse(response.json());
      const names = cards.map((card) => card.entrepriseNom);
      expect(names.indexOf('atelier bois')).toBeLessThan(names.indexOf('Électricité Zola'));
      expect(names.indexOf('Électricité Zola')).toBeLessThan(names.indexOf('Plomberie Test'));
      for (const card of response.json<object[]>()) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    });

    it('gives a card its main image, trades, average and review count', async () => {
      const cards = ArtisanCardListSchema.parse(
        (await ctx.app.inject({ url: '/api/artisan/artisans' })).json(),
      );
      const zola = cards.find((card) => card.id === zolaId)!;
      expect(zola).toMatchObject({
        ville: 'Tulle',
        codePostal: '19000',
        rayonActivite: 20,
        imagePrincipale: { pathImg: '/uploads/demo/principale-zola.webp', description: 'Façade' },
        specialites: [
          { id: trades['Électricien'], metier: 'Électricien' },
          { id: trades.Plombier, metier: 'Plombier' },
        ],
        moyenne: 3,
        nombreAvis: 3,
      });
      const bois = cards.find((card) => card.id === boisId)!;
      expect(bois).toMatchObject({ imagePrincipale: null, specialites: [], moyenne: 0, nombreAvis: 0 });
      expect(bois.latitude).toBeNull();
    });

    it('never carries a phone number or an e-mail, whatever the owner shows', async () => {
      const body = (await ctx.app.inject({ url: '/api/artisan/artisans' })).body;
      expect(body).not.toMatch(/0611223344|zola@exemple\.fr|0555000001|artisan@example\.fr|telephone|email/);
      expect(body).not.toMatch(/password|argon2/i);
    });

    it('pages the cards by name with ?page and ?size, the plain list staying the default', async () => {
      const all = ArtisanCardListSchema.parse(
        (await ctx.app.inject({ url: '/api/artisan/artisans' })).json(),
      );
      const first = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: '/api/artisan/artisans?page=1&size=2' })).json(),
      );
      expect(first).toMatchObject({
        total: all.length,
        page: 1,
        size: 2,
        pageCount: Math.ceil(all.length / 2),
      });
      expect(first.items.map((card) => card.id)).toEqual(all.slice(0, 2).map((card) => card.id));
      for (const card of first.items) expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
      const second = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: '/api/artisan/artisans?page=2&size=2' })).json(),
      );
      expect(second.items.map((card) => card.id)).toEqual(all.slice(2, 4).map((card) => card.id));
      const beyond = ArtisanPageSchema.parse(
        (await ctx.app.inject({ url: '/api/artisan/artisans?page=999' })).json(),
      );
      expect(beyond).toMatchObject({ items: [], page: 999, size: 20 });
    });

    it('searches ?q in the company name or the city, case and accents ignored', async () => {
      const search = async (q: string) =>
        ArtisanPageSchema.parse(
          (await ctx.app.inject({ url: `/api/artisan/artisans?q=${encodeURIComponent(q)}` })).json(),
        );
      expect((await search('ELECTRICITE')).items.map((card) => card.id)).toEqual([zolaId]);
      expect((await search('  zola ')).items.map((card) => card.id)).toEqual([zolaId]);
      expect((await search('Atelier B')).items.map((card) => card.id)).toEqual([boisId]);
      const inTulle = await search('tULLe');
      expect(inTulle.items.map((card) => card.id)).toContain(zolaId);
      expect(inTulle.items.every((card) => card.ville === 'Tulle')).toBe(true);
      expect(await search('personne ne porte ce nom')).toMatchObject({ items: [], total: 0, pageCount: 1 });
      // LIKE wildcards typed by the user are plain characters.
      expect((await search('%')).total).toBe(0);
      expect((await search('_')).total).toBe(0);
      expect((await search('')).total).toBeGreaterThanOrEqual(3);
    });

    // Issue 22: « 19360 » found nothing.
    it('searches ?q in the postcode too, alone or after the town', async () => {
      const malemortId = await insertArtisan(ctx.app, {
        entrepriseNom: 'Couverture Malemort',
        ville: 'Malemort',
        codePostal: '19360',
      });
      forgetCachedLists(ctx.app);
      expect(await ids('19360')).toEqual([malemortId]);
      expect(await ids('1936')).toEqual([malemortId]);
      expect(await ids('malemort 19360')).toEqual([malemortId]);
      const inTulle = await ids('19000');
      expect(inTulle).toContain(zolaId);
      expect(inTulle).not.toContain(malemortId);
    });

    it('searches ?q with œ and æ read as the two letters people type', async () => {
      const id = await insertArtisan(ctx.app, {
        entrepriseNom: 'Couverture Lætitia Bœuf',
        ville: 'Œuilly',
        codePostal: '51480',
      });
      forgetCachedLists(ctx.app);
      for (const q of ['laetitia boeuf', 'LÆTITIA BŒUF', 'oeuilly', 'Œuilly 51480'])
        expect([q, await ids(q)]).toEqual([q, [id]]);
    });

    it('keeps the artisans of one trade with ?specialite, with or without a search', async () => {
      const ids = async (query: string) =>
        ArtisanPageSchema.parse(
          (await ctx.app.inject({ url: `/api/artisan/artisans?${query}` })).json(),
        ).items.map((card) => card.id);
      const electriciens = await ids(`specialite=${trades['Électricien']}&size=100`);
      expect(electriciens).toContain(zolaId);
      expect(electriciens).not.toContain(boisId);
      expect(await ids(`specialite=${trades.Plombier}&q=zola`)).toEqual([zolaId]);
      expect(await ids(`specialite=${trades.Plombier}&q=atelier`)).toEqual([]);
      const unknown = await ctx.app.inject({ url: '/api/artisan/artisans?specialite=2147483647' });
      expect(unknown.json()).toMatchObject({ items: [], total: 0, pageCount: 1 });
    });

    it('counts the open listings in the total, with or without a trade or a search, a closed one in none', async () => {
      const total = async (query: string) => {
        forgetCachedLists(ctx.app);
        return ArtisanPageSchema.parse(
          (await ctx.app.inject({ url: `/api/artisan/artisans?${query}` })).json(),
        ).total;
      };
      const expected = async (where: ReturnType<typeof sql>) => {
        const [row] = await ctx.app.db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(sql`artisans a`)
          .where(sql`a.fermee_le is null and ${where}`);
        return row!.value;
      };
      const inTrade = sql`exists (select 1 from artisan_specialites l where l.artisan_id = a.id
        and l.specialite_id = ${trades.Plombier!})`;
      const check = async () => {
        expect(await total('page=1')).toBe(await expected(sql`true`));
        expect(await total(`page=1&specialite=${trades.Plombier}`)).toBe(await expected(inTrade));
        expect(await total('page=1&q=zola')).toBe(await expected(sql`a.entreprise_nom_key like '%zola%'`));
      };
      await check();
      const before = await total('page=1');
      await ctx.app.db.execute(sql`update artisans set fermee_le = now() where id = ${zolaId}`);
      await check();
      expect(await total('page=1')).toBe(before - 1);
      await ctx.app.db.execute(sql`update artisans set fermee_le = null where id = ${zolaId}`);
      await check();
    });

    it('answers a French 400 to a bad trade filter', async () => {
      for (const query of ['specialite=0', 'specialite=abc', 'specialite=1.5', 'specialite=2147483648']) {
        const response = await ctx.app.inject({ url: `/api/artisan/artisans?${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(ARTISAN_MESSAGES.specialiteFilter);
      }
    });

    it('answers a French 400 to a bad page, size or search', async () => {
      for (const query of ['page=0', 'size=101', 'size=abc', `q=${'a'.repeat(101)}`]) {
        const response = await ctx.app.inject({ url: `/api/artisan/artisans?${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
      }
      // NUL, which PostgreSQL refuses in a text, and a line break: the contract's French 400, never a 500.
      for (const q of ['a%00b', 'a%0Ab']) {
        const response = await ctx.app.inject({ url: `/api/artisan/artisans?page=1&q=${q}` });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(LIST_PAGE_MESSAGES.qLine);
      }
    });

    it('sends an ETag and answers 304 when the client has a page', async () => {
      const first = await ctx.app.inject({ url: '/api/artisan/artisans?page=1' });
      const again = await ctx.app.inject({
        url: '/api/artisan/artisans?page=1',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('GET /:id', () => {
    let ownerId: number;
    let artisanId: number;
    beforeAll(async () => {
      ownerId = await insertUser(ctx.app, { telephone: '0700000042', email: 'prive@exemple.fr' });
      artisanId = await insertArtisan(ctx.app, {
        entrepriseNom: 'Menuiserie Privée',
        userId: ownerId,
        specialiteIds: [trades['Maçon']!],
        details: [
          { type: 'IMG_PRINCIPALE', pathImg: '/uploads/demo/principale-menuiserie.webp', description: null },
          { type: 'NORME', pathImg: '/uploads/demo/norme-rge.webp' },
        ],
        stars: [5, 4],
        dateUpdate: '2025-03-04T05:06:07Z',
      });
    });

    it('answers the public profile with ISO dates, trades, main image and rating', async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/${artisanId}` });
      expect(response.statusCode).toBe(200);
      const artisan = ArtisanPublicSchema.parse(response.json());
      expect(artisan).toMatchObject({
        id: artisanId,
        userId: ownerId,
        entrepriseNom: 'Menuiserie Privée',
        adresse: { rue: '2 rue de la Gare', ville: 'Tulle', codePostal: '19000', pays: 'France' },
        dateCreation: '2025-03-04T05:06:07.000Z',
        dateUpdate: '2025-03-04T05:06:07.000Z',
        specialites: [trades['Maçon']],
        specialitesDetails: [{ id: trades['Maçon'], metier: 'Maçon' }],
        imagePrincipale: { pathImg: '/uploads/demo/principale-menuiserie.webp', description: null },
        moyenne: 4.5,
        nombreAvis: 2,
        nombreAvisVerifies: 0,
      });
      expect(artisan.details).toHaveLength(2);
      expect(artisan.notes).toHaveLength(2);
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it('rates from published reviews only and counts the verified ones, on the profile and the cards', async () => {
      const profile = async () => {
        forgetCachedLists(ctx.app);
        return ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json());
      };
      const card = async () => {
        const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${trades['Maçon']}` });
        return ArtisanCardListSchema.parse(response.json()).find((item) => item.id === artisanId)!;
      };
      const insertNote = (stars: number, statut: string, source: string) =>
        ctx.app.db
          .execute(sql`insert into notes (artisan_id, nombre_etoiles, date_experience, auteur, statut, source)
          values (${artisanId}, ${stars}, '2025-05', 'Léa D.', ${statut}, ${source})`);
      try {
        // Waiting for moderation, or refused: neither the count, nor the average, nor the verified ones move.
        await insertNote(1, 'EN_ATTENTE', 'VERIFIE');
        await insertNote(1, 'REFUSE', 'VERIFIE');
        expect(await profile()).toMatchObject({ moyenne: 4.5, nombreAvis: 2, nombreAvisVerifies: 0 });
        expect(await card()).toMatchObject({ moyenne: 4.5, nombreAvis: 2 });
        // A published verified review counts in all three.
        await insertNote(3, 'PUBLIE', 'VERIFIE');
        expect(await profile()).toMatchObject({ moyenne: 4, nombreAvis: 3, nombreAvisVerifies: 1 });
        expect(await card()).toMatchObject({ moyenne: 4, nombreAvis: 3 });
        // The waiting one published: counted, verified.
        await ctx.app.db.execute(
          sql`update notes set statut = 'PUBLIE' where artisan_id = ${artisanId} and statut = 'EN_ATTENTE'`,
        );
        expect(await profile()).toMatchObject({ moyenne: 13 / 4, nombreAvis: 4, nombreAvisVerifies: 2 });
        expect(await card()).toMatchObject({ moyenne: 13 / 4, nombreAvis: 4 });
      } finally {
        await ctx.app.db.execute(
          sql`delete from notes where artisan_id = ${artisanId} and source = 'VERIFIE'`,
        );
        expect(await profile()).toMatchObject({ moyenne: 4.5, nombreAvis: 2, nombreAvisVerifies: 0 });
      }
    });

    it.each([
      ['ALL', '0700000042', 'prive@exemple.fr'],
      ['TEL', '0700000042', null],
      ['MAIL', null, 'prive@exemple.fr'],
      ['NOTHING', null, null],
      [null, null, null],
    ] as const)(
      'with personnalDataToShow %s shows phone %s and e-mail %s',
      async (value, telephone, email) => {
        await setVisibility(ctx.app, ownerId, value);
        const response = await ctx.app.inject({ url: `/api/artisan/${artisanId}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ telephone, email, personnalDataToShow: value });
        if (!telephone) expect(response.body).not.toContain('0700000042');
        if (!email) expect(response.body).not.toContain('prive@exemple.fr');
        // Lists and markers never carry them, even when the artisan shows everything.
        for (const url of [
          '/api/artisan/artisans',
          '/api/artisan/map',
          `/api/artisan/artisans-specialite/${trades['Maçon']}`,
          `/api/artisan/artisans-specialite/${trades['Maçon']}?page=1`,
        ]) {
          const list = await ctx.app.inject({ url });
          expect(list.statusCode).toBe(200);
          expect(list.body).not.toMatch(/0700000042|prive@exemple\.fr/);
        }
      },
    );

    it('shows no contact details for an artisan without an account', async () => {
      const id = await insertArtisan(ctx.app, { entrepriseNom: 'Sans Compte', userId: null });
      const response = await ctx.app.inject({ url: `/api/artisan/${id}` });
      expect(response.json()).toMatchObject({
        userId: null,
        telephone: null,
        email: null,
        personnalDataToShow: null,
      });
    });

    it.each(['999999', '2147483647'])('answers a French 404 for the unknown id %s', async (id) => {
      const response = await ctx.app.inject({ url: `/api/artisan/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Artisan introuvable.' });
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648'])('answers a French 400 for the id %s', async (id) => {
      const response = await ctx.app.inject({ url: `/api/artisan/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^id : /);
    });
  });
});
