// « C'est votre entreprise ? » through the API, on PGlite or the PostgreSQL server: what a claim of a listing may use
// (the RGE e-mail masked), a claim and its code mailed to that e-mail (stored hashed), the code checked (a wrong one
// counted, the last closing the claim; an expired one; the right one creating the business's account without a
// password, linking the listing and opening the activation link), a code sent again, one claim in progress per
// listing (two at once too), the limits per address, e-mail and SIRET with French 429s, a mail that cannot leave,
// and every French 4xx. By post: the letter written as a PDF for the print-and-post service (its code read back from
// it), the known contact told, the letter's code creating the claimant's account, expiry, reuse, the proofs side by
// side, and never a letter to a partially diffusible establishment.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  REVENDICATION_LIMITS,
  REVENDICATION_LIST_MESSAGES,
  REVENDICATION_MESSAGES,
  RevendicationPageSchema,
  RevendicationCreeeSchema,
  RevendicationCourrierCreeeSchema,
  RevendicationCourrierValideeSchema,
  RevendicationFicheSchema,
  RevendicationValideeSchema,
} from '@annuaire/shared/contract/revendication';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  accountActivations,
  artisans,
  revendicationDocuments,
  revendicationEvenements,
  revendications,
  users,
} from '../../src/db/schema';
import type { MailInput } from '../../src/plugins/mailer';
import { UPLOAD_MESSAGES } from '../../src/plugins/uploads';
import { REVENDICATION_BODY_LIMIT } from '../../src/routes/revendications';
import { bearer, insertUser, newSession } from '../helpers/fixture-artisans';
import { pdfText } from '../helpers/pdf-text';
import { multipart, png } from '../helpers/fixture-details';
import {
  insertFinishedImportRun,
  insertRegistreListing,
  type RegistreListingOptions,
} from '../helpers/fixture-registre';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { spyOnMails } from '../helpers/mail-spy';

const PUBLIC_URL = 'https://annuaire.example';

