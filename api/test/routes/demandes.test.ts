// Requests relayed to artisans (issue 19): POST /api/demandes (anyone) and its limits and French messages, the
// mails in the outbox (to the artisan's account e-mail, Reply-To the visitor; to CONTACT_EMAIL when the artisan has
// no account), the retries of a failed mail, the inbox (GET /api/artisan/{artisanId}/demandes), « traitée »
// (PUT /api/demandes/{id}), the back office's routes, the authorization of each route cell by cell, and the public
// profile: never the account's address, and the badge « Répond rapidement » from the stored figures (of the decided
// requests only: handled, or unhandled for over 48 h).
import { eq, inArray, sql } from 'drizzle-orm';
import { ArtisanPublicSchema } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  DEMANDE_LIMITS,
  DEMANDE_MESSAGES,
  DemandeCountListSchema,
  DemandeListSchema,
  DemandeSchema,
  DemandeSuiviSchema,
  DEMANDE_SUIVI_MESSAGES,
} from '@annuaire/shared/contract/demande';
import { StoredMessageListSchema } from '@annuaire/shared/contract/message';
import { artisans, demandeSuivis, demandes, messages, users } from '../../src/db/schema';
import type { MailInput } from '../../src/plugins/mailer';
import { DEMANDE_BODY_LIMIT } from '../../src/routes/demandes';
import { bearer, insertArtisan, insertUser } from '../helpers/fixture-artisans';
import { insertDetailsWorld, type DetailsWorld } from '../helpers/fixture-details';
import { forgeToken } from '../helpers/fuzz/requests';
import { newMails, outboxFiles, type OutboxMail } from '../helpers/outbox-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { spyOnMails } from '../helpers/mail-spy';

const CONTACT_EMAIL = 'equipe@annuaire.example';
const PUBLIC_URL = 'https://annuaire.example';

let ipCounter = 1;
/** A fresh client address per request, so that the hourly limit of one test does not reach the next. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
/** A fresh visitor e-mail, so that « once a day to the same artisan » of one test does not reach the next. */
const nextEmail = () => `visiteur${++emailCounter}@exemple.fr`;

const MESSAGE = 'Bonjour, je souhaite un devis pour refaire ma salle de bains.';
const COPY_SUBJECT = 'Votre demande via l’Annuaire des artisans';

function demande(artisanIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    nom: 'Jean Dupont',
    email: nextEmail(),
    telephone: '06 12 34 56 78',
    codePostal: '19100',
    message: MESSAGE,
    consentement: true,
    artisanIds,
    ...overrides,
  };
}

type Caller = keyof DetailsWorld['headers'] | 'expired' | 'revoked' | 'formerOwner';

/** The cells of a route for the artisan a request was sent to only (« traitée », « lue »): an admin neither. */
const RECIPIENT_ONLY: [Caller, number][] = [
  ['visitor', 401],
  ['expired', 401],
  ['revoked', 401],
  ['particulier', 403],
  ['other', 403],
  ['formerOwner', 403],
  ['admin', 403],
  ['artisan', 200],
];

