// Qualifications and insurance (issue 21) through /api/artisan/details and the trade pages: a NORME's body, number,
// validity and RGE mention, the ASSURANCE detail, their French 400s on the field they concern, the insurance limit,
// the public list without expired ones and the owner's and admin's list with them (cell by cell), and the RGE badge
// and `rge=1` filter that count only RGE qualifications valid today.
import { eq } from 'drizzle-orm';
import { ArtisanDetailListSchema, ArtisanDetailSchema } from '@annuaire/shared/contract/artisan-detail';
import { ArtisanPageSchema, ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  addDays,
  parisToday,
  QUALIFICATION_LIMITS,
  QUALIFICATION_MESSAGES,
  QUALIFICATION_VERIFICATION,
} from '@annuaire/shared/contract/qualification';
import { artisanDetails } from '../../src/db/schema';
import { insertArtisan as insertTradeArtisan, insertSpecialite } from '../helpers/fixture-artisans';
import {
  adminCells,
  insertDetail,
  openDetailsApp,
  ownerCells,
  type DetailsApp,
  type DetailsCaller as Caller,
} from '../helpers/fixture-details';

const today = parisToday();
const VALID = { dateDebut: addDays(today, -400), dateFin: addDays(today, 900) };
const EXPIRED = { dateDebut: addDays(today, -1500), dateFin: addDays(today, -1) };
const FUTURE = { dateDebut: addDays(today, 10), dateFin: addDays(today, 1400) };

const QUALIBAT = { type: 'NORME', organisme: 'Qualibat', numero: 'E-E123456', description: '5111 Plomberie' };
const DECENNALE = { type: 'ASSURANCE', organisme: 'SMABTP', numero: 'RCD-1234567' };