let ipCounter = 1;
/** A fresh client address per request, so that the hourly limit of one test does not reach the next. */
const nextIp = () => `10.3.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const nextEmail = () => `demandeur${++emailCounter}@exemple.fr`;

describe('/api/revendications', () => {
  let ctx: TestApp;
  let sent: MailInput[];
  let sendSpy: jest.SpyInstance;
  let runId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    runId = await insertFinishedImportRun(ctx.app);
  });
  beforeEach(() => {
    ({ sent, spy: sendSpy } = spyOnMails(ctx.app));
  });
  afterEach(() => sendSpy.mockRestore());
  afterAll(() => ctx?.close());

  /** A listing of the registers nobody manages (helpers/fixture-registre.ts), in this file's import run. */
  const insertListing = (options: RegistreListingOptions = {}) =>
    insertRegistreListing(ctx.app, runId, options);

  const claimBody = (artisanId: number, overrides: Record<string, unknown> = {}) => ({
    artisanId,
    nom: 'Paul Martin',
    email: nextEmail(),
    telephone: '06 12 34 56 78',
    role: 'DIRIGEANT',
    certification: true,
    preuve: 'EMAIL',
    ...overrides,
  });
  const post = (url: string, payload: unknown, ip = nextIp()) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const claim = (payload: unknown, ip?: string) => post('/api/revendications', payload, ip);
  const check = (jeton: string, code: string, ip?: string) =>
    post('/api/revendications/code', { jeton, code }, ip);
  /** The code of the last mail sent, as the mail writes it (« 123 456 »). */
  const lastCode = () => {
    const match = /code : (\d{3}) (\d{3})/.exec(sent.at(-1)!.text);
    return `${match![1]}${match![2]}`;
  };
  /** Another code than the right one. */
  const wrong = (code: string) =>
    String((Number(code) + 1) % 10 ** REVENDICATION_LIMITS.codeLength).padStart(6, '0');
  const rowOf = async (artisanId: number) => {
    const [row] = await ctx.app.db
      .select()
      .from(revendications)
      .where(eq(revendications.artisanId, artisanId))
      .orderBy(sql`${revendications.id} desc`)
      .limit(1);
    return row!;
  };
  const eventsOf = async (id: number) =>
    (
      await ctx.app.db
        .select({ type: revendicationEvenements.type })
        .from(revendicationEvenements)
        .where(eq(revendicationEvenements.revendicationId, id))
        .orderBy(revendicationEvenements.id)
    ).map((row) => row.type);
  /** Starts a claim and returns its key and code. */
  async function started(artisanId: number) {
    const response = await claim(claimBody(artisanId));
    expect(response.statusCode).toBe(201);
    return { jeton: RevendicationCreeeSchema.parse(response.json()).jeton, code: lastCode() };
  }

  describe('GET /api/revendications/fiches/:artisanId', () => {
    it('gives the listing, whether it is managed or claimed, and the RGE e-mail masked', async () => {
      const { artisanId, siret, siren } = await insertListing({ email: 'paul@plomberie-x.fr' });
      const response = await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` });
      expect(response.statusCode).toBe(200);
      expect(RevendicationFicheSchema.parse(response.json())).toEqual({
        artisanId,
        entrepriseNom: `Plomberie Revendiquée ${siren}`,
        siret,
        ville: 'Brive-la-Gaillarde',
        geree: false,
        enCours: false,
        emailMasque: 'p•••@plomberie-x.fr',
        courrierEnCours: false,
        documentsEnCours: false,
        adresseCourrier: [`PLOMBERIE REVENDIQUEE ${siren}`, '4 RUE DU PORT', '19100 BRIVE LA GAILLARDE'],
      });
      expect(response.body).not.toContain('paul@');
      await started(artisanId);
      expect((await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json().enCours).toBe(
        true,
      );
    });

    it('says when ADEME’s list gives no e-mail, and when a business manages the listing', async () => {
      const { artisanId } = await insertListing({ email: null });
      expect((await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json()).toMatchObject(
        {
          emailMasque: null,
          geree: false,
        },
      );
      const [owner] = await ctx.app.db
        .insert(users)
        .values({ email: 'gere@exemple.fr', username: 'gere', role: 'ROLE_ARTISAN' })
        .returning({ id: users.id });
      const managed = await insertListing({ userId: owner!.id });
      expect(
        (await ctx.app.inject({ url: `/api/revendications/fiches/${managed.artisanId}` })).json(),
      ).toMatchObject({ geree: true });
    });

    it.each(['999999', '0', 'abc'])('answers an unknown or malformed listing %s in French', async (id) => {
      const response = await ctx.app.inject({ url: `/api/revendications/fiches/${id}` });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/fiche/i);
    });

    it('answers a closed listing 404', async () => {
      const { artisanId } = await insertListing();
      await ctx.app.db
        .update(artisans)
        .set({ fermeeLe: sql`now()` })
        .where(eq(artisans.id, artisanId));
      const response = await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.ficheIntrouvable });
    });
  });

  describe('POST /api/revendications', () => {
    it('stores the claim and its certification, mails a code to the RGE e-mail, and stores only its hash', async () => {
      const { artisanId, siret, email } = await insertListing();
      const response = await claim(
        claimBody(artisanId, { nom: '  Paul Martin  ', email: 'Paul@Exemple.FR' }),
      );
      expect(response.statusCode).toBe(201);
      const body = RevendicationCreeeSchema.parse(response.json());
      const masked = `p•••@plomberie-x.fr`;
      expect(body.emailMasque).toBe(masked);
      expect(body.message).toBe(REVENDICATION_MESSAGES.codeEnvoye(masked));
      expect(body.jeton).toMatch(/^\d+\.[\w-]{43}$/);
      const minutes = (Date.parse(body.expireLe) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(REVENDICATION_LIMITS.codeMinutes - 1);
      expect(minutes).toBeLessThanOrEqual(REVENDICATION_LIMITS.codeMinutes);

      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe(email);
      expect(sent[0]!.text).toContain('Paul Martin demande à gérer la fiche');
      expect(sent[0]!.text).toContain(`SIRET ${siret.slice(0, 3)} ${siret.slice(3, 6)}`);
      expect(sent[0]!.text).toContain('Ce n’est pas vous ?');
      const code = lastCode();

      const row = await rowOf(artisanId);
      expect(row).toMatchObject({
        statut: 'EN_COURS',
        siret,
        nom: 'Paul Martin',
        email: 'paul@exemple.fr',
        telephone: '0612345678',
        role: 'DIRIGEANT',
        preuve: 'EMAIL',
        emailPreuve: email,
        codeEssais: 0,
        codesEnvoyes: 1,
        userId: null,
      });
      expect(row.certifieeLe).toBeTruthy();
      expect(row.codeHash).not.toContain(code);
      expect(JSON.stringify(row)).not.toContain(body.jeton.split('.')[1]);
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'CODE_ENVOYE']);
    });

    it('refuses a second claim while one is in progress, and a managed listing', async () => {
      const { artisanId } = await insertListing();
      await started(artisanId);
      const again = await claim(claimBody(artisanId));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.enCours });

      const [owner] = await ctx.app.db
        .insert(users)
        .values({ email: 'titulaire@exemple.fr', username: 'titulaire', role: 'ROLE_ARTISAN' })
        .returning({ id: users.id });
      const managed = await insertListing({ userId: owner!.id });
      const response = await claim(claimBody(managed.artisanId));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.dejaGeree });
    });

    it('keeps one claim of two sent at the same moment', async () => {
      const { artisanId } = await insertListing();
      const answers = await Promise.all([claim(claimBody(artisanId)), claim(claimBody(artisanId))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const rows = await ctx.app.db
        .select()
        .from(revendications)
        .where(eq(revendications.artisanId, artisanId));
      expect(rows).toHaveLength(1);
    });

    it('says when no e-mail is known, and for a listing unknown or closed', async () => {
      const { artisanId } = await insertListing({ email: null });
      const response = await claim(claimBody(artisanId));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.sansEmail });
      expect(sent).toHaveLength(0);
      const unknown = await claim(claimBody(999_999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: REVENDICATION_MESSAGES.ficheIntrouvable });
    });

    it.each([
      ['nom', { nom: '  ' }, REVENDICATION_MESSAGES.nomRequired],
      ['nom', { nom: 'a'.repeat(REVENDICATION_LIMITS.nomMax + 1) }, REVENDICATION_MESSAGES.nomTooLong],
      ['nom', { nom: 'Paul\nMartin' }, MESSAGES.singleLine],
      ['email', { email: 'pas-un-email' }, MESSAGES.emailInvalid],
      ['telephone', { telephone: '12' }, MESSAGES.phoneInvalid],
      ['role', { role: 'PATRON' }, REVENDICATION_MESSAGES.roleRequired],
      ['certification', { certification: false }, REVENDICATION_MESSAGES.certificationRequired],
      ['preuve', { preuve: 'PIGEON' }, REVENDICATION_MESSAGES.preuveInvalid],
      ['artisanId', { artisanId: 'abc' }, REVENDICATION_MESSAGES.artisanInvalid],
    ])('refuses a wrong %s with its French message next to the field', async (field, overrides, message) => {
      const response = await claim(claimBody(1, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path: field, message });
      expect(sent).toHaveLength(0);
    });

    it('takes the longest name allowed and refuses a body over its limit', async () => {
      const { artisanId } = await insertListing();
      const longest = await claim(claimBody(artisanId, { nom: 'é'.repeat(REVENDICATION_LIMITS.nomMax) }));
      expect(longest.statusCode).toBe(201);
      const huge = await claim({ ...claimBody(artisanId), padding: 'x'.repeat(REVENDICATION_BODY_LIMIT) });
      expect(huge.statusCode).toBe(413);
    });

    it('closes the claim when its code cannot be mailed, so that it can begin again at once', async () => {
      const { artisanId } = await insertListing();
      sendSpy.mockImplementationOnce(async () => {
        throw new Error('SMTP injoignable');
      });
      const response = await claim(claimBody(artisanId));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.envoiImpossible });
      expect(await rowOf(artisanId)).toMatchObject({ statut: 'EXPIREE' });
      await started(artisanId);
    });

    it('counts the claims per address, per e-mail and per SIRET, with French 429s', async () => {
      const ip = nextIp();
      for (let n = 0; n < REVENDICATION_LIMITS.perAddressPerHour; n += 1) {
        const { artisanId } = await insertListing();
        expect((await claim(claimBody(artisanId), ip)).statusCode).toBe(201);
      }
      const { artisanId } = await insertListing();
      const tooMany = await claim(claimBody(artisanId), ip);
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().message).toBe(REVENDICATION_MESSAGES.perAddress(60));
      expect(tooMany.headers['retry-after']).toBeDefined();

      const email = nextEmail();
      for (let n = 0; n < REVENDICATION_LIMITS.perEmailPerDay; n += 1) {
        const listing = await insertListing();
        expect((await claim(claimBody(listing.artisanId, { email }))).statusCode).toBe(201);
      }
      const sameEmail = await claim(claimBody(artisanId, { email: email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(429);
      expect(sameEmail.json()).toEqual({ message: REVENDICATION_MESSAGES.perEmail });

      // One listing claimed again and again (each claim closed by its failed mail): the SIRET's count stops it.
      const target = await insertListing();
      for (let n = 0; n < REVENDICATION_LIMITS.perSiretPerDay; n += 1) {
        sendSpy.mockImplementationOnce(async () => {
          throw new Error('SMTP injoignable');
        });
        expect((await claim(claimBody(target.artisanId))).statusCode).toBe(503);
      }
      const sameSiret = await claim(claimBody(target.artisanId));
      expect(sameSiret.statusCode).toBe(429);
      expect(sameSiret.json()).toEqual({ message: REVENDICATION_MESSAGES.perSiret });
    });
  });

  describe('POST /api/revendications/code', () => {
    it('counts a wrong code, then the right one creates the account, links the listing and opens its activation', async () => {
      const { artisanId, email } = await insertListing({ email: 'Contact@Plomberie-Y.fr' });
      const { jeton, code } = await started(artisanId);
      const bad = await check(jeton, wrong(code));
      expect(bad.statusCode).toBe(400);
      const left = REVENDICATION_MESSAGES.codeFaux(REVENDICATION_LIMITS.codeTries - 1);
      expect(bad.json()).toEqual({ message: left, errors: [{ path: 'code', message: left }] });

      // Typed with its space, as the mail writes it.
      const response = await check(jeton, `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(response.statusCode).toBe(200);
      const body = RevendicationValideeSchema.parse(response.json());
      expect(body).toMatchObject({ message: REVENDICATION_MESSAGES.validee, artisanId, username: 'contact' });
      expect(body.activation).toMatch(/^\/activer-mon-compte\?token=/);

      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.nonGeree).toBe(false);
      const [account] = await ctx.app.db.select().from(users).where(eq(users.id, listing!.userId!));
      expect(account).toMatchObject({
        email: email!.toLowerCase(),
        username: 'contact',
        role: 'ROLE_ARTISAN',
        telephone: '0612345678',
        passwordHash: null,
        libre: false,
      });
      const row = await rowOf(artisanId);
      expect(row).toMatchObject({ statut: 'VALIDEE', userId: account!.id, codeHash: null });
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'CODE_ENVOYE', 'CODE_ERRONE', 'VALIDEE']);
      // The activation link, by mail too, to the address just proved.
      expect(sent.at(-1)!.to).toBe(email!.toLowerCase());
      expect(sent.at(-1)!.text).toContain(`${PUBLIC_URL}${body.activation}`);

      // The link works: the owner chooses its password and logs in to its listing.
      const token = new URL(body.activation, PUBLIC_URL).searchParams.get('token')!;
      const state = await post('/api/user/activation/etat', { token });
      expect(state.json()).toEqual({ etat: 'VALIDE', username: 'contact' });
      const activated = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/activation',
        payload: { token, newPassword: 'Plomberie@2026' },
      });
      expect(activated.statusCode).toBe(200);
      const login = await post('/api/auth/login', { username: email, password: 'Plomberie@2026' });
      expect(login.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json()).toMatchObject(
        { geree: true, enCours: false },
      );

      // The code is used: the claim is closed.
      const again = await check(jeton, code);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.close });
      expect(
        await ctx.app.db.select().from(accountActivations).where(eq(accountActivations.userId, account!.id)),
      ).toHaveLength(1);
    });

    it('gives the account a username of its own when the mailbox’s name is taken', async () => {
      await ctx.app.db
        .insert(users)
        .values({ email: 'autre-devis@exemple.fr', username: 'Devis', role: 'ROLE_ARTISAN' });
      const { artisanId } = await insertListing({ email: 'devis@menuiserie-z.fr' });
      const { jeton, code } = await started(artisanId);
      const response = await check(jeton, code);
      expect(response.json().username).toBe('devis-2');
    });

    it('closes the claim at the last wrong code, and the listing may be claimed again', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code } = await started(artisanId);
      for (let n = 1; n < REVENDICATION_LIMITS.codeTries; n += 1) {
        expect((await check(jeton, wrong(code))).json().message).toBe(
          REVENDICATION_MESSAGES.codeFaux(REVENDICATION_LIMITS.codeTries - n),
        );
      }
      const last = await check(jeton, wrong(code));
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({ message: REVENDICATION_MESSAGES.essaisEpuises });
      // Even the right code, now.
      expect((await check(jeton, code)).json()).toEqual({ message: REVENDICATION_MESSAGES.close });
      const row = await rowOf(artisanId);
      expect(row.statut).toBe('EXPIREE');
      expect((await eventsOf(row.id)).slice(-2)).toEqual(['CODE_ERRONE', 'ESSAIS_EPUISES']);
      await started(artisanId);
    });

    it('refuses an expired code, and an expired claim no longer blocks the listing', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code } = await started(artisanId);
      await ctx.app.db
        .update(revendications)
        .set({ codeExpireLe: sql`now() - interval '1 second'` })
        .where(eq(revendications.artisanId, artisanId));
      const response = await check(jeton, code);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.codeExpire });
      expect((await rowOf(artisanId)).statut).toBe('EXPIREE');

      // A claim left to expire without any check: the next claim closes it and begins.
      const other = await started(artisanId);
      await ctx.app.db
        .update(revendications)
        .set({ codeExpireLe: sql`now() - interval '1 second'` })
        .where(eq(revendications.artisanId, artisanId));
      expect((await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json().enCours).toBe(
        false,
      );
      await started(artisanId);
      expect((await check(other.jeton, other.code)).json()).toEqual({
        message: REVENDICATION_MESSAGES.close,
      });
    });

    it('validates one of two right codes sent at the same moment', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code } = await started(artisanId);
      const answers = await Promise.all([check(jeton, code), check(jeton, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const accounts = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(accounts[0]!.userId).not.toBeNull();
    });

    it('gives two accounts proved at the same moment their own usernames, and one e-mail one account', async () => {
      const first = await insertListing({ email: 'atelier@charpente-a.fr' });
      const second = await insertListing({ email: 'atelier@charpente-b.fr' });
      const a = await started(first.artisanId);
      const b = await started(second.artisanId);
      const answers = await Promise.all([check(a.jeton, a.code), check(b.jeton, b.code)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().username).sort()).toEqual(['atelier', 'atelier-2']);

      // Two establishments of one business, one RGE e-mail: the first proved gets the account, the other is told.
      const one = await insertListing({ email: 'bureau@menuiserie-c.fr' });
      const two = await insertListing({ email: 'bureau@menuiserie-c.fr' });
      const c = await started(one.artisanId);
      const d = await started(two.artisanId);
      const both = await Promise.all([check(c.jeton, c.code), check(d.jeton, d.code)]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        message: REVENDICATION_MESSAGES.emailPris,
      });
    });

    it('refuses a key that is not the claim’s, and a code that is not six digits', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code } = await started(artisanId);
      const [id, mac] = jeton.split('.') as [string, string];
      const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      for (const key of [forged, '999999.' + mac, 'n’importe quoi']) {
        const response = await check(key, code);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.jetonInvalide });
      }
      // Nothing counted against the claim.
      expect((await rowOf(artisanId)).codeEssais).toBe(0);
      for (const typed of ['12345', '1234567', 'abcdef', '']) {
        const response = await check(jeton, typed);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].path).toBe('code');
      }
    });

    it('says when the business’s address is already an account’s', async () => {
      const { artisanId, email } = await insertListing();
      await ctx.app.db
        .insert(users)
        .values({ email: email!, username: `deja-${artisanId}`, role: 'ROLE_ARTISAN' });
      const { jeton, code } = await started(artisanId);
      const response = await check(jeton, code);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.emailPris });
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.userId).toBeNull();
    });
  });

  describe('POST /api/revendications/code/renvoi', () => {
    it('sends a new code that replaces the old one, within the sends of a claim', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code: first } = await started(artisanId);
      await check(jeton, wrong(first));
      const resent = await post('/api/revendications/code/renvoi', { jeton });
      expect(resent.statusCode).toBe(200);
      expect(RevendicationCreeeSchema.parse(resent.json()).jeton).toBe(jeton);
      const second = lastCode();
      expect((await rowOf(artisanId)).codeEssais).toBe(0);
      if (second !== first) expect((await check(jeton, first)).statusCode).toBe(400);
      expect((await post('/api/revendications/code/renvoi', { jeton })).statusCode).toBe(200);
      const over = await post('/api/revendications/code/renvoi', { jeton });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: REVENDICATION_MESSAGES.envoisEpuises });
      expect((await check(jeton, lastCode())).statusCode).toBe(200);
      const again = await post('/api/revendications/code/renvoi', { jeton });
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.close });
    });

    it('counts the checks of one address, codes and sends together', async () => {
      const { artisanId } = await insertListing();
      const { jeton, code } = await started(artisanId);
      const ip = nextIp();
      for (let n = 0; n < REVENDICATION_LIMITS.checksPerAddressPerHour; n += 1) {
        await post('/api/revendications/code', { jeton: 'n’importe quoi', code }, ip);
      }
      const response = await check(jeton, code, ip);
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(REVENDICATION_MESSAGES.checksPerAddress(60));
    });
  });

  describe('claims by post', () => {
    const letterFolder = () => path.join(ctx.dataDir, 'outbox', 'courrier');
    const letters = () => (fs.existsSync(letterFolder()) ? fs.readdirSync(letterFolder()).sort() : []);
    /** The letter written for a claim, as the print-and-post service finds it, and its code as printed. */
    const letterOf = (claimId: number) => {
      const file = letters().find((name) => name.endsWith(`-revendication-${claimId}.pdf`));
      expect(file).toBeDefined();
      const text = pdfText(fs.readFileSync(path.join(letterFolder(), file!)));
      const code = /\b([A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4})\b/.exec(text)?.[1];
      expect(code).toBeDefined();
      return { text, code: code! };
    };
    const byPost = (artisanId: number, overrides: Record<string, unknown> = {}) =>
      claim(claimBody(artisanId, { preuve: 'COURRIER', ...overrides }));
    const checkLetter = (code: string, ip?: string) => post('/api/revendications/courrier', { code }, ip);

    it('gives the address a letter goes to, never a partially diffusible establishment’s', async () => {
      const { artisanId } = await insertListing();
      const fiche = RevendicationFicheSchema.parse(
        (await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json(),
      );
      expect(fiche).toMatchObject({
        courrierEnCours: false,
        adresseCourrier: [
          expect.stringMatching(/^PLOMBERIE REVENDIQUEE/),
          '4 RUE DU PORT',
          '19100 BRIVE LA GAILLARDE',
        ],
      });
      const partial = await insertListing({ diffusion: 'P' });
      const hidden = (
        await ctx.app.inject({ url: `/api/revendications/fiches/${partial.artisanId}` })
      ).json();
      expect(hidden.adresseCourrier).toBeNull();
      const refused = await byPost(partial.artisanId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: REVENDICATION_MESSAGES.sansAdresse });
      expect(letters().some((name) => name.endsWith(`.pdf`) && name.includes('tmp'))).toBe(false);
    });

    it('writes the letter for the post, tells the known contact, and the code creates the claimant’s account', async () => {
      const { artisanId, email, siret } = await insertListing();
      const claimant = nextEmail();
      const response = await byPost(artisanId, { email: claimant.toUpperCase() });
      expect(response.statusCode).toBe(201);
      const body = RevendicationCourrierCreeeSchema.parse(response.json());
      expect(body.adresse).toEqual([expect.any(String), '4 RUE DU PORT', '19100 BRIVE LA GAILLARDE']);
      expect(body.message).toBe(
        REVENDICATION_MESSAGES.courrierEnvoye('4 RUE DU PORT, 19100 BRIVE LA GAILLARDE'),
      );
      const days = (Date.parse(body.expireLe) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(REVENDICATION_LIMITS.letterDays - 0.01);
      expect(days).toBeLessThanOrEqual(REVENDICATION_LIMITS.letterDays);

      const row = await rowOf(artisanId);
      expect(row).toMatchObject({ preuve: 'COURRIER', statut: 'EN_COURS', emailPreuve: null });
      expect(row.adressePreuve).toEqual(body.adresse);
      const { text, code } = letterOf(row.id);
      expect(text).toContain('4 RUE DU PORT');
      expect(text).toContain('19100 BRIVE LA GAILLARDE');
      expect(text).toContain(siret.slice(0, 3));
      expect(text).toContain('Paul Martin');
      expect(text).not.toContain(claimant);
      expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'COURRIER_ENVOYE']);
      // The RGE e-mail is told, with the claimant's address masked.
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: email,
        subject: expect.stringContaining('Quelqu’un revendique votre fiche'),
      });
      expect(sent[0]!.text).not.toContain(claimant);

      const fiche = (await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json();
      expect(fiche).toMatchObject({ courrierEnCours: true, enCours: false });
      const again = await byPost(artisanId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.courrierEnCours });

      // Typed as a person reads it: lower case, spaces instead of dashes.
      const checked = await checkLetter(code.toLowerCase().replace(/-/g, ' '));
      expect(checked.statusCode).toBe(200);
      const validated = RevendicationCourrierValideeSchema.parse(checked.json());
      expect(validated).toEqual({
        message: REVENDICATION_MESSAGES.valideeParCourrier(validated.emailMasque),
        artisanId,
        emailMasque: `d•••@exemple.fr`,
      });
      const [account] = await ctx.app.db.select().from(users).where(eq(users.email, claimant));
      expect(account).toMatchObject({ role: 'ROLE_ARTISAN', passwordHash: null });
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing).toMatchObject({ userId: account!.id, nonGeree: false });
      // The activation link goes to the claimant's address only, and is not in the answer.
      const activation = sent.at(-1)!;
      expect(activation.to).toBe(claimant);
      expect(activation.text).toMatch(/\/activer-mon-compte\?token=/);
      expect(JSON.stringify(checked.json())).not.toContain('token');
      expect(
        await ctx.app.db.select().from(accountActivations).where(eq(accountActivations.userId, account!.id)),
      ).toHaveLength(1);
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'COURRIER_ENVOYE', 'VALIDEE']);

      // Once: the code no longer opens anything.
      const reused = await checkLetter(code);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().errors).toEqual([
        { path: 'code', message: REVENDICATION_MESSAGES.lettreInconnue },
      ]);
    });

    it('lets the business prove itself by e-mail while a letter is on its way, and closes the letter’s claim', async () => {
      const { artisanId } = await insertListing();
      expect((await byPost(artisanId)).statusCode).toBe(201);
      const letterClaim = await rowOf(artisanId);
      const { code: letterCode } = letterOf(letterClaim.id);
      const { jeton, code } = await started(artisanId);
      expect((await check(jeton, code)).statusCode).toBe(200);
      const [closed] = await ctx.app.db
        .select()
        .from(revendications)
        .where(eq(revendications.id, letterClaim.id));
      expect(closed).toMatchObject({ statut: 'EXPIREE' });
      const late = await checkLetter(letterCode);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(REVENDICATION_MESSAGES.lettreInconnue);
    });

    it('refuses an expired letter’s code, and a claimant whose e-mail is already an account’s', async () => {
      const { artisanId } = await insertListing();
      expect((await byPost(artisanId)).statusCode).toBe(201);
      const row = await rowOf(artisanId);
      const { code } = letterOf(row.id);
      await ctx.app.db
        .update(revendications)
        .set({ codeExpireLe: sql`now() - interval '1 second'` })
        .where(eq(revendications.id, row.id));
      const expired = await checkLetter(code);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: REVENDICATION_MESSAGES.lettreExpiree });
      expect((await rowOf(artisanId)).statut).toBe('EXPIREE');

      const taken = nextEmail();
      await insertUser(ctx.app, { role: 'ROLE_PARTICULIER', email: taken });
      const refused = await byPost(artisanId, { email: taken });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: REVENDICATION_MESSAGES.emailDemandeurPris });
    });

    it('refuses a code of the wrong shape in French, and counts the checks of one address', async () => {
      const malformed = await checkLetter('K7PM-Q2XD-9HT0');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([
        { path: 'code', message: REVENDICATION_MESSAGES.lettreInvalid },
      ]);
      const empty = await checkLetter('');
      expect(empty.json().errors).toEqual([{ path: 'code', message: REVENDICATION_MESSAGES.lettreRequired }]);
      const ip = nextIp();
      for (let i = 0; i < REVENDICATION_LIMITS.checksPerAddressPerHour; i += 1) {
        expect((await checkLetter('AAAA-BBBB-CCCC', ip)).statusCode).toBe(400);
      }
      const limited = await checkLetter('AAAA-BBBB-CCCC', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Trop de codes essayés depuis votre connexion/);
    });

    it('closes the claim when its letter cannot be written, so that it can begin again at once', async () => {
      const { artisanId } = await insertListing();
      // A file where the letters' folder should be: the letter cannot be written.
      fs.mkdirSync(path.join(ctx.dataDir, 'outbox'), { recursive: true });
      const folder = letterFolder();
      const existed = fs.existsSync(folder);
      if (existed) fs.renameSync(folder, `${folder}.aside`);
      fs.writeFileSync(folder, 'not a folder');
      try {
        const failed = await byPost(artisanId);
        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toEqual({ message: REVENDICATION_MESSAGES.ecritureImpossible });
        expect((await rowOf(artisanId)).statut).toBe('EXPIREE');
        expect(sent).toHaveLength(0);
      } finally {
        fs.rmSync(folder);
        if (existed) fs.renameSync(`${folder}.aside`, folder);
      }
      expect((await byPost(artisanId)).statusCode).toBe(201);
    });
  });

  describe('an administrator’s decisions', () => {
    const decide = async (id: number, action: 'refus' | 'reprise', motif: unknown, headers?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/revendications/${id}/${action}`,
        payload: { motif } as object,
        headers: (headers ?? (await newSession(ctx.app))) as Record<string, string>,
      });

    it.each(['refus', 'reprise'] as const)('refuses %s to anyone but an administrator', async (action) => {
      const { artisanId } = await insertListing();
      await started(artisanId);
      const { id } = await rowOf(artisanId);
      const artisan = bearer(ctx.app, {
        sub: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
        role: 'ROLE_ARTISAN',
        artisanId: null,
      });
      for (const [headers, status, message] of [
        [{}, 401, MESSAGES.unauthorized],
        [artisan, 403, MESSAGES.forbidden],
        [await newSession(ctx.app, 'ROLE_PARTICULIER'), 403, MESSAGES.forbidden],
      ] as const) {
        const response = await decide(id, action, 'Motif.', headers);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ message });
      }
      expect((await rowOf(artisanId)).statut).toBe('EN_COURS');
    });

    it('closes a letter’s claim with its reason mailed to the claimant, and the letter’s code dies', async () => {
      const { artisanId, siret } = await insertListing();
      const claimant = nextEmail();
      expect((await claim(claimBody(artisanId, { preuve: 'COURRIER', email: claimant }))).statusCode).toBe(
        201,
      );
      const row = await rowOf(artisanId);
      const file = fs
        .readdirSync(path.join(ctx.dataDir, 'outbox', 'courrier'))
        .find((name) => name.endsWith(`-revendication-${row.id}.pdf`))!;
      const text = pdfText(fs.readFileSync(path.join(ctx.dataDir, 'outbox', 'courrier', file)));
      const code = /\b([A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4})\b/.exec(text)![1]!;
      sent.length = 0;

      const motif = 'Le dirigeant nous a écrit : il n’a pas fait cette demande.\nCordialement.';
      const response = await decide(row.id, 'refus', `  ${motif}  `);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.refusee });
      expect(await rowOf(artisanId)).toMatchObject({
        statut: 'REFUSEE',
        motifDecision: motif,
        codeHash: null,
      });
      expect((await rowOf(artisanId)).closeLe).not.toBeNull();
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'COURRIER_ENVOYE', 'REFUSEE']);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: claimant, subject: expect.stringContaining('est close') });
      expect(sent[0]!.text).toContain(motif);
      expect(sent[0]!.text).toContain(siret.slice(0, 3));

      const late = await post('/api/revendications/courrier', { code });
      expect(late.statusCode).toBe(400);
      const again = await decide(row.id, 'refus', 'Encore.');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.pasEnCours });
      // The listing may be claimed again at once.
      expect((await claim(claimBody(artisanId, { preuve: 'COURRIER' }))).statusCode).toBe(201);
    });

    it('takes a listing back from the account a claim created, which keeps its account but not the listing', async () => {
      const { artisanId, email } = await insertListing();
      const { jeton, code } = await started(artisanId);
      expect((await check(jeton, code)).statusCode).toBe(200);
      const row = await rowOf(artisanId);
      expect(
        (await decide(row.id, 'reprise', 'x'.repeat(REVENDICATION_LIMITS.motifDecisionMax + 1))).json(),
      ).toEqual({
        message: expect.stringContaining(REVENDICATION_MESSAGES.motifTooLong),
        errors: [{ path: 'motif', message: REVENDICATION_MESSAGES.motifTooLong }],
      });
      sent.length = 0;
      const motif = 'x'.repeat(REVENDICATION_LIMITS.motifDecisionMax);
      const response = await decide(row.id, 'reprise', motif);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: REVENDICATION_MESSAGES.reprise });
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing).toMatchObject({ userId: null, nonGeree: true });
      const [account] = await ctx.app.db.select().from(users).where(eq(users.id, row.userId!));
      expect(account).toBeDefined();
      expect(await rowOf(artisanId)).toMatchObject({ statut: 'REPRISE', motifDecision: motif });
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'CODE_ENVOYE', 'VALIDEE', 'REPRISE']);
      expect(sent).toEqual([
        expect.objectContaining({ to: email, subject: expect.stringContaining('n’est plus gérée') }),
      ]);
      const fiche = (await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json();
      expect(fiche.geree).toBe(false);

      const again = await decide(row.id, 'reprise', 'Encore.');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.pasRattachee });
    });

    it('refuses to take back what a claim in progress never gave, and names an unknown claim or an empty reason', async () => {
      const { artisanId } = await insertListing();
      await started(artisanId);
      const { id } = await rowOf(artisanId);
      const inProgress = await decide(id, 'reprise', 'Motif.');
      expect(inProgress.statusCode).toBe(409);
      expect(inProgress.json()).toEqual({ message: REVENDICATION_MESSAGES.pasRattachee });
      const unknown = await decide(2_000_000_000, 'refus', 'Motif.');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: REVENDICATION_MESSAGES.revendicationIntrouvable });
      for (const motif of ['   ', undefined]) {
        const empty = await decide(id, 'refus', motif);
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors).toEqual([
          { path: 'motif', message: REVENDICATION_MESSAGES.motifRequired },
        ]);
      }
      const badId = await decide(0, 'refus', 'Motif.');
      expect(badId.statusCode).toBe(400);
      expect((await rowOf(artisanId)).statut).toBe('EN_COURS');
    });
  });

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  /** The multipart fields of a claim by documents (and of a contest), as a browser's form sends them. */
  const fields = (artisanId: number, overrides: Record<string, string> = {}) => ({
    artisanId: String(artisanId),
    nom: 'Paul Martin',
    email: nextEmail(),
    telephone: '06 12 34 56 78',
    role: 'DIRIGEANT',
    certification: 'true',
    ...overrides,
  });
  /** POST /api/revendications/documents with those fields and two documents (a PDF and a PNG by default). */
  const send = async (
    body: Record<string, string>,
    files: { extrait?: Buffer; identite?: Buffer } | null = null,
    ip = nextIp(),
  ) => {
    const documents = files ?? { extrait: PDF, identite: await png() };
    return ctx.app.inject({
      method: 'POST',
      url: '/api/revendications/documents',
      remoteAddress: ip,
      ...multipart(
        Object.entries(documents).map(([field, data]) => ({
          field,
          filename: `${field}.bin`,
          data: data!,
        })),
        body,
      ),
    });
  };

  describe('claims by documents', () => {
    const privateFiles = () => {
      const root = path.join(ctx.dataDir, 'private');
      return fs.existsSync(root)
        ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
            fs.statSync(path.join(root, name)).isFile(),
          )
        : [];
    };
    const documentsOf = (claimId: number) =>
      ctx.app.db
        .select()
        .from(revendicationDocuments)
        .where(eq(revendicationDocuments.revendicationId, claimId))
        .orderBy(revendicationDocuments.type);

    it('stores the documents privately, tells the known contact, and an administrator reads then accepts', async () => {
      const { artisanId, email } = await insertListing();
      const body = fields(artisanId);
      const before = privateFiles().length;
      const response = await send(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: REVENDICATION_MESSAGES.documentsRecus,
        preuve: 'DOCUMENTS',
      });
      const row = await rowOf(artisanId);
      expect(row).toMatchObject({
        preuve: 'DOCUMENTS',
        statut: 'EN_COURS',
        codeHash: null,
        codeExpireLe: null,
      });
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'DOCUMENTS_RECUS']);
      const stored = await documentsOf(row.id);
      expect(stored.map(({ type, format, taille }) => ({ type, format, taille }))).toEqual([
        { type: 'extrait', format: 'application/pdf', taille: PDF.length },
        { type: 'identite', format: 'image/png', taille: expect.any(Number) },
      ]);
      expect(privateFiles().length).toBe(before + 2);
      // Never under the public uploads, never at a URL without a session.
      expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', stored[0]!.cle))).toBe(false);
      expect((await ctx.app.inject({ url: `/uploads/${stored[0]!.cle}` })).statusCode).toBe(404);
      expect(sent).toEqual([
        expect.objectContaining({
          to: email,
          subject: expect.stringContaining('Quelqu’un revendique votre fiche'),
        }),
        // The team, told that documents wait for its decision (never the documents themselves).
        expect.objectContaining({
          to: ctx.config.contactEmail,
          subject: expect.stringContaining('[Revendication] Documents à examiner : Plomberie Revendiquée'),
        }),
      ]);
      expect(sent[0]!.text).toContain('des documents');
      expect(sent[1]!.text).toContain(`${PUBLIC_URL}/backoffice/admin/revendications?statut=EN_COURS`);
      expect(sent[1]!.text).toContain('Demandeur : Paul Martin');
      const fiche = (await ctx.app.inject({ url: `/api/revendications/fiches/${artisanId}` })).json();
      expect(fiche).toMatchObject({ documentsEnCours: true, enCours: false, courrierEnCours: false });

      const url = `/api/revendications/${row.id}/documents/${stored[0]!.id}`;
      const artisan = bearer(ctx.app, {
        sub: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
        role: 'ROLE_ARTISAN',
        artisanId: null,
      });
      for (const [headers, status] of [
        [{}, 401],
        [artisan, 403],
        [await newSession(ctx.app, 'ROLE_PARTICULIER'), 403],
      ] as const) {
        expect((await ctx.app.inject({ url, headers })).statusCode).toBe(status);
      }
      const admin = await newSession(ctx.app);
      const read = await ctx.app.inject({ url, headers: admin });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['content-disposition']).toBe(
        `attachment; filename="revendication-${row.id}-extrait.pdf"`,
      );
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.rawPayload.equals(PDF)).toBe(true);
      const other = await ctx.app.inject({
        url: `/api/revendications/${row.id + 1}/documents/${stored[0]!.id}`,
        headers: admin,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: REVENDICATION_MESSAGES.documentIntrouvable });

      const listed = RevendicationPageSchema.parse(
        (
          await ctx.app.inject({ url: '/api/revendications?statut=EN_COURS&size=100', headers: admin })
        ).json(),
      ).items.find((item) => item.id === row.id)!;
      expect(listed.documents.map((document) => document.type)).toEqual(['extrait', 'identite']);

      // Accepted: the claimant's account, the listing linked, the activation link mailed to the claimant only.
      for (const [headers, status] of [
        [{}, 401],
        [artisan, 403],
      ] as const) {
        const refused = await ctx.app.inject({
          method: 'POST',
          url: `/api/revendications/${row.id}/acceptation`,
          payload: {},
          headers,
        });
        expect(refused.statusCode).toBe(status);
      }
      sent.length = 0;
      const accept = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/revendications/${row.id}/acceptation`,
          payload: {},
          headers: admin,
        });
      const accepted = await accept();
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ message: REVENDICATION_MESSAGES.acceptee });
      const [account] = await ctx.app.db.select().from(users).where(eq(users.email, body.email));
      expect(account).toMatchObject({ role: 'ROLE_ARTISAN', passwordHash: null });
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing).toMatchObject({ userId: account!.id, nonGeree: false });
      expect(sent).toEqual([expect.objectContaining({ to: body.email })]);
      expect(sent[0]!.text).toMatch(/\/activer-mon-compte\?token=/);
      expect((await rowOf(artisanId)).statut).toBe('VALIDEE');
      const again = await accept();
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REVENDICATION_MESSAGES.pasDocuments });
    });

    it('refuses a missing, too large or unknown document, and wrong fields, in French next to the field', async () => {
      const { artisanId } = await insertListing();
      const before = privateFiles().length;
      const missing = await send(fields(artisanId), { extrait: PDF });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        {
          path: 'identite',
          message: REVENDICATION_MESSAGES.documentRequired('Pièce d’identité du demandeur'),
        },
      ]);
      const gif = await send(fields(artisanId), { extrait: PDF, identite: Buffer.from('GIF89a……………………') });
      expect(gif.statusCode).toBe(415);
      expect(gif.json().errors).toEqual([
        { path: 'identite', message: REVENDICATION_MESSAGES.documentFormat },
      ]);
      const large = Buffer.concat([PDF, Buffer.alloc(REVENDICATION_LIMITS.documentMaxBytes)]);
      const tooLarge = await send(fields(artisanId), { extrait: large, identite: PDF });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: REVENDICATION_MESSAGES.documentTooLarge });
      const unticked = await send(fields(artisanId, { certification: 'false', nom: '' }));
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json().errors).toEqual([
        { path: 'nom', message: REVENDICATION_MESSAGES.nomRequired },
        { path: 'certification', message: REVENDICATION_MESSAGES.certificationRequired },
      ]);
      const notMultipart = await post('/api/revendications/documents', fields(artisanId));
      expect(notMultipart.statusCode).toBe(400);
      expect(notMultipart.json()).toEqual({ message: UPLOAD_MESSAGES.malformed });
      expect(privateFiles().length).toBe(before);
      expect(
        await ctx.app.db.select().from(revendications).where(eq(revendications.artisanId, artisanId)),
      ).toEqual([]);
    });

    it('keeps one claim by documents per listing, and leaves no file of a refused one', async () => {
      const { artisanId } = await insertListing();
      expect((await send(fields(artisanId))).statusCode).toBe(201);
      const before = privateFiles().length;
      const second = await send(fields(artisanId));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: REVENDICATION_MESSAGES.documentsEnCours });
      expect(privateFiles().length).toBe(before);
      // The e-mail code stays possible meanwhile.
      expect((await claim(claimBody(artisanId))).statusCode).toBe(201);
    });

    it('closes a claim by documents with its reason, and deletes its documents 30 days after the decision', async () => {
      const { artisanId } = await insertListing();
      const body = fields(artisanId);
      expect((await send(body)).statusCode).toBe(201);
      const row = await rowOf(artisanId);
      const admin = await newSession(ctx.app);
      sent.length = 0;
      const closed = await ctx.app.inject({
        method: 'POST',
        url: `/api/revendications/${row.id}/refus`,
        payload: { motif: 'L’extrait Kbis a plus de 3 mois.' },
        headers: admin,
      });
      expect(closed.statusCode).toBe(200);
      expect(sent).toEqual([expect.objectContaining({ to: body.email })]);
      const stored = await documentsOf(row.id);
      expect(stored).toHaveLength(2);
      const files = stored.map((document) => path.join(ctx.dataDir, 'private', document.cle));
      expect(files.every((file) => fs.existsSync(file))).toBe(true);

      // Decided 29 days ago: kept; 31 days ago: deleted, rows and files.
      const decidedAgo = (days: number) =>
        ctx.app.db
          .update(revendications)
          .set({ closeLe: sql`now() - ${days}::int * interval '1 day'` })
          .where(eq(revendications.id, row.id));
      await decidedAgo(29);
      await ctx.app.retentionSweep();
      expect(await documentsOf(row.id)).toHaveLength(2);
      await decidedAgo(31);
      await ctx.app.retentionSweep();
      expect(await documentsOf(row.id)).toHaveLength(0);
      expect(files.some((file) => fs.existsSync(file))).toBe(false);
      const gone = await ctx.app.inject({
        url: `/api/revendications/${row.id}/documents/${stored[0]!.id}`,
        headers: admin,
      });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('contests of a managed listing', () => {
    /** A contest: a claim by documents with « contestation » true. */
    const contest = (artisanId: number, overrides: Record<string, string> = {}) =>
      send(fields(artisanId, { contestation: 'true', ...overrides }));
    const managedListing = async () => {
      const ownerEmail = `usurpateur-${++emailCounter}@exemple.fr`;
      const ownerId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN', email: ownerEmail });
      const listing = await insertListing({ userId: ownerId });
      return { ...listing, ownerId, ownerEmail };
    };
    const accept = async (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/revendications/${id}/acceptation`,
        headers: await newSession(ctx.app),
      });

    it('refuses documents for a managed listing without « contestation », and takes a contest', async () => {
      const { artisanId, ownerEmail, email: rgeEmail } = await managedListing();
      const plain = await contest(artisanId, { contestation: 'false' });
      expect(plain.statusCode).toBe(409);
      expect(plain.json().message).toBe(REVENDICATION_MESSAGES.dejaGeree);
      const bad = await contest(artisanId, { contestation: 'peut-être' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { path: 'contestation', message: REVENDICATION_MESSAGES.contestationInvalid },
      ]);

      sent.length = 0;
      const filed = await contest(artisanId);
      expect(filed.statusCode).toBe(201);
      expect(filed.json()).toEqual({
        message: REVENDICATION_MESSAGES.contestationRecue,
        preuve: 'DOCUMENTS',
      });
      const row = await rowOf(artisanId);
      expect(row).toMatchObject({ contestation: true, statut: 'EN_COURS', preuve: 'DOCUMENTS' });
      // The account that manages it is told, and the RGE contact, and the team.
      const toOwner = sent.find((mail) => mail.to === ownerEmail)!;
      expect(toOwner.subject).toMatch(/^Votre fiche Plomberie Revendiquée \d+ est contestée$/);
      expect(toOwner.text).toContain('Votre compte garde la fiche d’ici là.');
      expect(sent.map((mail) => mail.to)).toEqual(
        expect.arrayContaining([rgeEmail, ctx.config.contactEmail]),
      );
      expect(sent.find((mail) => mail.to === ctx.config.contactEmail)!.subject).toContain(
        'Contestation à examiner',
      );
      // Still the owner's until an administrator decides.
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.userId).not.toBeNull();
      // One contest in progress per listing.
      const again = await contest(artisanId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(REVENDICATION_MESSAGES.documentsEnCours);
    });

    it('accepted, takes the listing from the contested account only, tells it, and gives it to the claimant', async () => {
      const { artisanId, ownerId, ownerEmail } = await managedListing();
      expect((await contest(artisanId)).statusCode).toBe(201);
      const row = await rowOf(artisanId);
      const listed = RevendicationPageSchema.parse(
        (
          await ctx.app.inject({
            url: '/api/revendications?statut=EN_COURS',
            headers: await newSession(ctx.app),
          })
        ).json(),
      ).items.find((item) => item.id === row.id)!;
      expect(listed).toMatchObject({ contestation: true, compteConteste: { id: ownerId } });

      sent.length = 0;
      const accepted = await accept(row.id);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ message: REVENDICATION_MESSAGES.contestationAcceptee });
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.userId).not.toBe(ownerId);
      expect(listing!.userId).not.toBeNull();
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'DOCUMENTS_RECUS', 'FICHE_RETIREE', 'VALIDEE']);
      const toFormer = sent.find((mail) => mail.to === ownerEmail)!;
      expect(toFormer.subject).toMatch(/n’est plus gérée par votre compte$/);
      expect(toFormer.text).toContain(REVENDICATION_MESSAGES.contestationMotif);
      // The activation link goes to the claimant.
      expect(sent.some((mail) => mail.to === row.email && /activer-mon-compte/.test(mail.text))).toBe(true);
      // The former account stays, without the listing.
      const [former] = await ctx.app.db.select().from(users).where(eq(users.id, ownerId));
      expect(former).toBeDefined();
    });

    it('answers 409 when the contested account no longer manages the listing, and changes nothing', async () => {
      const { artisanId, ownerId } = await managedListing();
      expect((await contest(artisanId)).statusCode).toBe(201);
      const row = await rowOf(artisanId);
      const otherId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
      await ctx.app.db.update(artisans).set({ userId: otherId }).where(eq(artisans.id, artisanId));
      const moot = await accept(row.id);
      expect(moot.statusCode).toBe(409);
      expect(moot.json().message).toBe(REVENDICATION_MESSAGES.contestationPerimee);
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.userId).toBe(otherId);
      expect(ownerId).not.toBe(otherId);
      expect((await rowOf(artisanId)).statut).toBe('EN_COURS');
    });

    it('leaves the listing to the contested account when the claimant’s e-mail became an account meanwhile', async () => {
      const { artisanId, ownerId } = await managedListing();
      expect((await contest(artisanId)).statusCode).toBe(201);
      const row = await rowOf(artisanId);
      await insertUser(ctx.app, { role: 'ROLE_ARTISAN', email: row.email });
      const taken = await accept(row.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(REVENDICATION_MESSAGES.emailDemandeurPris);
      const [listing] = await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId));
      expect(listing!.userId).toBe(ownerId);
      expect(await eventsOf(row.id)).toEqual(['CREEE', 'DOCUMENTS_RECUS']);
    });
  });

  describe('GET /api/revendications (administrators)', () => {
    it.each([
      ['without a session', async () => ({}), 401, MESSAGES.unauthorized],
      [
        'for an artisan',
        async () =>
          bearer(ctx.app, {
            sub: await insertUser(ctx.app, { role: 'ROLE_ARTISAN' }),
            role: 'ROLE_ARTISAN',
            artisanId: null,
          }),
        403,
        MESSAGES.forbidden,
      ],
      ['for a particulier', async () => newSession(ctx.app, 'ROLE_PARTICULIER'), 403, MESSAGES.forbidden],
    ])('refuses the list %s', async (_who, headers, status, message) => {
      const response = await ctx.app.inject({ url: '/api/revendications', headers: await headers() });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    });

    it('shows an administrator each claim, its certification, its proof, its account and every step', async () => {
      const admin = await newSession(ctx.app);
      const { artisanId, email, siret } = await insertListing();
      const { jeton, code } = await started(artisanId);
      await check(jeton, wrong(code));
      await check(jeton, code);
      const response = await ctx.app.inject({ url: '/api/revendications?size=100', headers: admin });
      expect(response.statusCode).toBe(200);
      const page = RevendicationPageSchema.parse(response.json());
      const item = page.items.find((claim) => claim.artisanId === artisanId)!;
      expect(item).toMatchObject({
        siret,
        nom: 'Paul Martin',
        telephone: '0612345678',
        role: 'DIRIGEANT',
        preuve: 'EMAIL',
        emailPreuve: email,
        statut: 'VALIDEE',
        compte: { username: expect.stringMatching(/^p\.martin-/) },
      });
      expect(Date.parse(item.certifieeLe)).toBeLessThanOrEqual(Date.now());
      expect(item.closeLe).not.toBeNull();
      expect(item.evenements.map((step) => step.type)).toEqual([
        'CREEE',
        'CODE_ENVOYE',
        'CODE_ERRONE',
        'VALIDEE',
      ]);
      // Newest first.
      const dates = page.items.map((claim) => Date.parse(claim.creeeLe));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);

      const validated = RevendicationPageSchema.parse(
        (await ctx.app.inject({ url: '/api/revendications?statut=VALIDEE&size=100', headers: admin })).json(),
      );
      expect(validated.items.every((claim) => claim.statut === 'VALIDEE')).toBe(true);
      expect(validated.items.some((claim) => claim.artisanId === artisanId)).toBe(true);
      const first = RevendicationPageSchema.parse(
        (await ctx.app.inject({ url: '/api/revendications?size=1&page=2', headers: admin })).json(),
      );
      expect(first).toMatchObject({ page: 2, size: 1, total: page.total, pageCount: page.total });
    });

    it.each([
      ['page=0', REVENDICATION_LIST_MESSAGES.page],
      ['size=101', REVENDICATION_LIST_MESSAGES.size],
      ['statut=PERDUE', REVENDICATION_LIST_MESSAGES.statut],
    ])('refuses %s in French', async (query, message) => {
      const response = await ctx.app.inject({
        url: `/api/revendications?${query}`,
        headers: await newSession(ctx.app),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });
});
