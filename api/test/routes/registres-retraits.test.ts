// The right to object (RGPD, article 21): POST /api/registres/retraits (anyone) with its French 400s next to their
// field, its bounds (an hourly count per address, a body limit, the honeypot, a repeat of a waiting request) and its
// mail to CONTACT_EMAIL; the back office's paged list (GET) and its decisions (acceptation, refus): what an acceptance
// does to registre_suppressions, the register's rows and the listing (deleted unless an account holds it), in one
// transaction, and the answer mailed to the requester; every route's authorization cell by cell.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  DemandeRetraitPageSchema,
  DemandeRetraitSchema,
  RETRAIT_LIMITS,
  RETRAIT_MESSAGES,
  type DemandeRetrait,
} from '@annuaire/shared/contract/retrait';
import {
  artisanDetails,
  artisans,
  demandesRetrait,
  messages,
  notes,
  registreEtablissements,
  registreQualifications,
  registreSuppressions,
  users,
} from '../../src/db/schema';
import type { MailInput } from '../../src/plugins/mailer';
import { RETRAIT_BODY_LIMIT } from '../../src/routes/retraits';
import { companyNumbers, insertArtisan, insertUser } from '../helpers/fixture-artisans';
import { insertDetailsWorld, type DetailsWorld } from '../helpers/fixture-details';
import { forgeToken } from '../helpers/fuzz/requests';
import { newMails, outboxFiles } from '../helpers/outbox-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertFinishedImportRun } from '../helpers/fixture-registre';
import { spyOnMails } from '../helpers/mail-spy';

const CONTACT_EMAIL = 'equipe@annuaire.example';
const PUBLIC_URL = 'https://annuaire.example';
const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';
const MOTIF = 'Je ne souhaite pas que mon entreprise figure dans cet annuaire.';

let ipCounter = 1;
/** A fresh client address per request, so that the hourly limit of one test does not reach the next. */
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
/** A fresh e-mail, so that « one waiting request per SIRET and e-mail » of one test does not reach the next. */
const nextEmail = () => `gerant${++emailCounter}@exemple.fr`;

type Caller = keyof DetailsWorld['headers'] | 'expired' | 'revoked';