describe('qualifications and insurance (issue 21)', () => {
  let { ctx, world } = {} as DetailsApp;
  beforeAll(async () => ({ ctx, world } = await openDetailsApp()));
  afterAll(() => ctx?.close());
  afterEach(async () => {
    await ctx.app.db.delete(artisanDetails).where(eq(artisanDetails.artisanId, world.ownArtisanId));
  });

  const post = (body: object, caller: Caller = 'artisan') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/details',
      payload: { artisanId: world.ownArtisanId, ...body },
      headers: world.headers[caller],
    });
  const put = (id: number, body: object, caller: Caller = 'artisan') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/details/${id}`,
      payload: body,
      headers: world.headers[caller],
    });
  const list = (query = '', caller: Caller = 'visitor') =>
    ctx.app.inject({
      url: `/api/artisan/details/artisan/${world.ownArtisanId}${query}`,
      headers: world.headers[caller],
    });
  const created = async (body: object) => {
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    return ArtisanDetailSchema.parse(response.json());
  };

  describe('writing', () => {
    it('stores a qualification with its body (written as the site writes it), number, validity and RGE mention', async () => {
      const detail = await created({ ...QUALIBAT, organisme: 'QUALIBAT', ...VALID, rge: true });
      expect(detail).toMatchObject({ ...QUALIBAT, ...VALID, rge: true, pathImg: null });
      const other = await created({
        type: 'NORME',
        organisme: "qualit'enr",
        numero: 'QPAC/12345',
        ...VALID,
        rge: true,
      });
      expect(other.organisme).toBe('Qualit’EnR');
    });

    it('stores a décennale insurance, never with RGE, and a body outside the list as typed', async () => {
      const detail = await created({
        ...DECENNALE,
        ...VALID,
        description: 'Responsabilité civile décennale',
      });
      expect(detail).toMatchObject({ ...DECENNALE, ...VALID, rge: false });
      const other = await created({
        type: 'NORME',
        organisme: '  Afnor   Certification ',
        numero: 'NF-1',
        ...VALID,
      });
      expect(other).toMatchObject({ organisme: 'Afnor Certification', rge: false });
    });

    it('refuses a certification with neither picture nor fields (the picture alone stays accepted)', async () => {
      const empty = await post({ type: 'NORME' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toContainEqual({
        path: 'organisme',
        message: QUALIFICATION_MESSAGES.normeEmpty,
      });
    });

    const cases: [string, object, string, string][] = [
      [
        'a missing number',
        { ...QUALIBAT, numero: undefined, ...VALID },
        'numero',
        QUALIFICATION_MESSAGES.numeroRequired,
      ],
      [
        'a number with a forbidden character',
        { ...QUALIBAT, numero: 'E<123>', ...VALID },
        'numero',
        QUALIFICATION_MESSAGES.numeroInvalid,
      ],
      [
        'a number too long',
        { ...QUALIBAT, numero: 'E'.repeat(QUALIFICATION_LIMITS.numeroMax + 1), ...VALID },
        'numero',
        QUALIFICATION_MESSAGES.numeroInvalid,
      ],
      [
        'a body too long',
        { ...QUALIBAT, organisme: 'Q'.repeat(QUALIFICATION_LIMITS.organismeMax + 1), ...VALID },
        'organisme',
        QUALIFICATION_MESSAGES.organismeLength,
      ],
      [
        'a number without its body',
        { ...QUALIBAT, organisme: undefined, ...VALID },
        'organisme',
        QUALIFICATION_MESSAGES.organismeRequired,
      ],
      [
        'a start without an end',
        { ...QUALIBAT, dateDebut: VALID.dateDebut },
        'dateFin',
        QUALIFICATION_MESSAGES.dateFinRequired,
      ],
      [
        'an end before the start',
        { ...QUALIBAT, dateDebut: '2025-06-02', dateFin: '2025-06-01' },
        'dateFin',
        QUALIFICATION_MESSAGES.dateOrder,
      ],
      [
        'a validity longer than ten years',
        { ...QUALIBAT, dateDebut: '2020-01-01', dateFin: '2030-01-02' },
        'dateFin',
        QUALIFICATION_MESSAGES.dureeMax,
      ],
      [
        'a day that does not exist',
        { ...QUALIBAT, dateDebut: '2025-02-29', dateFin: '2027-01-01' },
        'dateDebut',
        QUALIFICATION_MESSAGES.dateInvalid,
      ],
      [
        'a day before 1990',
        { ...QUALIBAT, dateDebut: '1989-12-31', dateFin: '1991-01-01' },
        'dateDebut',
        QUALIFICATION_MESSAGES.dateInvalid,
      ],
      [
        'RGE from a body that does not grant it',
        { ...QUALIBAT, organisme: 'Handibat', ...VALID, rge: true },
        'rge',
        QUALIFICATION_MESSAGES.rgeOrganisme,
      ],
      ['RGE on an insurance', { ...DECENNALE, ...VALID, rge: true }, 'rge', QUALIFICATION_MESSAGES.rgeType],
      [
        'an insurance without its insurer',
        { ...DECENNALE, organisme: undefined, ...VALID },
        'organisme',
        QUALIFICATION_MESSAGES.assureurRequired,
      ],
      ['an insurance without dates', { ...DECENNALE }, 'dateDebut', QUALIFICATION_MESSAGES.dateDebutRequired],
    ];
    it.each(cases)(
      'refuses %s with a French 400 on its field, and stores nothing',
      async (_, body, field, message) => {
        const response = await post(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ path: field, message });
        expect((await list('?expirees=1', 'artisan')).json()).toHaveLength(0);
      },
    );

    it(`refuses a ${QUALIFICATION_LIMITS.dureeMaxAnnees}-year validity plus one day, accepts exactly ${QUALIFICATION_LIMITS.dureeMaxAnnees} years`, async () => {
      expect((await post({ ...QUALIBAT, dateDebut: '2020-03-01', dateFin: '2030-03-01' })).statusCode).toBe(
        201,
      );
      expect((await post({ ...QUALIBAT, dateDebut: '2020-03-01', dateFin: '2030-03-02' })).statusCode).toBe(
        400,
      );
      expect((await post({ ...QUALIBAT, dateDebut: '2020-03-01', dateFin: '2020-03-01' })).statusCode).toBe(
        201,
      );
    });

    it('allows 3 insurances, then answers the limit in French', async () => {
      for (let index = 0; index < 3; index += 1) await created({ ...DECENNALE, ...VALID });
      const fourth = await post({ ...DECENNALE, ...VALID });
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json().message).toBe(MESSAGES.detailLimit.ASSURANCE);
    });

    it('updates a qualification’s fields under the same rules', async () => {
      const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
      const changed = await put(detail.id, { ...QUALIBAT, ...FUTURE, numero: 'E-E654321', rge: false });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ numero: 'E-E654321', ...FUTURE, rge: false });
      const wrong = await put(detail.id, { ...QUALIBAT, dateDebut: '2025-06-02', dateFin: '2025-06-01' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toContainEqual({
        path: 'dateFin',
        message: QUALIFICATION_MESSAGES.dateOrder,
      });
    });
  });

  describe('reading', () => {
    it('leaves expired qualifications and insurances out of the public list (and of a type’s list)', async () => {
      const valid = await created({ ...QUALIBAT, ...VALID });
      const future = await created({ ...QUALIBAT, ...FUTURE });
      const lastDay = await created({ ...DECENNALE, dateDebut: addDays(today, -365), dateFin: today });
      await created({ ...QUALIBAT, ...EXPIRED });
      await created({ ...DECENNALE, ...EXPIRED });
      const publicList = ArtisanDetailListSchema.parse((await list()).json());
      expect(publicList.map((detail) => detail.id).sort()).toEqual([valid.id, future.id, lastDay.id].sort());
      const byType = await ctx.app.inject({
        url: `/api/artisan/details/type-artisan/${world.ownArtisanId}?type=ASSURANCE`,
      });
      expect(byType.json().map((detail: { id: number }) => detail.id)).toEqual([lastDay.id]);
    });

    it.each(ownerCells(200))(
      'the list with expired ones (expirees=1) for %s → %d',
      async (caller, status) => {
        await created({ ...QUALIBAT, ...VALID });
        await created({ ...QUALIBAT, ...EXPIRED });
        const response = await list('?expirees=1', caller);
        expect(response.statusCode).toBe(status);
        if (status === 200) {
          expect(response.json()).toHaveLength(2);
          expect(response.headers['cache-control']).toBe('private, no-cache');
        } else {
          expect(response.json().message).toEqual(expect.any(String));
          expect(JSON.stringify(response.json())).not.toContain(EXPIRED.dateFin);
        }
      },
    );

    it('refuses another value of expirees with a French 400', async () => {
      const response = await list('?expirees=oui', 'artisan');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Le paramètre expirees vaut 1 ou est absent.');
    });
  });

  describe('the RGE badge and filter', () => {
    let tradeId: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      tradeId = await insertSpecialite(ctx.app, 'Chauffagiste');
      for (const name of [
        'Alpha Chauffage',
        'Bravo Thermique',
        'Charlie Énergie',
        'Delta Confort',
        'Echo Clim',
      ]) {
        ids[name] = await insertTradeArtisan(ctx.app, { entrepriseNom: name, specialiteIds: [tradeId] });
      }
      // Checked by an administrator: only a checked RGE qualification counts (see « verification » below).
      const norme = (artisanId: number, dates: object, rge = true) =>
        insertDetail(ctx.app, {
          artisanId,
          type: 'NORME',
          organisme: 'Qualibat',
          numero: 'E-1',
          rge,
          verifieeLe: new Date().toISOString(),
          ...dates,
        });
      // A valid RGE qualification; an expired one; one not started yet; a valid one without RGE; one expired and
      // one valid (the union counts).
      await norme(ids['Alpha Chauffage']!, VALID);
      await norme(ids['Bravo Thermique']!, EXPIRED);
      await norme(ids['Charlie Énergie']!, FUTURE);
      await norme(ids['Delta Confort']!, VALID, false);
      await norme(ids['Echo Clim']!, EXPIRED);
      await norme(ids['Echo Clim']!, { dateDebut: today, dateFin: today });
    });

    const page = async (query: string) => {
      const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${tradeId}?${query}` });
      expect(response.statusCode).toBe(200);
      return ArtisanPageSchema.parse(response.json());
    };

    it('marks the cards whose artisan has an RGE qualification valid today', async () => {
      const { items } = await page('page=1');
      expect(Object.fromEntries(items.map((card) => [card.entrepriseNom, card.rge]))).toEqual({
        'Alpha Chauffage': true,
        'Bravo Thermique': false,
        'Charlie Énergie': false,
        'Delta Confort': false,
        'Echo Clim': true,
      });
    });

    it('gives the map’s markers the same badge (the map filters on it)', async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/map?metier=${tradeId}` });
      expect(response.statusCode).toBe(200);
      const markers = response.json<{ entrepriseNom: string; rge: boolean }[]>();
      expect(
        markers
          .filter((marker) => marker.rge)
          .map((marker) => marker.entrepriseNom)
          .sort(),
      ).toEqual(['Alpha Chauffage', 'Echo Clim']);
    });

    it('rge=1 keeps only them, in every order, counted alike', async () => {
      for (const tri of ['pertinence', 'note']) {
        const result = await page(`rge=1&tri=${tri}`);
        expect(result.items.map((card) => card.entrepriseNom).sort()).toEqual([
          'Alpha Chauffage',
          'Echo Clim',
        ]);
        expect(result.total).toBe(2);
      }
    });

    it('refuses rge=oui with a French 400', async () => {
      const response = await ctx.app.inject({ url: `/api/artisan/artisans-specialite/${tradeId}?rge=oui` });
      expect(response.statusCode).toBe(400);
    });

    it('the public profile carries the badge; deleting the qualification takes it away', async () => {
      const artisanId = ids['Alpha Chauffage']!;
      const profile = async () =>
        ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${artisanId}` })).json());
      expect((await profile()).rge).toBe(true);
      const [norme] = await ctx.app.db
        .select({ id: artisanDetails.id })
        .from(artisanDetails)
        .where(eq(artisanDetails.artisanId, artisanId));
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/artisan/details/${norme!.id}`,
        headers: world.headers.admin,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await profile()).rge).toBe(false);
      expect((await page('rge=1')).items.map((card) => card.entrepriseNom)).toEqual(['Echo Clim']);
    });
  });
  describe('verification by an administrator', () => {
    const verify = (id: number, verifiee: unknown, caller: Caller = 'admin') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/artisan/details/${id}/verification`,
        payload: { verifiee },
        headers: world.headers[caller],
      });
    const profile = async () =>
      ArtisanPublicSchema.parse((await ctx.app.inject({ url: `/api/artisan/${world.ownArtisanId}` })).json());
    const publicList = async () => ArtisanDetailListSchema.parse((await list()).json());

    it('shows a declared RGE qualification as not checked, with no badge, until an administrator checks it', async () => {
      const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
      expect(detail).toMatchObject({ rge: true, verifiee: false });
      expect((await profile()).rge).toBe(false);
      expect((await publicList()).map((item) => item.verifiee)).toEqual([false]);

      const checked = await verify(detail.id, true);
      expect(checked.statusCode).toBe(200);
      expect(ArtisanDetailSchema.parse(checked.json())).toMatchObject({ id: detail.id, verifiee: true });
      expect((await profile()).rge).toBe(true);
      expect((await publicList()).map((item) => item.verifiee)).toEqual([true]);
      // Ticking it again keeps the first check's date.
      const [before] = await ctx.app.db
        .select({ at: artisanDetails.verifieeLe })
        .from(artisanDetails)
        .where(eq(artisanDetails.id, detail.id));
      expect((await verify(detail.id, true)).statusCode).toBe(200);
      const [after] = await ctx.app.db
        .select({ at: artisanDetails.verifieeLe })
        .from(artisanDetails)
        .where(eq(artisanDetails.id, detail.id));
      expect(after!.at).toBe(before!.at);

      // Taken back: the badge goes.
      expect((await verify(detail.id, false)).json()).toMatchObject({ verifiee: false });
      expect((await profile()).rge).toBe(false);
    });

    it.each([
      ['body', { organisme: 'Qualifelec' }],
      ['number', { numero: 'E-E999999' }],
      ['start', { dateDebut: addDays(VALID.dateDebut, 1) }],
      ['end', { dateFin: addDays(VALID.dateFin, 1) }],
      ['RGE mention', { rge: false }],
    ])('clears the check when the artisan changes its %s, and the badge goes', async (_field, change) => {
      const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
      expect((await verify(detail.id, true)).statusCode).toBe(200);
      expect((await profile()).rge).toBe(true);
      const updated = await put(detail.id, { ...QUALIBAT, ...VALID, rge: true, ...change });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ verifiee: false });
      expect((await profile()).rge).toBe(false);
    });

    it('keeps the check when the artisan saves the qualification unchanged or changes its title only', async () => {
      const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
      expect((await verify(detail.id, true)).statusCode).toBe(200);
      const same = await put(detail.id, { ...QUALIBAT, ...VALID, rge: true, description: '5112 Chauffage' });
      expect(same.json()).toMatchObject({ verifiee: true, description: '5112 Chauffage' });
      expect((await profile()).rge).toBe(true);
    });

    it('clears the check whoever writes, in SQL too', async () => {
      const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
      expect((await verify(detail.id, true)).statusCode).toBe(200);
      await ctx.app.db
        .update(artisanDetails)
        .set({ numero: 'E-E000001' })
        .where(eq(artisanDetails.id, detail.id));
      const [row] = await ctx.app.db
        .select({ at: artisanDetails.verifieeLe })
        .from(artisanDetails)
        .where(eq(artisanDetails.id, detail.id));
      expect(row!.at).toBeNull();
    });

    it('checks only a qualification or an insurance with its fields, and says so in French', async () => {
      const picture = await created({ type: 'DESCRIPTION', description: 'Plombier depuis 1998.' });
      const refused = await verify(picture.id, true);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: QUALIFICATION_VERIFICATION.notVerifiable });
      const insurance = await created({ ...DECENNALE, ...VALID });
      expect((await verify(insurance.id, true)).json()).toMatchObject({ verifiee: true });
      const bad = await verify(insurance.id, 'oui');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(QUALIFICATION_VERIFICATION.verifieeRequired);
      expect((await verify(2_000_000, true)).statusCode).toBe(404);
    });

    it.each([...adminCells(200), ['other', 403] as [Caller, number]])(
      'PUT /api/artisan/details/{id}/verification as %s → %d',
      async (caller, status) => {
        const detail = await created({ ...QUALIBAT, ...VALID, rge: true });
        const response = await verify(detail.id, true, caller);
        expect(response.statusCode).toBe(status);
        const messages: Record<number, string | undefined> = {
          200: undefined,
          401: MESSAGES.unauthorized,
          403: MESSAGES.forbidden,
        };
        expect(response.json().message).toBe(messages[status]);
        expect((await profile()).rge).toBe(status === 200);
      },
    );
  });
});