describe('/api/demandes', () => {
  let ctx: TestApp;
  let world: DetailsWorld;
  let sent: MailInput[];
  let sendSpy: jest.SpyInstance;
  /** Headers by caller, with ended sessions besides the world's. */
  let headers: Record<Caller, Record<string, string>>;
  let ownUserId: number;
  /** An artisan whose account shows nothing (personnalDataToShow NOTHING). */
  let hiddenId: number;
  /** An artisan without account: its requests go to CONTACT_EMAIL. */
  let orphanId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { CONTACT_EMAIL, PUBLIC_URL } });
    world = await insertDetailsWorld(ctx.app);
    const [own] = await ctx.app.db
      .select({ userId: artisans.userId })
      .from(artisans)
      .where(eq(artisans.id, world.ownArtisanId));
    ownUserId = own!.userId!;
    const spareUserId = await insertUser(ctx.app, { role: 'ROLE_ARTISAN' });
    const now = Math.floor(Date.now() / 1000);
    const ownClaims = { sub: ownUserId, role: 'ROLE_ARTISAN', artisanId: world.ownArtisanId };
    headers = {
      ...world.headers,
      expired: {
        authorization: `Bearer ${forgeToken({ ...ownClaims, sv: 0, iat: now - 7200, exp: now - 3600 }, ctx.config.jwtSecret)}`,
      },
      // A logout or a password change raised the account's version: this token's session ended.
      revoked: {
        authorization: `Bearer ${forgeToken({ ...ownClaims, sv: 1, iat: now, exp: now + 3600 }, ctx.config.jwtSecret)}`,
      },
      // A well-signed token that still names the artisan, of an account that does not own it.
      formerOwner: bearer(ctx.app, { sub: spareUserId, role: 'ROLE_ARTISAN', artisanId: world.ownArtisanId }),
    };
    const hiddenUser = await insertUser(ctx.app, {
      email: 'discret@exemple.fr',
      telephone: '0699887766',
      personnalDataToShow: 'NOTHING',
    });
    hiddenId = await insertArtisan(ctx.app, { entrepriseNom: 'Couverture Discrète', userId: hiddenUser });
    orphanId = await insertArtisan(ctx.app, { entrepriseNom: 'Maçonnerie Sans Compte', userId: null });
  });
  beforeEach(() => {
    ({ sent, spy: sendSpy } = spyOnMails(ctx.app));
  });
  afterEach(() => sendSpy.mockRestore());
  afterAll(() => ctx?.close());

  const post = (payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/demandes',
      payload: payload as object,
      headers: options.headers ?? {},
      remoteAddress: options.ip ?? nextIp(),
    });
  const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers[caller], ...(payload ? { payload } : {}) });

  async function demandeRows(artisanId?: number) {
    const rows = await ctx.app.db
      .select()
      .from(demandes)
      .where(artisanId === undefined ? undefined : eq(demandes.artisanId, artisanId));
    return rows;
  }
  /** The mails to artisans, without the visitors' copies. */
  function toArtisans<T extends { subject?: string }>(mails: T[]): T[] {
    return mails.filter((mail) => mail.subject !== COPY_SUBJECT);
  }
  async function demandeMessages() {
    return ctx.app.db.select().from(messages).where(eq(messages.kind, 'DEMANDE'));
  }
  /** Sends a request to these artisans and returns the ids of the rows it stored. */
  async function sendDemande(
    artisanIds: number[],
    overrides: Record<string, unknown> = {},
  ): Promise<number[]> {
    const before = new Set((await demandeRows()).map((row) => row.id));
    const response = await post(demande(artisanIds, overrides));
    expect(response.statusCode).toBe(201);
    return (await demandeRows())
      .filter((row) => !before.has(row.id))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  }

  describe('POST /api/demandes', () => {
    it('stores the request, mails it to the artisan’s account with Reply-To the visitor, and answers in French', async () => {
      const files = outboxFiles(ctx.dataDir);
      const body = demande([world.ownArtisanId], { nom: 'Jean Dupont', email: 'Jean.Dupont@Exemple.fr' });
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: DEMANDE_MESSAGES.sent });

      const [row] = (await demandeRows(world.ownArtisanId)).filter((item) => item.email === body.email);
      expect(row).toMatchObject({
        nom: 'Jean Dupont',
        telephone: '0612345678',
        codePostal: '19100',
        message: MESSAGE,
        traitee: false,
        traiteeAt: null,
      });

      const mails = toArtisans(newMails(ctx.dataDir, files));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.to).toBe('artisan@example.fr');
      // The mailer writes the domain in lower case; the stored request keeps what the visitor typed.
      expect(mail!.replyTo).toBe('Jean.Dupont@exemple.fr');
      expect(mail!.subject).toBe('Demande de Jean Dupont via l’Annuaire des artisans');
      for (const line of [
        'Nom : Jean Dupont',
        'E-mail : Jean.Dupont@Exemple.fr',
        'Téléphone : 0612345678',
        'Code postal des travaux : 19100',
        MESSAGE,
        'répondez simplement à cet e-mail : votre réponse ira directement à Jean Dupont',
        `${PUBLIC_URL}/admin/artisan/${world.ownArtisanId}/demandes`,
      ]) {
        expect(mail!.text).toContain(line);
      }
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/admin/artisan/${world.ownArtisanId}/demandes"`);

      const [message] = (await demandeMessages()).filter((item) => item.demandeId === row!.id);
      expect(message).toMatchObject({ status: 'SENT', attempts: 1, claimedUntil: null, payload: {} });
    });

    it('mails the visitor a copy: what was sent, to whom, what happens next, how long it is kept', async () => {
      const files = outboxFiles(ctx.dataDir);
      const body = demande([world.ownArtisanId, world.otherArtisanId], { email: nextEmail() });
      expect((await post(body)).statusCode).toBe(201);
      const copies = newMails(ctx.dataDir, files).filter((mail) => mail.subject === COPY_SUBJECT);
      expect(copies).toHaveLength(1);
      const [copy] = copies;
      expect(copy!.to).toBe(body.email);
      expect(copy!.replyTo).toBe(CONTACT_EMAIL);
      for (const line of [
        'Votre demande a été transmise aux artisans choisis',
        'Artisans : Plomberie Test, Autre Entreprise',
        'Code postal des travaux : 19100',
        MESSAGE,
        'Chaque artisan est prévenu de votre demande par e-mail et vous répond directement',
        `Votre demande est conservée ${DEMANDE_LIMITS.retentionMonths} mois, puis supprimée.`,
        `${PUBLIC_URL}/politique-confidentialite`,
      ]) {
        expect(copy!.text).toContain(line);
      }
      const stored = await ctx.app.db.select().from(messages).where(eq(messages.kind, 'DEMANDE_COPIE'));
      expect(stored.filter((message) => message.status === 'SENT').length).toBeGreaterThan(0);
    });

    it('says « non indiqué » without a phone, and escapes the visitor’s text in the HTML mail', async () => {
      const response = await post(
        demande([world.otherArtisanId], {
          nom: 'Zoé <b>Martin</b>',
          telephone: '',
          message: 'Bonjour <script>alert(1)</script>, une fuite sous l’évier.',
        }),
      );
      expect(response.statusCode).toBe(201);
      // The artisan's mail and the visitor's copy: both escape it.
      expect(sent).toHaveLength(2);
      expect(toArtisans(sent)[0]).toMatchObject({ to: 'autre@example.fr' });
      for (const mail of sent) {
        expect(mail.text).toContain('Téléphone : non indiqué');
        expect(mail.html).toContain('Zoé &lt;b&gt;Martin&lt;/b&gt;');
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(mail.html).not.toContain('<script>');
      }
      const [row] = (await demandeRows(world.otherArtisanId)).filter((item) => item.nom.startsWith('Zoé'));
      expect(row!.telephone).toBeNull();
    });

    it('refuses a name that would add a header or a line to the mail', async () => {
      const response = await post(
        demande([world.otherArtisanId], { nom: 'Jean\r\nBcc: pirate@example.com' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path: 'nom', message: MESSAGES.singleLine });
      expect(sent).toHaveLength(0);
    });

    it('sends one mail per artisan to each account (three artisans, three mails), and says so', async () => {
      const files = outboxFiles(ctx.dataDir);
      const ids = [world.ownArtisanId, world.otherArtisanId, hiddenId];
      const body = demande(ids);
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: DEMANDE_MESSAGES.sentMany });

      const rows = (await demandeRows()).filter((row) => row.email === body.email);
      expect(rows.map((row) => row.artisanId).sort()).toEqual([...ids].sort());
      const mails = toArtisans(newMails(ctx.dataDir, files));
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        ['artisan@example.fr', 'autre@example.fr', 'discret@exemple.fr'].sort(),
      );
      for (const mail of mails) {
        expect(mail.replyTo).toBe(body.email);
        expect(mail.subject).toBe('Demande de Jean Dupont via l’Annuaire des artisans');
      }
      const stored = (await demandeMessages()).filter((message) =>
        rows.some((row) => row.id === message.demandeId),
      );
      expect(stored.map((message) => message.status)).toEqual(['SENT', 'SENT', 'SENT']);
    });

    it('sends the request of an artisan without account to CONTACT_EMAIL, to be forwarded', async () => {
      const files = outboxFiles(ctx.dataDir);
      const body = demande([orphanId]);
      expect((await post(body)).statusCode).toBe(201);
      const [mail] = toArtisans(newMails(ctx.dataDir, files));
      expect(mail!.to).toBe(CONTACT_EMAIL);
      expect(mail!.replyTo).toBe(body.email);
      expect(mail!.subject).toBe(
        '[À transmettre à Maçonnerie Sans Compte] Demande de Jean Dupont via l’Annuaire des artisans',
      );
      expect(mail!.text).toContain('Cet artisan n’a plus de compte sur l’annuaire');
    });

    it('reads the account e-mail when the mail is sent, and goes to CONTACT_EMAIL once the account is deleted', async () => {
      const userId = await insertUser(ctx.app, { email: 'ancien@exemple.fr' });
      const artisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Menuiserie Changeante', userId });
      // The first attempt at the artisan's mail fails (whichever of it and the visitor's copy goes first).
      const through = sendSpy.getMockImplementation()!;
      const failFirst = (replyTo: string) => {
        let failed = false;
        sendSpy.mockImplementation(async (mail: MailInput) => {
          if (!failed && mail.replyTo === replyTo) {
            failed = true;
            throw new Error('SMTP indisponible');
          }
          return through(mail);
        });
      };
      const body = demande([artisanId]);
      failFirst(body.email);
      expect((await post(body)).statusCode).toBe(201);
      await ctx.app.db.update(users).set({ email: 'nouveau@exemple.fr' }).where(eq(users.id, userId));
      await ctx.app.messageOutbox.retryPending();
      /** Every attempt (a failed one too) at the mail of the request sent from `email`. */
      const attempts = (email: string) =>
        sendSpy.mock.calls.map(([mail]) => mail as MailInput).filter((mail) => mail.replyTo === email);
      expect(attempts(body.email).map((mail) => mail.to)).toEqual([
        'ancien@exemple.fr',
        'nouveau@exemple.fr',
      ]);

      const later = demande([artisanId]);
      failFirst(later.email);
      expect((await post(later)).statusCode).toBe(201);
      // The account goes (users row deleted: artisans.user_id is set to null).
      await ctx.app.db.delete(users).where(eq(users.id, userId));
      await ctx.app.messageOutbox.retryPending();
      const [, retried] = attempts(later.email);
      expect(retried).toMatchObject({ to: CONTACT_EMAIL });
      expect(retried!.subject).toMatch(/^\[À transmettre à Menuiserie Changeante\] /);
    });

    it('keeps the messages FAILED when the mail fails, answers success, and the retry sends them', async () => {
      sendSpy.mockRejectedValue(new Error('SMTP indisponible'));
      const errorLog = jest.spyOn(ctx.app.log, 'error');
      const body = demande([world.ownArtisanId, world.otherArtisanId]);
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: DEMANDE_MESSAGES.sentMany });
      const rows = (await demandeRows()).filter((row) => row.email === body.email);
      expect(rows).toHaveLength(2);
      const mine = async () =>
        (await demandeMessages()).filter((message) => rows.some((row) => row.id === message.demandeId));
      expect((await mine()).map((message) => [message.status, message.attempts])).toEqual([
        ['FAILED', 1],
        ['FAILED', 1],
      ]);
      // The logs name the messages, never the visitor.
      expect(JSON.stringify(errorLog.mock.calls)).not.toContain(body.email);
      errorLog.mockRestore();

      sendSpy.mockRestore();
      const files = outboxFiles(ctx.dataDir);
      await ctx.app.messageOutbox.retryPending();
      expect((await mine()).map((message) => [message.status, message.attempts])).toEqual([
        ['SENT', 2],
        ['SENT', 2],
      ]);
      expect(
        toArtisans(newMails(ctx.dataDir, files))
          .map((mail) => mail.to)
          .sort(),
      ).toEqual(['artisan@example.fr', 'autre@example.fr']);
    });

    it('sends nothing for a request deleted before its mail went: the message goes with it', async () => {
      sendSpy.mockRejectedValueOnce(new Error('SMTP indisponible'));
      const [id] = await sendDemande([world.otherArtisanId]);
      expect((await demandeMessages()).some((message) => message.demandeId === id)).toBe(true);
      expect((await as('admin', 'DELETE', `/api/demandes/${id}`)).statusCode).toBe(204);
      expect((await demandeMessages()).some((message) => message.demandeId === id)).toBe(false);
      const attempts = sendSpy.mock.calls.length;
      await ctx.app.messageOutbox.retryPending();
      expect(sendSpy.mock.calls).toHaveLength(attempts);
    });

    it('never lists the requests among the contact and join messages of GET /api/messages', async () => {
      await sendDemande([world.ownArtisanId]);
      const listed = StoredMessageListSchema.parse((await as('admin', 'GET', '/api/messages')).json());
      expect(listed.every((message) => message.kind === 'CONTACT' || message.kind === 'JOIN')).toBe(true);
      expect((await demandeMessages()).length).toBeGreaterThan(0);
    });

    const long = (length: number) => 'a'.repeat(length);
    it.each([
      ['nom', { nom: '' }, DEMANDE_MESSAGES.nomRequired],
      ['nom', { nom: '   ' }, DEMANDE_MESSAGES.nomRequired],
      ['nom', { nom: undefined }, DEMANDE_MESSAGES.nomRequired],
      ['nom', { nom: long(DEMANDE_LIMITS.nomMax + 1) }, DEMANDE_MESSAGES.nomTooLong],
      // A line break would forge the mail's next lines (« E-mail : … ») under the artisan's eyes.
      ['nom', { nom: 'Jean Martin\nE-mail : faux@exemple.fr' }, MESSAGES.singleLine],
      ['nom', { nom: 'Jean Martin\r\nTéléphone : 0600000000' }, MESSAGES.singleLine],
      ['nom', { nom: 'Jean\u2028Martin' }, MESSAGES.singleLine],
      ['nom', { nom: 'Jean\tMartin\u0007' }, MESSAGES.singleLine],
      ['email', { email: '' }, MESSAGES.emailRequired],
      ['email', { email: 'pas-un-mail' }, MESSAGES.emailInvalid],
      ['email', { email: undefined }, MESSAGES.emailInvalid],
      ['telephone', { telephone: '12 34' }, MESSAGES.phoneInvalid],
      ['telephone', { telephone: '06 12 34 56 7a' }, MESSAGES.phoneInvalid],
      ['codePostal', { codePostal: '1910' }, DEMANDE_MESSAGES.codePostalInvalid],
      ['codePostal', { codePostal: '19100a' }, DEMANDE_MESSAGES.codePostalInvalid],
      ['codePostal', { codePostal: undefined }, DEMANDE_MESSAGES.codePostalInvalid],
      ['message', { message: '' }, DEMANDE_MESSAGES.messageRequired],
      ['message', { message: long(DEMANDE_LIMITS.messageMin - 1) }, DEMANDE_MESSAGES.messageTooShort],
      ['message', { message: long(DEMANDE_LIMITS.messageMax + 1) }, DEMANDE_MESSAGES.messageTooLong],
      [
        'message',
        { message: 'Voir http://a.example, https://b.example et www.c.example pour le chantier.' },
        DEMANDE_MESSAGES.tooManyLinks,
      ],
      [
        'message',
        { message: 'Voir xhttp://x.fr, _https://y.fr et exemple.fr/devis pour le chantier.' },
        DEMANDE_MESSAGES.tooManyLinks,
      ],
      [
        'message',
        { message: 'Voir 1www.a.fr, b.com et contact@c.fr pour le chantier.' },
        DEMANDE_MESSAGES.tooManyLinks,
      ],
      ['consentement', { consentement: false }, DEMANDE_MESSAGES.consentRequired],
      ['consentement', { consentement: undefined }, DEMANDE_MESSAGES.consentRequired],
      ['consentement', { consentement: 'oui' }, DEMANDE_MESSAGES.consentRequired],
      ['artisanIds', { artisanIds: [] }, DEMANDE_MESSAGES.artisansRequired],
      ['artisanIds', { artisanIds: undefined }, DEMANDE_MESSAGES.artisansRequired],
      ['artisanIds', { artisanIds: [1, 2, 3, 4] }, DEMANDE_MESSAGES.artisansTooMany],
    ])(
      'refuses %s with its French message, storing and sending nothing (%#)',
      async (field, overrides, message) => {
        const before = (await demandeRows()).length;
        const response = await post(demande([world.ownArtisanId], overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ path: field, message });
        expect(response.json().message).toBe(message);
        expect(await demandeRows()).toHaveLength(before);
        expect(sent).toHaveLength(0);
      },
    );

    it('refuses the same artisan twice in one request', async () => {
      const response = await post(demande([world.ownArtisanId, world.ownArtisanId]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: DEMANDE_MESSAGES.artisansDuplicate,
        errors: [{ path: 'artisanIds', message: DEMANDE_MESSAGES.artisansDuplicate }],
      });
    });

    it.each([
      ['a message of exactly 20 characters', { message: long(DEMANDE_LIMITS.messageMin) }],
      ['a message of exactly 2,000 characters', { message: long(DEMANDE_LIMITS.messageMax) }],
      ['two links', { message: 'Voir http://a.example et www.b.example pour le chantier.' }],
      ['a name of 100 characters', { nom: long(DEMANDE_LIMITS.nomMax) }],
      ['a phone with dots', { telephone: '06.12.34.56.78' }],
    ])('accepts %s', async (_name, overrides) => {
      expect((await post(demande([world.otherArtisanId], overrides))).statusCode).toBe(201);
    });

    it('answers 404 to an unknown artisan, even among known ones, and stores nothing', async () => {
      const before = (await demandeRows()).length;
      for (const ids of [[999_999], [world.ownArtisanId, 999_999]]) {
        const response = await post(demande(ids));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: DEMANDE_MESSAGES.artisanNotFound });
      }
      expect(await demandeRows()).toHaveLength(before);
      expect(sent).toHaveLength(0);
    });

    it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
      const before = (await demandeRows()).length;
      const files = outboxFiles(ctx.dataDir);
      const info = jest.spyOn(ctx.app.log, 'info');
      for (const ids of [[world.ownArtisanId], [world.ownArtisanId, world.otherArtisanId]]) {
        const response = await post(demande(ids, { site: 'http://spam.example' }));
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          message: ids.length > 1 ? DEMANDE_MESSAGES.sentMany : DEMANDE_MESSAGES.sent,
        });
      }
      info.mockRestore();
      expect(await demandeRows()).toHaveLength(before);
      expect(sent).toHaveLength(0);
      expect(outboxFiles(ctx.dataDir)).toEqual(files);
    });

    it(`allows ${DEMANDE_LIMITS.perHour} requests an hour per address, then answers 429 with the time left`, async () => {
      const ip = nextIp();
      for (let index = 0; index < DEMANDE_LIMITS.perHour; index += 1) {
        expect((await post(demande([world.otherArtisanId]), { ip })).statusCode).toBe(201);
      }
      const before = (await demandeRows()).length;
      const limited = await post(demande([world.otherArtisanId]), { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: DEMANDE_MESSAGES.perHour(60) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(await demandeRows()).toHaveLength(before);
      // Another address is not limited.
      expect((await post(demande([world.otherArtisanId]), { ip: nextIp() })).statusCode).toBe(201);
    });

    it('does not count a refused body against the hour', async () => {
      const ip = nextIp();
      for (let index = 0; index < 3; index += 1) {
        expect((await post(demande([world.otherArtisanId], { codePostal: 'x' }), { ip })).statusCode).toBe(
          400,
        );
      }
      for (let index = 0; index < DEMANDE_LIMITS.perHour; index += 1) {
        expect((await post(demande([world.otherArtisanId]), { ip })).statusCode).toBe(201);
      }
    });

    it('answers a repeat of the day exactly as a first request, and stores and mails nothing twice', async () => {
      const email = nextEmail();
      const files = outboxFiles(ctx.dataDir);
      const first = await post(demande([world.ownArtisanId], { email }));
      expect(first.statusCode).toBe(201);
      const before = await demandeRows();
      // The same e-mail (case ignored) to the same artisan within the day: the very same answer, nothing new.
      const again = await post(demande([world.ownArtisanId], { email: email.toUpperCase() }));
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.json()).toEqual({ message: DEMANDE_MESSAGES.sent });
      expect(await demandeRows()).toHaveLength(before.length);
      // The artisan's mail and the visitor's copy of the first request; nothing for the repeat.
      expect(newMails(ctx.dataDir, files)).toHaveLength(2);
      expect(JSON.stringify(again.json())).not.toContain('Plomberie Test');

      // To two artisans, one of them a repeat: the answer of any request to two, and only the other one gets it.
      const mixed = await post(demande([world.otherArtisanId, world.ownArtisanId], { email }));
      expect(mixed.statusCode).toBe(201);
      expect(mixed.json()).toEqual({ message: DEMANDE_MESSAGES.sentMany });
      const stored = (await demandeRows()).filter((row) => !before.some((old) => old.id === row.id));
      expect(stored.map((row) => row.artisanId)).toEqual([world.otherArtisanId]);
      const mails = newMails(ctx.dataDir, files);
      expect(toArtisans(mails)).toHaveLength(2);
      expect(toArtisans(mails).filter((mail) => mail.replyTo?.toLowerCase() === email)).toHaveLength(2);
      // The copy of the mixed request names the artisan it went to, not the repeat.
      const copies = mails.filter((mail) => mail.subject === COPY_SUBJECT);
      expect(copies).toHaveLength(2);
      expect(copies[1]!.text).toContain('Artisan : Autre Entreprise');
      expect(copies[1]!.text).not.toContain('Plomberie Test');

      // Another e-mail still writes to the same artisan.
      expect(await sendDemande([world.ownArtisanId])).toHaveLength(1);
    });

    it('counts a repeat against the hourly limit of its address', async () => {
      const ip = nextIp();
      const email = nextEmail();
      for (let index = 0; index < DEMANDE_LIMITS.perHour; index += 1) {
        expect((await post(demande([world.otherArtisanId], { email }), { ip })).statusCode).toBe(201);
      }
      const over = await post(demande([world.otherArtisanId], { email }), { ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Vous avez envoyé 5 demandes en une heure\./);
      expect((await demandeRows(world.otherArtisanId)).filter((row) => row.email === email)).toHaveLength(1);
    });

    it('lets the same e-mail write again once the day has passed', async () => {
      const email = nextEmail();
      const [id] = await sendDemande([world.ownArtisanId], { email });
      await ctx.app.db
        .update(demandes)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(demandes.id, id!));
      expect((await post(demande([world.ownArtisanId], { email }))).statusCode).toBe(201);
    });

    it('stores one of two identical requests sent at the same moment, answering both alike', async () => {
      const body = demande([world.otherArtisanId]);
      const answers = await Promise.all([post(body), post(body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[0]!.body).toBe(answers[1]!.body);
      expect((await demandeRows()).filter((row) => row.email === body.email)).toHaveLength(1);
    });

    it('refuses a body over its small limit with a French 413', async () => {
      const response = await post(demande([world.ownArtisanId], { site: 'x'.repeat(DEMANDE_BODY_LIMIT) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Le corps de la requête est trop volumineux.' });
    });
  });

  describe('GET /api/demandes/suivi/{token}: the visitor’s « Ma demande »', () => {
    /** Sends a request and returns the token of the « Ma demande » link its copy carries. */
    async function linkOf(artisanIds: number[]): Promise<{ token: string; email: string }> {
      const email = nextEmail();
      const files = outboxFiles(ctx.dataDir);
      expect((await post(demande(artisanIds, { email }))).statusCode).toBe(201);
      const copy = newMails(ctx.dataDir, files).find((mail) => mail.subject === COPY_SUBJECT)!;
      const match = /\/ma-demande\?token=([^\s"<]+)/.exec(copy.text!);
      expect(match).not.toBeNull();
      expect(copy.text).toContain('Ma demande : voyez où en est chaque artisan');
      return { token: decodeURIComponent(match![1]!), email };
    }
    const suivi = (token: string, caller: Caller = 'visitor') =>
      as(caller, 'GET', `/api/demandes/suivi/${encodeURIComponent(token)}`);

    it('shows what was sent, when, to whom, and each artisan’s « traitée », never cached', async () => {
      const { token } = await linkOf([world.ownArtisanId, world.otherArtisanId]);
      const first = await suivi(token);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const body = first.json();
      expect(DemandeSuiviSchema.parse(body)).toEqual(body);
      expect(body).toMatchObject({ codePostal: '19100', message: MESSAGE });
      expect(body.artisans).toEqual([
        {
          id: world.ownArtisanId,
          entrepriseNom: 'Plomberie Test',
          traitee: false,
          dateTraitement: null,
          dateLecture: null,
        },
        {
          id: world.otherArtisanId,
          entrepriseNom: 'Autre Entreprise',
          traitee: false,
          dateTraitement: null,
          dateLecture: null,
        },
      ]);
      expect(body.dateRetrait).toBeNull();
      // Expires with the retention: about 12 months after it was sent.
      const months =
        (Date.parse(body.dateExpiration) - Date.parse(body.dateEnvoi)) / (30.44 * 24 * 3600 * 1000);
      expect(Math.round(months)).toBe(DEMANDE_LIMITS.retentionMonths);
      // Neither the visitor's e-mail nor any artisan's address is in it.
      expect(JSON.stringify(body)).not.toContain('@');

      // The artisan marks it handled: the page says so.
      const [row] = (await demandeRows(world.ownArtisanId))
        .filter((item) => item.message === MESSAGE)
        .slice(-1);
      expect((await as('artisan', 'PUT', `/api/demandes/${row!.id}`, { traitee: true })).statusCode).toBe(
        200,
      );
      const after = (await suivi(token)).json();
      expect(after.artisans[0]).toMatchObject({ traitee: true, dateTraitement: expect.any(String) });
      expect(after.artisans[1]).toMatchObject({ traitee: false });
    });

    it.each<Caller>(['visitor', 'particulier', 'artisan', 'other', 'admin', 'expired'])(
      'answers %s alike: the link is the key, whoever holds it',
      async (caller) => {
        const { token } = await linkOf([world.otherArtisanId]);
        expect((await suivi(token, caller)).statusCode).toBe(200);
      },
    );

    it('refuses an altered, unknown, malformed or over-long token with its French message', async () => {
      const { token } = await linkOf([world.otherArtisanId]);
      const [id, signature] = token.split('.');
      const altered = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [
        altered,
        `${Number(id) + 1000}.${signature}`,
        'pas-un-jeton',
        `1.${'A'.repeat(43)}`,
      ]) {
        const response = await suivi(bad);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(DEMANDE_SUIVI_MESSAGES.linkInvalid);
      }
      const long = await suivi('A'.repeat(DEMANDE_LIMITS.suiviTokenMax + 1));
      expect(long.statusCode).toBe(400);
      expect(JSON.stringify(long.json())).toContain(DEMANDE_SUIVI_MESSAGES.linkInvalid);
    });

    it('stops working once expired, and once its requests are deleted (the sweep then deletes the record)', async () => {
      const expiring = await linkOf([world.otherArtisanId]);
      const [expiringId] = expiring.token.split('.');
      await ctx.app.db
        .update(demandeSuivis)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(demandeSuivis.id, Number(expiringId)));
      expect((await suivi(expiring.token)).statusCode).toBe(404);

      const deleted = await linkOf([world.otherArtisanId]);
      const rows = (await demandeRows(world.otherArtisanId)).filter((row) => row.email === deleted.email);
      for (const row of rows)
        expect((await as('admin', 'DELETE', `/api/demandes/${row.id}`)).statusCode).toBe(204);
      expect((await suivi(deleted.token)).statusCode).toBe(404);

      const swept = await ctx.app.demandeRepository.sweep(DEMANDE_LIMITS.retentionMonths);
      expect(swept.suivis).toBeGreaterThanOrEqual(2);
      const [deletedId] = deleted.token.split('.');
      const left = await ctx.app.db
        .select({ id: demandeSuivis.id })
        .from(demandeSuivis)
        .where(inArray(demandeSuivis.id, [Number(expiringId), Number(deletedId)]));
      expect(left).toEqual([]);
    });

    /** The rows a « Ma demande » link names, in id order. */
    async function rowsOf(token: string) {
      const rows = await ctx.app.db
        .select()
        .from(demandes)
        .where(eq(demandes.suiviId, Number(token.split('.')[0])));
      return rows.sort((a, b) => a.id - b.id);
    }
    const withdraw = (token: string, caller: Caller = 'visitor') =>
      as(caller, 'POST', `/api/demandes/suivi/${encodeURIComponent(token)}/retrait`);

    it('shows « lue » once the artisan it went to displayed it, keeping the first date', async () => {
      const { token } = await linkOf([world.ownArtisanId, world.otherArtisanId]);
      const [own] = await rowsOf(token);
      const first = await as('artisan', 'POST', `/api/demandes/${own!.id}/lue`);
      expect(first.statusCode).toBe(200);
      const read = DemandeSchema.parse(first.json());
      expect(read).toMatchObject({ id: own!.id, dateLecture: expect.any(String), dateRetrait: null });
      const again = DemandeSchema.parse((await as('artisan', 'POST', `/api/demandes/${own!.id}/lue`)).json());
      expect(again.dateLecture).toBe(read.dateLecture);
      const body = DemandeSuiviSchema.parse((await suivi(token)).json());
      expect(body.artisans.map((artisan) => artisan.dateLecture)).toEqual([read.dateLecture, null]);
      // The inbox gives it too.
      const inbox = DemandeListSchema.parse(
        (await as('artisan', 'GET', `/api/artisan/${world.ownArtisanId}/demandes`)).json(),
      );
      expect(inbox.demandes.find((item) => item.id === own!.id)!.dateLecture).toBe(read.dateLecture);
    });

    it.each(RECIPIENT_ONLY)(
      'POST /api/demandes/{own}/lue as %s → %i (the artisan it was sent to only)',
      async (caller, status) => {
        const { token } = await linkOf([world.ownArtisanId]);
        const [row] = await rowsOf(token);
        const response = await as(caller, 'POST', `/api/demandes/${row!.id}/lue`);
        expect(response.statusCode).toBe(status);
        if (status === 403) expect(response.json().message).toBe(MESSAGES.forbidden);
        const [after] = await rowsOf(token);
        expect(after!.lueAt !== null).toBe(status === 200);
      },
    );

    it('answers 404 in French to « lue » of an unknown request, and 400 to a malformed id', async () => {
      const unknown = await as('artisan', 'POST', '/api/demandes/999999/lue');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: DEMANDE_MESSAGES.notFound });
      expect((await as('artisan', 'POST', '/api/demandes/abc/lue')).statusCode).toBe(400);
    });

    it('withdraws the request: each artisan is mailed once, its inbox says so, it can no longer be marked', async () => {
      const { token } = await linkOf([world.ownArtisanId, world.otherArtisanId]);
      const files = outboxFiles(ctx.dataDir);
      const response = await withdraw(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = DemandeSuiviSchema.parse(response.json());
      expect(body.dateRetrait).toEqual(expect.any(String));

      const mails = newMails(ctx.dataDir, files);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['artisan@example.fr', 'autre@example.fr'].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('Demande retirée par Jean Dupont via l’Annuaire des artisans');
        expect(mail.text).toContain(
          'Jean Dupont a retiré cette demande : elle n’attend plus de réponse de votre part.',
        );
        expect(mail.text).toContain('« Retirée par le particulier »');
        expect(mail.text).toContain(MESSAGE);
      }

      const [own] = await rowsOf(token);
      const inbox = DemandeListSchema.parse(
        (await as('artisan', 'GET', `/api/artisan/${world.ownArtisanId}/demandes`)).json(),
      );
      const listed = inbox.demandes.find((item) => item.id === own!.id)!;
      expect(listed.dateRetrait).toBe(body.dateRetrait);
      expect(inbox.nonTraitees).toBe(
        inbox.demandes.filter((item) => !item.traitee && item.dateRetrait === null).length,
      );
      const marked = await as('artisan', 'PUT', `/api/demandes/${own!.id}`, { traitee: true });
      expect(marked.statusCode).toBe(409);
      expect(marked.json()).toEqual({ message: DEMANDE_MESSAGES.retiree });
      expect((await rowsOf(token))[0]!.traitee).toBe(false);

      // Again: the same answer, the same date, and nobody is mailed twice.
      const files2 = outboxFiles(ctx.dataDir);
      const again = await withdraw(token);
      expect(again.statusCode).toBe(200);
      expect(again.json().dateRetrait).toBe(body.dateRetrait);
      expect(newMails(ctx.dataDir, files2)).toEqual([]);
      expect((await suivi(token)).json().dateRetrait).toBe(body.dateRetrait);
    });

    it.each<Caller>(['visitor', 'particulier', 'artisan', 'other', 'admin', 'expired'])(
      'lets %s withdraw with the link alone: the link is the key, whoever holds it',
      async (caller) => {
        const { token } = await linkOf([world.otherArtisanId]);
        expect((await withdraw(token, caller)).statusCode).toBe(200);
        expect((await rowsOf(token))[0]!.retireeAt).not.toBeNull();
      },
    );

    it('refuses to withdraw with an altered, unknown, expired, malformed or over-long link, and touches no other request', async () => {
      const { token } = await linkOf([world.otherArtisanId]);
      const other = await linkOf([world.otherArtisanId]);
      const [id, signature] = token.split('.');
      const altered = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      // The other request's id with this one's signature: no key to another request.
      const [otherId] = other.token.split('.');
      for (const bad of [
        altered,
        `${otherId}.${signature}`,
        `${Number(id) + 1000}.${signature}`,
        'pas-un-jeton',
      ]) {
        const response = await withdraw(bad);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(DEMANDE_SUIVI_MESSAGES.linkInvalid);
      }
      const long = await withdraw('A'.repeat(DEMANDE_LIMITS.suiviTokenMax + 1));
      expect(long.statusCode).toBe(400);
      expect(JSON.stringify(long.json())).toContain(DEMANDE_SUIVI_MESSAGES.linkInvalid);
      expect((await rowsOf(token))[0]!.retireeAt).toBeNull();
      expect((await rowsOf(other.token))[0]!.retireeAt).toBeNull();

      await ctx.app.db
        .update(demandeSuivis)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(demandeSuivis.id, Number(id)));
      expect((await withdraw(token)).statusCode).toBe(404);
      expect((await rowsOf(token))[0]!.retireeAt).toBeNull();
    });

    it('never counts a request withdrawn before it was handled as late in the figures', async () => {
      const userId = await insertUser(ctx.app, { email: 'retrait-figures@exemple.fr' });
      const artisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Peinture Retrait', userId });
      const { token } = await linkOf([artisanId]);
      await ctx.app.db
        .update(demandes)
        .set({ createdAt: sql`now() - interval '72 hours'` })
        .where(eq(demandes.suiviId, Number(token.split('.')[0])));
      await ctx.app.demandeRepository.sweep(DEMANDE_LIMITS.retentionMonths);
      const figures = async () =>
        (await ctx.app.db.select().from(artisans).where(eq(artisans.id, artisanId)))[0]!.demandesCount;
      expect(await figures()).toBe(1);
      expect((await withdraw(token)).statusCode).toBe(200);
      expect(await figures()).toBe(0);
    });

    it(`mails one follow-up ${DEMANDE_LIMITS.followUpDays} days later, never to a withdrawn request, whatever the instances`, async () => {
      const DAY = 24 * 3600 * 1000;
      const waiting = await linkOf([world.otherArtisanId]);
      const withdrawn = await linkOf([world.otherArtisanId]);
      expect((await withdraw(withdrawn.token)).statusCode).toBe(200);
      const followUpsTo = (mails: OutboxMail[], email: string) =>
        mails.filter((mail) => mail.to === email && mail.subject.startsWith('Avez-vous trouvé un artisan ?'));

      // Too early, then too late (a request from before the follow-up existed): nothing.
      let files = outboxFiles(ctx.dataDir);
      await ctx.app.demandeFollowUps(new Date(Date.now() + (DEMANDE_LIMITS.followUpDays - 1) * DAY));
      await ctx.app.demandeFollowUps(new Date(Date.now() + (DEMANDE_LIMITS.followUpMaxDays + 1) * DAY));
      expect(followUpsTo(newMails(ctx.dataDir, files), waiting.email)).toEqual([]);
      expect((await suivi(waiting.token)).json().relance).toBe(false);

      // A week later, two instances at the same moment: one mail, with the link to « Ma demande ».
      files = outboxFiles(ctx.dataDir);
      const due = new Date(Date.now() + (DEMANDE_LIMITS.followUpDays + 1) * DAY);
      await Promise.all([ctx.app.demandeFollowUps(due), ctx.app.demandeFollowUps(due)]);
      const mails = newMails(ctx.dataDir, files);
      const [mail, ...others] = followUpsTo(mails, waiting.email);
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Avez-vous trouvé un artisan ? – l’Annuaire des artisans');
      expect(mail!.text).toContain(
        `il y a ${DEMANDE_LIMITS.followUpDays} jours, vous avez envoyé cette demande`,
      );
      expect(mail!.text).toContain(`${PUBLIC_URL}/ma-demande?token=${encodeURIComponent(waiting.token)}`);
      expect(followUpsTo(mails, withdrawn.email)).toEqual([]);
      expect((await suivi(waiting.token)).json().relance).toBe(true);
      expect((await suivi(withdrawn.token)).json().relance).toBe(false);

      // Once only.
      files = outboxFiles(ctx.dataDir);
      await ctx.app.demandeFollowUps(new Date(due.getTime() + DAY));
      expect(followUpsTo(newMails(ctx.dataDir, files), waiting.email)).toEqual([]);

      // The retention still deletes everything, its follow-up with it.
      await ctx.app.db
        .update(demandes)
        .set({ createdAt: sql`now() - interval '13 months'` })
        .where(eq(demandes.suiviId, Number(waiting.token.split('.')[0])));
      await ctx.app.demandeRepository.sweep(DEMANDE_LIMITS.retentionMonths);
      expect(await rowsOf(waiting.token)).toEqual([]);
      expect((await suivi(waiting.token)).statusCode).toBe(404);
    });

    it('stores the nonce, never the token', async () => {
      const { token } = await linkOf([world.otherArtisanId]);
      const [id, signature] = token.split('.');
      const [record] = await ctx.app.db
        .select()
        .from(demandeSuivis)
        .where(eq(demandeSuivis.id, Number(id)));
      expect(JSON.stringify(record)).not.toContain(signature!);
    });
  });

  describe('authorization, cell by cell', () => {
    let ownDemandeId: number;
    beforeAll(async () => {
      [ownDemandeId] = await sendDemande([world.ownArtisanId]);
    });

    it.each<[Caller, number]>([
      ['visitor', 201],
      ['particulier', 201],
      ['artisan', 201],
      ['other', 201],
      ['admin', 201],
      ['expired', 201],
      ['revoked', 201],
    ])('POST /api/demandes as %s → %i (anyone may send a request)', async (caller, status) => {
      expect((await post(demande([world.ownArtisanId]), { headers: headers[caller] })).statusCode).toBe(
        status,
      );
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['expired', 401],
      ['revoked', 401],
      ['particulier', 403],
      ['other', 403],
      ['formerOwner', 403],
      ['artisan', 200],
      ['admin', 200],
    ])('GET /api/artisan/{own}/demandes as %s → %i', async (caller, status) => {
      const response = await as(caller, 'GET', `/api/artisan/${world.ownArtisanId}/demandes`);
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(DemandeListSchema.parse(response.json()).demandes.map((item) => item.id)).toContain(
          ownDemandeId,
        );
      } else {
        expect(response.json().message).toBe(
          status === 403
            ? MESSAGES.forbidden
            : caller === 'revoked'
              ? MESSAGES.sessionEnded
              : MESSAGES.unauthorized,
        );
      }
    });

    it.each(RECIPIENT_ONLY)(
      'PUT /api/demandes/{own} as %s → %i (the artisan it was sent to only)',
      async (caller, status) => {
        const response = await as(caller, 'PUT', `/api/demandes/${ownDemandeId}`, { traitee: false });
        expect(response.statusCode).toBe(status);
        if (status !== 200) {
          const [row] = await ctx.app.db.select().from(demandes).where(eq(demandes.id, ownDemandeId));
          expect(row!.traitee).toBe(false);
        }
      },
    );

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['expired', 401],
      ['revoked', 401],
      ['particulier', 403],
      ['artisan', 403],
      ['other', 403],
      ['admin', 200],
    ])('GET /api/demandes and /api/demandes/{id} as %s → %i', async (caller, status) => {
      expect((await as(caller, 'GET', '/api/demandes')).statusCode).toBe(status);
      const one = await as(caller, 'GET', `/api/demandes/${ownDemandeId}`);
      expect(one.statusCode).toBe(status);
      if (status === 200) expect(DemandeSchema.parse(one.json()).id).toBe(ownDemandeId);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['expired', 401],
      ['revoked', 401],
      ['particulier', 403],
      ['artisan', 403],
      ['other', 403],
      ['admin', 204],
    ])('DELETE /api/demandes/{id} as %s → %i', async (caller, status) => {
      const [id] = await sendDemande([world.ownArtisanId]);
      expect((await as(caller, 'DELETE', `/api/demandes/${id}`)).statusCode).toBe(status);
      expect(await demandeRows().then((rows) => rows.some((row) => row.id === id))).toBe(status !== 204);
    });

    it('answers 404 in French to what does not exist, and 400 to a malformed id', async () => {
      expect((await as('admin', 'GET', '/api/artisan/999999/demandes')).json()).toEqual({
        message: DEMANDE_MESSAGES.artisanNotFound,
      });
      for (const [caller, method, url, payload] of [
        ['artisan', 'PUT', '/api/demandes/999999', { traitee: true }],
        ['admin', 'GET', '/api/demandes/999999', undefined],
        ['admin', 'DELETE', '/api/demandes/999999', undefined],
      ] as const) {
        const response = await as(caller, method, url, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: DEMANDE_MESSAGES.notFound });
      }
      // An artisan asking for an unknown artisan's inbox is refused before anything is looked up.
      expect((await as('artisan', 'GET', '/api/artisan/999999/demandes')).statusCode).toBe(403);
      expect((await as('admin', 'GET', '/api/demandes/abc')).statusCode).toBe(400);
      expect((await as('artisan', 'PUT', `/api/demandes/${ownDemandeId}`, {})).json()).toEqual({
        message: DEMANDE_MESSAGES.traiteeRequired,
        errors: [{ path: 'traitee', message: DEMANDE_MESSAGES.traiteeRequired }],
      });
    });
  });

  describe('the inbox, « traitée » and the back office', () => {
    let artisanId: number;
    let owner: Record<string, string>;
    beforeAll(async () => {
      const userId = await insertUser(ctx.app, { email: 'boite@exemple.fr' });
      artisanId = await insertArtisan(ctx.app, { entrepriseNom: 'Électricité Boîte', userId });
      owner = bearer(ctx.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId });
    });
    const inbox = async () =>
      DemandeListSchema.parse(
        (await ctx.app.inject({ url: `/api/artisan/${artisanId}/demandes`, headers: owner })).json(),
      );
    const mark = (id: number, traitee: boolean) =>
      ctx.app.inject({ method: 'PUT', url: `/api/demandes/${id}`, headers: owner, payload: { traitee } });

    it('starts empty, with no figures', async () => {
      expect(await inbox()).toEqual({
        demandes: [],
        nonTraitees: 0,
        reactivite: { demandesCount: 0, delaiMedianHeures: null, repondRapidement: false },
      });
    });

    it('lists the requests newest first with every field and the unhandled count', async () => {
      const [first] = await sendDemande([artisanId], { nom: 'Premier', telephone: '' });
      const [second] = await sendDemande([artisanId], { nom: 'Second' });
      await ctx.app.db
        .update(demandes)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(demandes.id, first!));
      const list = await inbox();
      expect(list.demandes.map((item) => item.id)).toEqual([second, first]);
      expect(list.nonTraitees).toBe(2);
      expect(list.demandes[1]).toEqual({
        id: first,
        artisanId,
        nom: 'Premier',
        email: expect.stringMatching(/@exemple\.fr$/),
        telephone: null,
        codePostal: '19100',
        message: MESSAGE,
        dateEnvoi: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        traitee: false,
        dateTraitement: null,
        dateLecture: null,
        dateRetrait: null,
      });
      // Sent two hours ago and just now, handled neither: both unhandled, neither decided yet (no figures).
      expect(list.reactivite).toEqual({ demandesCount: 0, delaiMedianHeures: null, repondRapidement: false });
    });

    it('marks a request handled (the first date is kept), then not handled, recomputing the figures', async () => {
      const [older] = (await inbox()).demandes.slice(-1);
      const handled = await mark(older!.id, true);
      expect(handled.statusCode).toBe(200);
      const demande = DemandeSchema.parse(handled.json());
      expect(demande).toMatchObject({ id: older!.id, traitee: true, dateTraitement: expect.any(String) });
      // Sent two hours ago, handled now: about 120 minutes; the other (just sent, not handled) does not count yet.
      const [row] = await ctx.app.db
        .select({ count: artisans.demandesCount, median: artisans.delaiMedianMinutes })
        .from(artisans)
        .where(eq(artisans.id, artisanId));
      expect(row!.count).toBe(1);
      expect(row!.median).toBeGreaterThanOrEqual(120);
      expect(row!.median).toBeLessThanOrEqual(121);
      expect((await inbox()).nonTraitees).toBe(1);
      expect((await inbox()).reactivite.delaiMedianHeures).toBeCloseTo(row!.median! / 60, 5);

      const again = DemandeSchema.parse((await mark(older!.id, true)).json());
      expect(again.dateTraitement).toBe(demande.dateTraitement);

      const undone = DemandeSchema.parse((await mark(older!.id, false)).json());
      expect(undone).toMatchObject({ traitee: false, dateTraitement: null });
      // Unhandled again and two hours old: no longer decided, the figures are empty again.
      const list = await inbox();
      expect(list.nonTraitees).toBe(2);
      expect(list.reactivite).toEqual({ demandesCount: 0, delaiMedianHeures: null, repondRapidement: false });
    });

    it('counts per artisan, most recent request first, and reads one request (admin)', async () => {
      const [latest] = await sendDemande([artisanId]);
      const counts = DemandeCountListSchema.parse((await as('admin', 'GET', '/api/demandes')).json());
      expect(counts[0]).toEqual({
        artisanId,
        entrepriseNom: 'Électricité Boîte',
        total: 3,
        nonTraitees: 3,
        derniere: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const dates = counts.map((count) => count.derniere);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(counts.every((count) => count.total > 0)).toBe(true);
      expect(counts.some((count) => count.artisanId === world.ownArtisanId)).toBe(true);

      const one = await as('admin', 'GET', `/api/demandes/${latest}`);
      expect(DemandeSchema.parse(one.json())).toMatchObject({ id: latest, artisanId, nom: 'Jean Dupont' });
      expect(one.headers['cache-control']).toBe('private, no-store');
    });

    it('deletes a request (admin), its figures recomputed', async () => {
      const victim = (await inbox()).demandes[0]!.id;
      // Handled, it counts.
      expect((await mark(victim, true)).statusCode).toBe(200);
      const before = await inbox();
      expect(before.reactivite.demandesCount).toBe(1);
      expect((await as('admin', 'DELETE', `/api/demandes/${victim}`)).statusCode).toBe(204);
      const after = await inbox();
      expect(after.demandes.map((item) => item.id)).not.toContain(victim);
      expect(after.reactivite).toEqual({
        demandesCount: 0,
        delaiMedianHeures: null,
        repondRapidement: false,
      });
      expect(after.nonTraitees).toBe(before.nonTraitees);
      expect((await as('admin', 'GET', `/api/demandes/${victim}`)).statusCode).toBe(404);
    });
  });

  it('documents each route in /api/openapi.json: tag, French summary, who may call it', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
    }>();
    for (const [route, method, guarded] of [
      ['/api/demandes', 'post', false],
      ['/api/demandes', 'get', true],
      ['/api/demandes/{id}', 'get', true],
      ['/api/demandes/{id}', 'put', true],
      ['/api/demandes/{id}', 'delete', true],
      ['/api/artisan/{artisanId}/demandes', 'get', true],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect({ route, method, tags: operation?.tags }).toEqual({ route, method, tags: ['demandes'] });
      expect(operation?.summary).toMatch(/[a-zé]/);
      expect({ route, method, guarded: (operation?.security ?? []).length > 0 }).toEqual({
        route,
        method,
        guarded,
      });
    }
    expect(document.paths['/api/demandes/{id}']!.put!.summary).toMatch(/artisan à qui elle a été envoyée/);
  });

  describe('the public profile', () => {
    const publicOf = async (id: number) => {
      const response = await ctx.app.inject({ url: `/api/artisan/${id}` });
      expect(response.statusCode).toBe(200);
      return { body: response.body, artisan: ArtisanPublicSchema.parse(response.json()) };
    };
    /** A new artisan with an account: « traitée » as its owner, and its inbox. */
    async function ownedArtisan(entrepriseNom: string, accountEmail?: string) {
      const userId = await insertUser(ctx.app, accountEmail ? { email: accountEmail } : {});
      const artisanId = await insertArtisan(ctx.app, { entrepriseNom, userId });
      const owner = bearer(ctx.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId });
      const handle = async (id: number) =>
        (
          await ctx.app.inject({
            method: 'PUT',
            url: `/api/demandes/${id}`,
            headers: owner,
            payload: { traitee: true },
          })
        ).statusCode;
      const inbox = async () =>
        DemandeListSchema.parse(
          (await ctx.app.inject({ url: `/api/artisan/${artisanId}/demandes`, headers: owner })).json(),
        );
      return { artisanId, handle, inbox, owner };
    }
    /** Sent `hours` hours ago (written in SQL: the stored figures are left as they were). */
    const backDate = (ids: number[], hours: number) =>
      ctx.app.db
        .update(demandes)
        .set({ createdAt: sql`now() - ${hours}::int * interval '1 hour'` })
        .where(inArray(demandes.id, ids));

    it('never holds the hidden account’s e-mail or phone, nor any visitor’s data, even after requests', async () => {
      const visitor = {
        nom: 'Visiteuse Secrète',
        email: 'visiteuse.secrete@exemple.fr',
        telephone: '0677665544',
        message: 'Message confidentiel pour la toiture de la grange.',
      };
      expect((await post(demande([hiddenId], visitor))).statusCode).toBe(201);
      const { body, artisan } = await publicOf(hiddenId);
      expect(artisan).toMatchObject({ telephone: null, email: null, personnalDataToShow: 'NOTHING' });
      for (const secret of ['discret@exemple.fr', '0699887766', ...Object.values(visitor)]) {
        expect(body).not.toContain(secret);
      }
      for (const url of ['/api/artisan/artisans', '/api/artisan/map', `/api/note/artisan/${hiddenId}`]) {
        const list = await ctx.app.inject({ url });
        for (const secret of ['discret@exemple.fr', '0699887766', ...Object.values(visitor)]) {
          expect(list.body).not.toContain(secret);
        }
      }
    });

    it('shows « Répond rapidement » from the stored figures, at once despite the cached answer and page', async () => {
      const { artisanId, handle } = await ownedArtisan('Plâtrerie Rapide');
      const pageKey = `page:/artisan/${artisanId}:|public`;
      const otherPageKey = `page:/artisan/${world.ownArtisanId}:|public`;
      const cachedPage = (key: string) => ctx.app.hotCache.get(key, async () => 'rendu à nouveau');

      for (let index = 0; index < DEMANDE_LIMITS.fastReplyMinRequests - 1; index += 1) {
        const [id] = await sendDemande([artisanId]);
        expect(await handle(id!)).toBe(200);
      }
      // Four handled at once: not enough requests yet. The answer and a rendered page are now kept.
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);
      await ctx.app.hotCache.get(pageKey, async () => 'page gardée');
      await ctx.app.hotCache.get(otherPageKey, async () => 'autre page gardée');

      // The fifth, just received: it does not count until handled, no figure changed, nothing is made stale.
      const [fifth] = await sendDemande([artisanId]);
      expect(await cachedPage(pageKey)).toBe('page gardée');
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);
      // Handled at once too: the badge, despite the kept answer and page.
      expect(await handle(fifth!)).toBe(200);
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(true);
      expect(await cachedPage(pageKey)).toBe('rendu à nouveau');
      expect(await cachedPage(otherPageKey)).toBe('autre page gardée');

      // Three of the five had in fact waited 49 hours: the median is over 48 h, the badge goes.
      await ctx.app.db.execute(sql`UPDATE demandes SET created_at = traitee_at - interval '49 hours'
        WHERE id IN (SELECT id FROM demandes WHERE artisan_id = ${artisanId} ORDER BY id LIMIT 3)`);
      await ctx.app.hotCache.get(pageKey, async () => 'page gardée');
      // Any write recomputes them (here the same « traitée » again, which keeps its date).
      expect(await handle(fifth!)).toBe(200);
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);
      expect(await cachedPage(pageKey)).toBe('rendu à nouveau');
      const [row] = await ctx.app.db
        .select({ count: artisans.demandesCount, median: artisans.delaiMedianMinutes })
        .from(artisans)
        .where(eq(artisans.id, artisanId));
      expect(row).toEqual({ count: 5, median: 49 * 60 });
    });

    it('leaves the badge off while the fifth request waits unhandled, and shows it once five are handled within 48 h', async () => {
      const { artisanId, handle, inbox } = await ownedArtisan('Carrelage Patient');
      const ids: number[] = [];
      for (let index = 0; index < DEMANDE_LIMITS.fastReplyMinRequests; index += 1) {
        ids.push((await sendDemande([artisanId]))[0]!);
      }
      // Five received, none handled: every one is unhandled, none is decided yet.
      expect(await inbox()).toMatchObject({
        nonTraitees: 5,
        reactivite: { demandesCount: 0, delaiMedianHeures: null, repondRapidement: false },
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);

      for (const id of ids.slice(0, -1)) expect(await handle(id)).toBe(200);
      // Four handled within moments; the fifth, just received and unhandled, does not count: no badge.
      expect(await inbox()).toMatchObject({
        nonTraitees: 1,
        reactivite: { demandesCount: 4, delaiMedianHeures: 0, repondRapidement: false },
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);

      // The fifth handled too, within moments: five, a median under 48 h, the badge.
      expect(await handle(ids.at(-1)!)).toBe(200);
      expect(await inbox()).toMatchObject({
        nonTraitees: 0,
        reactivite: { demandesCount: 5, delaiMedianHeures: 0, repondRapidement: true },
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(true);
    });

    it('never counts the requests an artisan sends itself, from its account’s e-mail or signed in as itself', async () => {
      const { artisanId, handle, inbox, owner } = await ownedArtisan(
        'Peinture Égocentrique',
        'ego@exemple.fr',
      );
      const files = outboxFiles(ctx.dataDir);
      const own: number[] = [];
      // From the account's e-mail, however written, on four days (once a day to the same artisan).
      for (const email of ['ego@exemple.fr', 'EGO@Exemple.fr', ' ego@exemple.fr', 'ego+1@exemple.fr']) {
        const ids = await sendDemande([artisanId], { email });
        await backDate(ids, 25);
        own.push(...ids);
      }
      // Signed in as the artisan, from any other e-mail (a session is no error on this public route).
      for (let index = 0; index < DEMANDE_LIMITS.fastReplyMinRequests; index += 1) {
        const before = new Set((await demandeRows(artisanId)).map((row) => row.id));
        expect((await post(demande([artisanId]), { headers: owner })).statusCode).toBe(201);
        own.push(...(await demandeRows(artisanId)).filter((row) => !before.has(row.id)).map((row) => row.id));
      }
      expect(own).toHaveLength(4 + DEMANDE_LIMITS.fastReplyMinRequests);
      for (const id of own) expect(await handle(id)).toBe(200);
      // Relayed like any other (one mail each), never counted.
      expect(toArtisans(newMails(ctx.dataDir, files))).toHaveLength(own.length);
      const rows = await demandeRows(artisanId);
      expect(rows.map((row) => row.envoyeeParArtisan)).toEqual(rows.map(() => true));
      expect((await inbox()).reactivite).toEqual({
        demandesCount: 0,
        delaiMedianHeures: null,
        repondRapidement: false,
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);

      // Another artisan signed in writing to this one is a sender like any other.
      const [fromOther] = await (async () => {
        const before = new Set((await demandeRows(artisanId)).map((row) => row.id));
        expect((await post(demande([artisanId]), { headers: headers.other })).statusCode).toBe(201);
        return (await demandeRows(artisanId)).filter((row) => !before.has(row.id));
      })();
      expect(fromOther!.envoyeeParArtisan).toBe(false);
    });

    it(`needs requests from ${DEMANDE_LIMITS.fastReplyMinSenders} distinct senders: one person’s requests never earn the badge`, async () => {
      const { artisanId, handle, inbox } = await ownedArtisan('Menuiserie Solitaire');
      const senders = Array.from({ length: DEMANDE_LIMITS.fastReplyMinSenders }, () => nextEmail());
      const lone = senders[0]!;
      // One sender, five requests over five days (once a day to the same artisan), each handled at once.
      for (let index = 0; index < DEMANDE_LIMITS.fastReplyMinRequests; index += 1) {
        const [id] = await sendDemande([artisanId], { email: index % 2 ? lone.toUpperCase() : lone });
        await backDate([id!], 25);
        expect(await handle(id!)).toBe(200);
      }
      expect((await inbox()).reactivite).toMatchObject({ demandesCount: 5, repondRapidement: false });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);

      // Every sender but one more: still short of the senders needed.
      for (const email of senders.slice(1, -1)) {
        const [id] = await sendDemande([artisanId], { email });
        expect(await handle(id!)).toBe(200);
      }
      expect((await inbox()).reactivite.repondRapidement).toBe(false);
      const [last] = await sendDemande([artisanId], { email: senders.at(-1)! });
      expect(await handle(last!)).toBe(200);
      expect((await inbox()).reactivite).toMatchObject({
        demandesCount: DEMANDE_LIMITS.fastReplyMinRequests + DEMANDE_LIMITS.fastReplyMinSenders - 1,
        repondRapidement: true,
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(true);
      const [row] = await ctx.app.db
        .select({ senders: artisans.demandesExpediteurs, pertinence: artisans.pertinence })
        .from(artisans)
        .where(eq(artisans.id, artisanId));
      expect(row!.senders).toBe(DEMANDE_LIMITS.fastReplyMinSenders);
    });

    it('counts a request unhandled for over 48 h with its age (the daily sweep recomputes it): late ones take the badge away', async () => {
      const { artisanId, handle, inbox } = await ownedArtisan('Charpente Lente');
      const [late] = await sendDemande([artisanId]);
      // Unhandled for 47 h: not decided yet, the sweep changes nothing.
      await backDate([late!], 47);
      expect((await ctx.app.retentionSweep())!.changed).not.toContain(artisanId);
      expect((await inbox()).reactivite).toEqual({
        demandesCount: 0,
        delaiMedianHeures: null,
        repondRapidement: false,
      });
      // Unhandled for 49 h: it counts, with its age.
      await backDate([late!], 49);
      expect((await ctx.app.retentionSweep())!.changed).toContain(artisanId);
      expect(await inbox()).toMatchObject({
        nonTraitees: 1,
        reactivite: { demandesCount: 1, delaiMedianHeures: 49, repondRapidement: false },
      });

      // Five more handled within moments: 0, 0, 0, 0, 0 and 49 h, a median of 0, the badge.
      for (let index = 0; index < DEMANDE_LIMITS.fastReplyMinRequests; index += 1) {
        const [id] = await sendDemande([artisanId]);
        expect(await handle(id!)).toBe(200);
      }
      expect((await inbox()).reactivite).toEqual({
        demandesCount: 6,
        delaiMedianHeures: 0,
        repondRapidement: true,
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(true);

      // Five more left unhandled: all counted as unhandled, none in the figures while they are fresh.
      const waiting: number[] = [];
      for (let index = 0; index < 5; index += 1) waiting.push((await sendDemande([artisanId]))[0]!);
      expect(await inbox()).toMatchObject({
        nonTraitees: 6,
        reactivite: { demandesCount: 6, delaiMedianHeures: 0, repondRapidement: true },
      });
      // Two days later, still unhandled: six of eleven waited 49 h, the median is 49 h, over 48 h: no badge, at once
      // despite the kept answer.
      await backDate(waiting, 49);
      expect((await ctx.app.retentionSweep())!.changed).toContain(artisanId);
      expect(await inbox()).toMatchObject({
        nonTraitees: 6,
        reactivite: { demandesCount: 11, delaiMedianHeures: 49, repondRapidement: false },
      });
      expect((await publicOf(artisanId)).artisan.repondRapidement).toBe(false);
    });
  });
});