describe('/api/registres/retraits', () => {
  let ctx: TestApp;
  let world: DetailsWorld;
  let sent: MailInput[];
  let sendSpy: jest.SpyInstance;
  let headers: Record<Caller, Record<string, string>>;
  let runId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { CONTACT_EMAIL, PUBLIC_URL } });
    world = await insertDetailsWorld(ctx.app);
    const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const now = Math.floor(Date.now() / 1000);
    const adminClaims = { sub: admin!.id, role: 'ROLE_ADMIN', artisanId: null };
    headers = {
      ...world.headers,
      // An administrator's session that expired, and one a logout ended (its account's version was raised).
      expired: {
        authorization: `Bearer ${forgeToken({ ...adminClaims, sv: 0, iat: now - 7200, exp: now - 3600 }, ctx.config.jwtSecret)}`,
      },
      revoked: {
        authorization: `Bearer ${forgeToken({ ...adminClaims, sv: 1, iat: now, exp: now + 3600 }, ctx.config.jwtSecret)}`,
      },
    };
    runId = await insertFinishedImportRun(ctx.app);
  });
  beforeEach(() => {
    ({ sent, spy: sendSpy } = spyOnMails(ctx.app));
  });
  afterEach(() => sendSpy.mockRestore());
  afterAll(() => ctx?.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    siret: companyNumbers().siret,
    email: nextEmail(),
    motif: MOTIF,
    ...overrides,
  });
  const post = (payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/registres/retraits',
      payload: payload as object,
      headers: options.headers ?? {},
      remoteAddress: options.ip ?? nextIp(),
    });
  const as = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers[caller], ...(payload ? { payload } : {}) });

  const rows = () => ctx.app.db.select().from(demandesRetrait);
  async function rowOf(id: number) {
    const [row] = await ctx.app.db.select().from(demandesRetrait).where(eq(demandesRetrait.id, id));
    return row;
  }
  /** Sends a request and returns the id of the row it stored. */
  async function sendRetrait(overrides: Record<string, unknown> = {}): Promise<number> {
    const before = new Set((await rows()).map((row) => row.id));
    const response = await post(body(overrides));
    expect(response.statusCode).toBe(201);
    const [created] = (await rows()).filter((row) => !before.has(row.id));
    return created!.id;
  }

  /** An establishment of the registers, with one RGE qualification, linked to a listing or not. */
  async function insertEtablissement(siret: string, artisanId: number | null) {
    await ctx.app.db.insert(registreEtablissements).values({
      siret,
      siren: siret.slice(0, 9),
      nom: 'PLOMBERIE DES REGISTRES',
      nomSource: 'uniteLegale',
      rue: '4 RUE DU PORT',
      codePostal: '19100',
      commune: 'BRIVE-LA-GAILLARDE',
      codeCommune: '19031',
      departement: '19',
      naf: '43.22A',
      metiers: ['Plombier'],
      diffusion: 'O',
      etat: 'A',
      publie: true,
      firstSeenRun: runId,
      lastChangedRun: runId,
      artisanId,
    });
    await ctx.app.db.insert(registreQualifications).values({
      siret,
      cle: `QUALIBAT|5111|2025-01-01`,
      organisme: 'Qualibat',
      code: '5111',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
      dateFichier: '2026-11-02',
      firstSeenRun: runId,
      lastChangedRun: runId,
    });
  }

  describe('POST /api/registres/retraits', () => {
    it('stores the request, mails it to CONTACT_EMAIL with Reply-To the requester, and answers in French', async () => {
      const files = outboxFiles(ctx.dataDir);
      const { siret } = companyNumbers();
      await insertEtablissement(siret, world.otherArtisanId);
      const response = await post({
        siret: `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`,
        email: 'Gerant.Plomberie@Exemple.fr',
        motif: `  ${MOTIF}  `,
        artisanId: world.otherArtisanId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: RETRAIT_MESSAGES.sent });

      const [row] = (await rows()).filter((item) => item.siret === siret);
      expect(row).toMatchObject({
        siret,
        email: 'Gerant.Plomberie@Exemple.fr',
        motif: MOTIF,
        artisanId: world.otherArtisanId,
        statut: 'EN_ATTENTE',
        traiteeLe: null,
        motifRefus: null,
        resultat: null,
      });

      const mails = newMails(ctx.dataDir, files);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.to).toBe(CONTACT_EMAIL);
      expect(mail!.replyTo).toBe('Gerant.Plomberie@exemple.fr');
      expect(mail!.subject).toBe(
        `[Retrait RGPD] SIRET ${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`,
      );
      for (const line of [
        'Demande de retrait d’une fiche de l’annuaire (RGPD, article 21)',
        'E-mail : Gerant.Plomberie@Exemple.fr',
        `Fiche : Autre Entreprise (${PUBLIC_URL}/artisan/${world.otherArtisanId})`,
        'Établissement des registres : PLOMBERIE DES REGISTRES',
        `Motif : ${MOTIF}`,
        `${PUBLIC_URL}/backoffice/admin/retraits`,
      ]) {
        expect(mail!.text).toContain(line);
      }
      const [message] = await ctx.app.db.select().from(messages).where(eq(messages.retraitId, row!.id));
      expect(message).toMatchObject({ kind: 'RETRAIT', status: 'SENT', attempts: 1, payload: {} });
    });

    it('names the listing only when it exists, and escapes the reason in the HTML mail', async () => {
      const id = await sendRetrait({ artisanId: 999_999, motif: 'Retrait <script>alert(1)</script> svp' });
      expect((await rowOf(id))!.artisanId).toBeNull();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('Fiche : non indiquée');
      expect(sent[0]!.text).toContain('Établissement des registres : absent des registres importés');
      expect(sent[0]!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(sent[0]!.html).not.toContain('<script>');
    });

    const long = (length: number) => 'a'.repeat(length);
    it.each([
      ['siret', { siret: '' }, RETRAIT_MESSAGES.siretRequired],
      ['siret', { siret: undefined }, RETRAIT_MESSAGES.siretRequired],
      ['siret', { siret: '73282932000075' }, SIRET_INVALID],
      ['siret', { siret: '7328293200007' }, SIRET_INVALID],
      ['siret', { siret: 12345678901234 }, RETRAIT_MESSAGES.siretRequired],
      ['email', { email: '' }, MESSAGES.emailRequired],
      ['email', { email: 'pas-un-mail' }, MESSAGES.emailInvalid],
      ['motif', { motif: '' }, RETRAIT_MESSAGES.motifRequired],
      ['motif', { motif: '   ' }, RETRAIT_MESSAGES.motifRequired],
      ['motif', { motif: long(RETRAIT_LIMITS.motifMax + 1) }, RETRAIT_MESSAGES.motifTooLong],
      // A line break would forge the mail's next rows (« E-mail : … ») under the administrator's eyes.
      ['motif', { motif: 'Retrait\nE-mail : faux@exemple.fr' }, MESSAGES.singleLine],
      ['motif', { motif: 'Retrait\u2028suite' }, MESSAGES.singleLine],
      ['artisanId', { artisanId: 0 }, RETRAIT_MESSAGES.artisanInvalid],
      ['artisanId', { artisanId: 'abc' }, RETRAIT_MESSAGES.artisanInvalid],
    ])(
      'refuses %s with its French message next to the field, storing and sending nothing (%#)',
      async (field, overrides, message) => {
        const before = (await rows()).length;
        const response = await post(body(overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ path: field, message });
        expect(response.json().message).toBe(message);
        expect(await rows()).toHaveLength(before);
        expect(sent).toHaveLength(0);
      },
    );

    it('accepts a reason of exactly the limit', async () => {
      expect((await post(body({ motif: long(RETRAIT_LIMITS.motifMax) }))).statusCode).toBe(201);
    });

    it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
      const before = (await rows()).length;
      const files = outboxFiles(ctx.dataDir);
      const response = await post(body({ site: 'http://spam.example' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: RETRAIT_MESSAGES.sent });
      expect(await rows()).toHaveLength(before);
      expect(sent).toHaveLength(0);
      expect(outboxFiles(ctx.dataDir)).toEqual(files);
    });

    it('answers a repeat of a waiting request as a first one, storing and mailing nothing twice', async () => {
      const first = body();
      expect((await post(first)).statusCode).toBe(201);
      expect(sent).toHaveLength(1);
      const before = (await rows()).length;
      const again = await post({ ...first, email: first.email.toUpperCase(), motif: 'Autre motif.' });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ message: RETRAIT_MESSAGES.sent });
      expect(await rows()).toHaveLength(before);
      expect(sent).toHaveLength(1);
      // Two identical requests at the same moment: one is stored.
      const twin = body();
      const answers = await Promise.all([post(twin), post(twin)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect((await rows()).filter((row) => row.siret === twin.siret)).toHaveLength(1);
    });

    it('takes a new request once the previous one was decided', async () => {
      const first = body();
      const id = await sendRetrait(first);
      expect(
        (await as('admin', 'POST', `/api/registres/retraits/${id}/refus`, { motif: 'Justificatif absent.' }))
          .statusCode,
      ).toBe(200);
      const before = (await rows()).length;
      expect((await post(first)).statusCode).toBe(201);
      expect(await rows()).toHaveLength(before + 1);
    });

    it(`allows ${RETRAIT_LIMITS.perHour} requests an hour per address, then answers 429 with the time left`, async () => {
      const ip = nextIp();
      // Refused bodies are not counted.
      expect((await post(body({ motif: '' }), { ip })).statusCode).toBe(400);
      for (let index = 0; index < RETRAIT_LIMITS.perHour; index += 1) {
        expect((await post(body(), { ip })).statusCode).toBe(201);
      }
      const before = (await rows()).length;
      const limited = await post(body(), { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: RETRAIT_MESSAGES.perHour(60) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await rows()).toHaveLength(before);
      expect((await post(body(), { ip: nextIp() })).statusCode).toBe(201);
    });

    it('refuses a body over its small limit with a French 413', async () => {
      const response = await post(body({ site: 'x'.repeat(RETRAIT_BODY_LIMIT) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Le corps de la requête est trop volumineux.' });
    });
  });

  describe('authorization, cell by cell', () => {
    let waiting: number;
    beforeAll(async () => {
      waiting = await sendRetrait();
    });

    it.each<[Caller, number]>([
      ['visitor', 201],
      ['particulier', 201],
      ['artisan', 201],
      ['admin', 201],
      ['expired', 201],
      ['revoked', 201],
    ])('POST /api/registres/retraits as %s → %i (anyone may ask)', async (caller, status) => {
      expect((await post(body(), { headers: headers[caller] })).statusCode).toBe(status);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['expired', 401],
      ['revoked', 401],
      ['particulier', 403],
      ['artisan', 403],
      ['other', 403],
      ['admin', 200],
    ])('GET /api/registres/retraits as %s → %i', async (caller, status) => {
      const response = await as(caller, 'GET', '/api/registres/retraits');
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(DemandeRetraitPageSchema.parse(response.json()).items.map((item) => item.id)).toContain(
          waiting,
        );
      } else {
        expect(response.json().message).toBe(
          status === 403
            ? MESSAGES.forbidden
            : caller === 'revoked'
              ? MESSAGES.sessionEnded
              : MESSAGES.unauthorized,
        );
        expect(response.body).not.toContain('@exemple.fr');
      }
    });

    describe.each([
      ['acceptation', undefined],
      ['refus', { motif: 'Demande non justifiée.' }],
    ] as const)('POST /api/registres/retraits/{id}/%s', (decision, payload) => {
      it.each<[Caller, number]>([
        ['visitor', 401],
        ['expired', 401],
        ['revoked', 401],
        ['particulier', 403],
        ['artisan', 403],
        ['other', 403],
      ])('as %s → %i, and nothing changes', async (caller, status) => {
        const suppressions = (await ctx.app.db.select().from(registreSuppressions)).length;
        const response = await as(caller, 'POST', `/api/registres/retraits/${waiting}/${decision}`, payload);
        expect(response.statusCode).toBe(status);
        expect(await rowOf(waiting)).toMatchObject({ statut: 'EN_ATTENTE', traiteeLe: null });
        expect(await ctx.app.db.select().from(registreSuppressions)).toHaveLength(suppressions);
        expect(sent).toHaveLength(0);
      });

      it('as admin → 200', async () => {
        const id = await sendRetrait();
        sent = [];
        const response = await as('admin', 'POST', `/api/registres/retraits/${id}/${decision}`, payload);
        expect(response.statusCode).toBe(200);
        expect(DemandeRetraitSchema.parse(response.json())).toMatchObject({
          id,
          statut: decision === 'acceptation' ? 'ACCEPTEE' : 'REFUSEE',
        });
      });
    });
  });

  describe('the back office’s list', () => {
    let ids: number[];
    beforeAll(async () => {
      await ctx.app.db.delete(demandesRetrait);
      ids = [];
      for (let index = 0; index < 5; index += 1) ids.push(await sendRetrait());
      await as('admin', 'POST', `/api/registres/retraits/${ids[1]}/refus`, { motif: 'Non justifiée.' });
      await as('admin', 'POST', `/api/registres/retraits/${ids[3]}/acceptation`);
    });
    const list = async (query: string) => {
      const response = await as('admin', 'GET', `/api/registres/retraits${query}`);
      expect(response.statusCode).toBe(200);
      return DemandeRetraitPageSchema.parse(response.json());
    };

    it('gives one page, newest first, with its total and page count', async () => {
      const first = await list('?page=1&size=2');
      expect(first).toMatchObject({ total: 5, page: 1, size: 2, pageCount: 3 });
      expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
      const last = await list('?page=3&size=2');
      expect(last.items.map((item) => item.id)).toEqual([ids[0]]);
      expect((await list('?page=9&size=2')).items).toEqual([]);
      const all = await list('');
      expect(all).toMatchObject({ total: 5, page: 1, size: RETRAIT_LIMITS.pageSize, pageCount: 1 });
    });

    it('filters by status', async () => {
      expect((await list('?statut=EN_ATTENTE')).items.map((item) => item.id)).toEqual([
        ids[4],
        ids[2],
        ids[0],
      ]);
      const [refused] = (await list('?statut=REFUSEE')).items;
      expect(refused).toMatchObject({ id: ids[1], statut: 'REFUSEE', motifRefus: 'Non justifiée.' });
      expect(refused!.traiteeLe).not.toBeNull();
      const [accepted] = (await list('?statut=ACCEPTEE')).items;
      expect(accepted).toMatchObject({ id: ids[3], resultat: 'SANS_FICHE', motifRefus: null });
      expect((await list('?statut=')).total).toBe(5);
    });

    it('shows the listing named as it is now, and the register’s establishment of the SIRET', async () => {
      const { siret } = companyNumbers();
      await insertEtablissement(siret, null);
      const id = await sendRetrait({ siret, artisanId: world.ownArtisanId });
      const [item] = (await list('?size=1')).items;
      expect(item).toEqual<DemandeRetrait>({
        id,
        siret,
        email: expect.any(String),
        motif: MOTIF,
        artisanId: world.ownArtisanId,
        fiche: { entrepriseNom: expect.any(String), compte: true },
        etablissement: { nom: 'PLOMBERIE DES REGISTRES', commune: 'BRIVE-LA-GAILLARDE' },
        creeeLe: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        statut: 'EN_ATTENTE',
        traiteeLe: null,
        motifRefus: null,
        resultat: null,
      });
    });

    it.each([
      ['?page=0', RETRAIT_MESSAGES.page, 'page'],
      ['?size=101', RETRAIT_MESSAGES.size, 'size'],
      ['?statut=TRAITEE', RETRAIT_MESSAGES.statutInvalid, 'statut'],
    ])('refuses %s in French', async (query, message, field) => {
      const response = await as('admin', 'GET', `/api/registres/retraits${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path: field, message });
    });
  });

  describe('accepting a request', () => {
    const accept = (id: number) => as('admin', 'POST', `/api/registres/retraits/${id}/acceptation`);
    const suppressionOf = async (siret: string) =>
      (await ctx.app.db.select().from(registreSuppressions).where(eq(registreSuppressions.siret, siret)))[0];
    const registerRows = async (siret: string) => ({
      etablissements: await ctx.app.db
        .select()
        .from(registreEtablissements)
        .where(eq(registreEtablissements.siret, siret)),
      qualifications: await ctx.app.db
        .select()
        .from(registreQualifications)
        .where(eq(registreQualifications.siret, siret)),
    });

    it('withdraws the SIRET, deletes the register’s rows and the listing built from them, and tells the requester', async () => {
      const { siret } = companyNumbers();
      const listing = await insertArtisan(ctx.app, {
        entrepriseNom: 'Plomberie des Registres',
        userId: null,
        details: [{ type: 'DESCRIPTION', description: 'Fiche publiée depuis SIRENE.' }],
        stars: [4],
      });
      await insertEtablissement(siret, listing);
      // Read once, so that its public answer is cached: the acceptance must forget it.
      expect((await ctx.app.inject({ url: `/api/artisan/${listing}` })).statusCode).toBe(200);
      const id = await sendRetrait({ siret, artisanId: listing, email: 'Gerant@Exemple.fr' });
      const files = outboxFiles(ctx.dataDir);

      const response = await accept(id);
      expect(response.statusCode).toBe(200);
      const decided = DemandeRetraitSchema.parse(response.json());
      expect(decided).toMatchObject({
        id,
        statut: 'ACCEPTEE',
        resultat: 'FICHE_SUPPRIMEE',
        motifRefus: null,
        // The listing is gone: the request no longer names it.
        artisanId: null,
        fiche: null,
        etablissement: null,
      });
      expect(decided.traiteeLe).not.toBeNull();

      expect(await suppressionOf(siret)).toMatchObject({ siret, motif: MOTIF });
      expect(await registerRows(siret)).toEqual({ etablissements: [], qualifications: [] });
      expect(await ctx.app.db.select().from(artisans).where(eq(artisans.id, listing))).toEqual([]);
      expect(
        await ctx.app.db.select().from(artisanDetails).where(eq(artisanDetails.artisanId, listing)),
      ).toEqual([]);
      expect(await ctx.app.db.select().from(notes).where(eq(notes.artisanId, listing))).toEqual([]);
      expect((await ctx.app.inject({ url: `/api/artisan/${listing}` })).statusCode).toBe(404);

      const mails = newMails(ctx.dataDir, files);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe('Gerant@exemple.fr');
      expect(mails[0]!.replyTo).toBe(CONTACT_EMAIL);
      expect(mails[0]!.subject).toMatch(/^Votre demande de retrait \(SIRET [\d ]+\) a été acceptée$/);
      expect(mails[0]!.text).toContain('La fiche de cet établissement a été retirée de l’annuaire.');
      expect(mails[0]!.text).toContain(
        'Ce SIRET ne sera plus repris lors des prochains imports des registres publics.',
      );
      expect(mails[0]!.text).toContain(`${PUBLIC_URL}/contact`);
      const answers = await ctx.app.db.select().from(messages).where(eq(messages.retraitId, id));
      expect(answers.map((message) => [message.kind, message.status]).sort()).toEqual([
        ['RETRAIT', 'SENT'],
        ['RETRAIT_REPONSE', 'SENT'],
      ]);
    });

    it('keeps a listing an account holds, only saying so, and still withdraws the SIRET', async () => {
      const { siret } = companyNumbers();
      const userId = await insertUser(ctx.app);
      const listing = await insertArtisan(ctx.app, { entrepriseNom: 'Maçonnerie Réclamée', userId });
      await insertEtablissement(siret, listing);
      const id = await sendRetrait({ siret, artisanId: listing });
      const response = await accept(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        resultat: 'FICHE_CONSERVEE',
        artisanId: listing,
        fiche: { entrepriseNom: 'Maçonnerie Réclamée', compte: true },
      });
      expect(await ctx.app.db.select().from(artisans).where(eq(artisans.id, listing))).toHaveLength(1);
      expect(await registerRows(siret)).toEqual({ etablissements: [], qualifications: [] });
      expect(await suppressionOf(siret)).toMatchObject({ motif: MOTIF });
      expect(sent.at(-1)!.text).toContain('est gérée par un compte professionnel');
    });

    it('withdraws a SIRET the registers do not hold (yet), deleting nothing else', async () => {
      const { siret } = companyNumbers();
      const id = await sendRetrait({ siret, artisanId: world.otherArtisanId });
      const response = await accept(id);
      expect(response.json()).toMatchObject({ resultat: 'SANS_FICHE', artisanId: world.otherArtisanId });
      expect(await suppressionOf(siret)).toMatchObject({ motif: MOTIF });
      expect(
        await ctx.app.db.select().from(artisans).where(eq(artisans.id, world.otherArtisanId)),
      ).toHaveLength(1);
    });

    it('keeps the first date and reason of a SIRET already withdrawn', async () => {
      const { siret } = companyNumbers();
      await ctx.app.db
        .insert(registreSuppressions)
        .values({ siret, motif: 'Première demande', demandeeLe: '2026-01-05T10:00:00Z' });
      const id = await sendRetrait({ siret });
      expect((await accept(id)).statusCode).toBe(200);
      const row = await suppressionOf(siret);
      expect(row!.motif).toBe('Première demande');
      expect(new Date(row!.demandeeLe).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    });

    it('changes nothing when a step fails: one transaction', async () => {
      const { siret } = companyNumbers();
      const listing = await insertArtisan(ctx.app, { entrepriseNom: 'Carrelage Atomique', userId: null });
      await insertEtablissement(siret, listing);
      const id = await sendRetrait({ siret, artisanId: listing });
      // The answer's message cannot be stored: its kind's CHECK refuses it.
      // NOT VALID: the answers already stored stay; a new one is checked.
      await ctx.app.db.execute(
        sql`ALTER TABLE messages ADD CONSTRAINT test_no_answer CHECK (kind <> 'RETRAIT_REPONSE') NOT VALID`,
      );
      try {
        expect((await accept(id)).statusCode).toBe(500);
      } finally {
        await ctx.app.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT test_no_answer`);
      }
      expect(await rowOf(id)).toMatchObject({ statut: 'EN_ATTENTE', resultat: null });
      expect(await suppressionOf(siret)).toBeUndefined();
      expect((await registerRows(siret)).etablissements).toHaveLength(1);
      expect(await ctx.app.db.select().from(artisans).where(eq(artisans.id, listing))).toHaveLength(1);
      expect((await accept(id)).json()).toMatchObject({ resultat: 'FICHE_SUPPRIMEE' });
    });

    it('answers 409 to a request already decided and 404 to an unknown one, in French', async () => {
      const id = await sendRetrait();
      expect((await accept(id)).statusCode).toBe(200);
      for (const response of [
        await accept(id),
        await as('admin', 'POST', `/api/registres/retraits/${id}/refus`, { motif: 'Trop tard.' }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: RETRAIT_MESSAGES.alreadyDecided });
      }
      for (const response of [
        await accept(999_999),
        await as('admin', 'POST', '/api/registres/retraits/999999/refus', { motif: 'Inconnue.' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: RETRAIT_MESSAGES.notFound });
      }
      expect((await as('admin', 'POST', '/api/registres/retraits/abc/acceptation')).statusCode).toBe(400);
    });
  });

  describe('refusing a request', () => {
    const refuse = (id: number, payload: object) =>
      as('admin', 'POST', `/api/registres/retraits/${id}/refus`, payload);
    const registerRows = async (siret: string) => ({
      etablissements: await ctx.app.db
        .select()
        .from(registreEtablissements)
        .where(eq(registreEtablissements.siret, siret)),
    });

    it('stores the reason and mails it to the requester; the SIRET stays importable', async () => {
      const { siret } = companyNumbers();
      await insertEtablissement(siret, null);
      const id = await sendRetrait({ siret });
      const files = outboxFiles(ctx.dataDir);
      const response = await refuse(id, { motif: '  Le SIRET ne correspond pas à votre entreprise.  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        statut: 'REFUSEE',
        motifRefus: 'Le SIRET ne correspond pas à votre entreprise.',
        resultat: null,
      });
      const [mail] = newMails(ctx.dataDir, files);
      expect(mail!.subject).toMatch(/n’a pas été acceptée$/);
      expect(mail!.text).toContain('Motif : Le SIRET ne correspond pas à votre entreprise.');
      expect(
        await ctx.app.db.select().from(registreSuppressions).where(eq(registreSuppressions.siret, siret)),
      ).toEqual([]);
      expect((await registerRows(siret)).etablissements).toHaveLength(1);
    });

    it.each([
      ['none', {}, RETRAIT_MESSAGES.motifRefusRequired],
      ['blank', { motif: '  ' }, RETRAIT_MESSAGES.motifRefusRequired],
      [
        'too long',
        { motif: 'x'.repeat(RETRAIT_LIMITS.motifRefusMax + 1) },
        RETRAIT_MESSAGES.motifRefusTooLong,
      ],
      ['on two lines', { motif: 'Refus\nSignature : faux' }, MESSAGES.singleLine],
    ])(
      'refuses a reason (%s) with its French message next to the field',
      async (_label, payload, message) => {
        const id = await sendRetrait();
        const response = await refuse(id, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, errors: [{ path: 'motif', message }] });
        expect(await rowOf(id)).toMatchObject({ statut: 'EN_ATTENTE' });
      },
    );
  });

  it('counts the waiting requests on the back office’s dashboard', async () => {
    const waiting = (await as('admin', 'GET', '/api/registres/retraits?statut=EN_ATTENTE&size=1')).json()
      .total;
    const dashboard = (await as('admin', 'GET', '/api/messages/dashboard')).json();
    expect(dashboard.retraitsEnAttente).toBe(waiting);
    expect(waiting).toBeGreaterThan(0);
  });

  it('documents each route in /api/openapi.json: tag, French summary, who may call it', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
    }>();
    for (const [route, method, guarded] of [
      ['/api/registres/retraits', 'post', false],
      ['/api/registres/retraits', 'get', true],
      ['/api/registres/retraits/{id}/acceptation', 'post', true],
      ['/api/registres/retraits/{id}/refus', 'post', true],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect({ route, method, tags: operation?.tags }).toEqual({ route, method, tags: ['registres'] });
      expect(operation?.summary).toMatch(/[a-zé]/);
      expect({ route, method, guarded: (operation?.security ?? []).length > 0 }).toEqual({
        route,
        method,
        guarded,
      });
    }
  });
});
