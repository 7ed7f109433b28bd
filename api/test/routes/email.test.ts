// /api/artisan/email/* (contact, join, password reset request), PUT /api/user/pwd and GET /api/messages: storage
// before mailing, retries after a mail failure, honeypot, rate limits, and the reset link's checks.
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { MESSAGE_TEXTS, StoredMessageListSchema } from '@annuaire/shared/contract/message';
import { buildResetLink, deriveResetKey } from '../../src/auth/reset-link';
import { JSON_TEXT_MESSAGE } from '../../src/plugins/json-body';
import type { MailInput } from '../../src/plugins/mailer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { spyOnMails } from '../helpers/mail-spy';
import { FIXTURE } from '../helpers/fixture';
import { eventually, insertPeople, login, type People } from '../helpers/fixture-people';

const contact = {
  nom: 'Jeanne Client',
  email: 'jeanne@example.fr',
  tel: '0601020304',
  role: 'Particulier',
  message: 'Bonjour, je cherche un plombier <b>rapidement</b>.',
};
/** A join request; specialiteId, 0 here, is set to a trade of the fixture before the tests (see withTrade). */
const join = {
  nom: 'Durand',
  prenom: 'Paul',
  email: 'paul@example.fr',
  phone: '0611111111',
  entrepriseNom: 'Durand Couverture',
  siret: '73282932000074',
  specialiteId: 0,
  ville: 'Brive-la-Gaillarde',
  message: 'Je suis couvreur.',
};
const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';
let metier = '';
/** A payload built from `join` when the tests were declared, with the fixture's trade in place of the 0 it had then. */
const withTrade = (payload: object) =>
  'specialiteId' in payload && payload.specialiteId === 0
    ? { ...payload, specialiteId: join.specialiteId }
    : payload;

let ipCounter = 1;
/** A fresh client address per test, so that the rate limits of one test do not reach the next. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe('/api/artisan/email and /api/user/pwd', () => {
  let ctx: TestApp;
  let people: People;
  let sent: MailInput[];
  let sendSpy: jest.SpyInstance;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { CONTACT_EMAIL: 'equipe@annuaire.example', PUBLIC_URL: 'https://annuaire.example' },
    });
    people = await insertPeople(ctx.app);
    const [trade] = await ctx.app.specialiteRepository.list();
    join.specialiteId = trade!.id;
    metier = trade!.metier;
  });
  beforeEach(() => {
    ({ sent, spy: sendSpy } = spyOnMails(ctx.app));
  });
  afterEach(() => sendSpy.mockRestore());
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object, ip = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: `/api/artisan/email/${url}`, payload, remoteAddress: ip });
  const messages = async () =>
    StoredMessageListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: people.admin.headers })).json(),
    );
  const outbox = () => {
    const folder = path.join(ctx.dataDir, 'outbox');
    return fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith('.eml')) : [];
  };

  describe('contact (support) and join (register)', () => {
    it('stores a contact message, mails it to CONTACT_EMAIL as an .eml file, and marks it SENT', async () => {
      const filesBefore = outbox().length;
      const response = await post('support', { ...contact, website: '' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Message envoyé avec succès !' });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: 'equipe@annuaire.example', replyTo: 'jeanne@example.fr' });
      expect(sent[0]!.text).toContain(contact.message);
      expect(sent[0]!.html).toContain('&lt;b&gt;rapidement&lt;/b&gt;');
      expect(outbox()).toHaveLength(filesBefore + 1);

      const [latest] = await messages();
      expect(latest).toMatchObject({
        kind: 'CONTACT',
        status: 'SENT',
        attempts: 1,
        payload: contact,
        sentAt: expect.any(String),
      });
      expect(latest!.payload).not.toHaveProperty('website');
    });

    it('accepts a phone typed with spaces, dots or +33 and stores its digits (issue 22)', async () => {
      expect((await post('support', { ...contact, tel: '+33 6 01.02.03.04' })).statusCode).toBe(201);
      const [latestContact] = await messages();
      expect(latestContact!.payload).toMatchObject({ tel: '0601020304' });
      expect((await post('register', { ...join, phone: '06 11 11 11 11' })).statusCode).toBe(201);
      const [latestJoin] = await messages();
      expect(latestJoin!.payload).toMatchObject({ phone: '0611111111' });
      // Ten characters once trimmed is the shortest contact message.
      expect((await post('support', { ...contact, message: ' 1234567890 ' })).statusCode).toBe(201);
    });

    it('stores and mails a join request (message optional)', async () => {
      const { message: _message, ...withoutMessage } = join;
      const response = await post('register', withoutMessage);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: MESSAGES.messageSent });
      expect(sent[0]!.subject).toBe('[Nous rejoindre] Demande de Paul Durand');
      const [latest] = await messages();
      expect(latest).toMatchObject({ kind: 'JOIN', status: 'SENT', payload: withoutMessage });
    });

    it('stores the company, the SIRET as digits, the trade with its name and the town, and mails them', async () => {
      const response = await post('register', { ...join, siret: '732 829 320 00074', ville: ' Tulle ' });
      expect(response.statusCode).toBe(201);
      const [latest] = await messages();
      expect(latest!.payload).toEqual({
        ...join,
        siret: '73282932000074',
        ville: 'Tulle',
        metier,
      });
      expect(sent[0]!.text).toContain(
        `Entreprise : Durand Couverture\nSIRET : 73282932000074\nMétier : ${metier}\nVille : Tulle`,
      );
    });

    it.each([
      ['support', { ...contact, nom: '' }, 'nom', 'Le nom est obligatoire.'],
      ['support', { ...contact, email: 'pas-un-mail' }, 'email', MESSAGES.emailInvalid],
      ['support', { ...contact, tel: ' ' }, 'tel', 'Le téléphone est obligatoire.'],
      ['support', { ...contact, role: 'Roi' }, 'role', 'Veuillez choisir un rôle.'],
      ['support', { ...contact, message: '' }, 'message', 'Le message est obligatoire.'],
      ['register', { ...join, prenom: undefined }, 'prenom', 'Le prénom est obligatoire.'],
      ['register', { ...join, phone: '' }, 'phone', 'Le téléphone est obligatoire.'],
      ['register', { ...join, email: undefined }, 'email', MESSAGES.emailInvalid],
      // Issue 22: SPEC 5's phone rule on every phone field, and a contact message one can answer.
      ['support', { ...contact, tel: 'abc' }, 'tel', MESSAGES.phoneInvalid],
      ['support', { ...contact, tel: '06 01 02' }, 'tel', MESSAGES.phoneInvalid],
      ['support', { ...contact, tel: `06${' '.repeat(30)}01020304` }, 'tel', MESSAGES.phoneInvalid],
      ['support', { ...contact, message: 'x' }, 'message', MESSAGE_TEXTS.messageTooShort],
      ['support', { ...contact, message: ' 123456789 ' }, 'message', MESSAGE_TEXTS.messageTooShort],
      ['support', { ...contact, message: 'x'.repeat(5001) }, 'message', MESSAGE_TEXTS.messageTooLong],
      ['register', { ...join, phone: 'abc' }, 'phone', MESSAGES.phoneInvalid],
      ['register', { ...join, phone: '+33 6' }, 'phone', MESSAGES.phoneInvalid],
      ['register', { ...join, message: 'x'.repeat(5001) }, 'message', MESSAGE_TEXTS.messageTooLong],
      // The company, SIRET, trade and town the join form asks for: required, bounded, a SIRET with its Luhn key.
      [
        'register',
        { ...join, entrepriseNom: undefined },
        'entrepriseNom',
        MESSAGE_TEXTS.entrepriseNomRequired,
      ],
      [
        'register',
        { ...join, entrepriseNom: 'x'.repeat(201) },
        'entrepriseNom',
        MESSAGE_TEXTS.entrepriseNomTooLong,
      ],
      ['register', { ...join, siret: '' }, 'siret', MESSAGE_TEXTS.siretRequired],
      ['register', { ...join, siret: '73282932000075' }, 'siret', SIRET_INVALID],
      ['register', { ...join, siret: '1234' }, 'siret', SIRET_INVALID],
      ['register', { ...join, siret: '7'.repeat(21) }, 'siret', MESSAGE_TEXTS.siretTooLong],
      ['register', { ...join, specialiteId: undefined }, 'specialiteId', MESSAGE_TEXTS.specialiteRequired],
      ['register', { ...join, specialiteId: 'plombier' }, 'specialiteId', MESSAGE_TEXTS.specialiteRequired],
      ['register', { ...join, specialiteId: 999999 }, 'specialiteId', MESSAGE_TEXTS.specialiteUnknown],
      ['register', { ...join, ville: '  ' }, 'ville', MESSAGE_TEXTS.villeRequired],
      ['register', { ...join, ville: 'x'.repeat(101) }, 'ville', MESSAGE_TEXTS.villeTooLong],
    ])('%s: validates the payload %#', async (url, payload, field, message) => {
      const count = (await messages()).length;
      const response = await post(url, withTrade(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path: field, message }] });
      expect(await messages()).toHaveLength(count);
      expect(sent).toHaveLength(0);
    });

    // Found by the fuzz suite: the stored payload is jsonb, which refuses NUL and lone surrogates (500 before).
    it.each([
      ['support', { ...contact, nom: 'Jeanne\u0000' }],
      ['support', { ...contact, message: 'Bonjour \uD800' }],
      ['register', { ...join, prenom: '\uDC00Paul' }],
    ])('%s: answers 400 to text PostgreSQL cannot store, nothing stored or sent %#', async (url, payload) => {
      const count = (await messages()).length;
      const response = await post(url, withTrade(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: JSON_TEXT_MESSAGE });
      expect(await messages()).toHaveLength(count);
      expect(sent).toHaveLength(0);
    });

    it.each(['support', 'register'])(
      '%s: a filled honeypot gets the same answer, nothing stored or sent',
      async (url) => {
        const count = (await messages()).length;
        const files = outbox().length;
        const response = await post(url, {
          ...(url === 'support' ? contact : join),
          website: 'http://spam.example',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ message: MESSAGES.messageSent });
        expect(await messages()).toHaveLength(count);
        expect(sent).toHaveLength(0);
        expect(outbox()).toHaveLength(files);
      },
    );

    it('keeps a message whose mail fails (FAILED, attempts, last error), answers success, and retries it', async () => {
      sendSpy.mockRejectedValueOnce(new Error('SMTP indisponible'));
      const errorLog = jest.spyOn(ctx.app.log, 'error');
      const response = await post('support', { ...contact, nom: 'Échec Temporaire' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: MESSAGES.messageSent });

      const [listed] = await messages();
      expect(listed).toMatchObject({ status: 'FAILED', attempts: 1, sentAt: null });
      expect(errorLog).toHaveBeenCalled();
      // The log names the message, never its content.
      expect(JSON.stringify(errorLog.mock.calls)).not.toContain('jeanne@example.fr');
      errorLog.mockRestore();

      await ctx.app.messageOutbox.retryPending();
      const [retried] = await messages();
      expect(retried).toMatchObject({
        id: listed!.id,
        status: 'SENT',
        attempts: 2,
        sentAt: expect.any(String),
      });
      const attempts = () =>
        sendSpy.mock.calls.filter(([mail]) => (mail as MailInput).subject.includes('Échec Temporaire'));
      expect(attempts()).toHaveLength(2);
      // Nothing left to retry, and a retry does not send a SENT message again.
      await ctx.app.messageOutbox.retryPending();
      expect(attempts()).toHaveLength(2);
    });

    it('keeps retrying a message while the mail keeps failing', async () => {
      sendSpy.mockRejectedValue(new Error('SMTP toujours indisponible'));
      await post('register', { ...join, nom: 'Persistant' });
      await ctx.app.messageOutbox.retryPending();
      await ctx.app.messageOutbox.retryPending();
      const [listed] = await messages();
      expect(listed).toMatchObject({ status: 'FAILED', attempts: 3 });
      sendSpy.mockRestore();
      await ctx.app.messageOutbox.retryPending();
      expect((await messages())[0]).toMatchObject({ status: 'SENT', attempts: 4 });
    });

    it.each(['support', 'register', 'reset-password'])(
      '%s: rate limited to 5 per 10 minutes per address',
      async (url) => {
        const ip = nextIp();
        const payload =
          url === 'support' ? contact : url === 'register' ? join : { email: 'personne@example.fr' };
        for (let i = 0; i < 5; i += 1) expect((await post(url, payload, ip)).statusCode).toBeLessThan(300);
        const limited = await post(url, payload, ip);
        expect(limited.statusCode).toBe(429);
        // The window is ten minutes: the message says so (the spec's « une minute » is for the login's).
        expect(limited.json()).toEqual({
          message: 'Trop de tentatives. Veuillez réessayer dans 10 minutes.',
        });
        expect((await post(url, payload, nextIp())).statusCode).toBeLessThan(300);
      },
    );
  });

  it('documents every people route in /api/openapi.json with tags and a French summary', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    }>();
    const find = (route: string) => document.paths[route] ?? document.paths[`${route}/`];
    for (const [route, method, tag] of [
      ['/api/artisan/email/support', 'post', 'messages'],
      ['/api/artisan/email/register', 'post', 'messages'],
      ['/api/artisan/email/reset-password', 'post', 'comptes'],
      ['/api/messages', 'get', 'messages'],
      ['/api/messages/dashboard', 'get', 'messages'],
      ['/api/messages/{id}', 'put', 'messages'],
      ['/api/particulier', 'post', 'particuliers'],
      ['/api/particulier', 'get', 'particuliers'],
      ['/api/particulier/{id}', 'get', 'particuliers'],
      ['/api/note', 'post', 'notes'],
      ['/api/note/artisan/{artisanId}', 'get', 'notes'],
      ['/api/note/{id}', 'delete', 'notes'],
    ] as const) {
      const operation = find(route)?.[method];
      expect({ route, method, tags: operation?.tags }).toEqual({ route, method, tags: [tag] });
      expect(operation?.summary).toMatch(/[a-zé]/);
    }
  });

  describe('GET /api/messages', () => {
    it('is admin-only', async () => {
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/messages' });
      expect(anonymous.statusCode).toBe(401);
      const artisan = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages',
        headers: people.artisan.headers,
      });
      expect(artisan.statusCode).toBe(403);
      expect(artisan.json()).toEqual({ message: MESSAGES.forbidden });
    });

    it('lists newest first', async () => {
      await post('support', { ...contact, nom: 'Premier' });
      await post('support', { ...contact, nom: 'Second' });
      const [second, first] = await messages();
      expect(second!.payload.nom).toBe('Second');
      expect(first!.payload.nom).toBe('Premier');
    });
  });

  describe('password reset', () => {
    const resetKey = () => deriveResetKey(ctx.config.jwtSecret);
    const put = (payload: object, ip = nextIp()) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/pwd', payload, remoteAddress: ip });

    async function requestLink(email: string): Promise<URL> {
      const response = await post('reset-password', { email });
      expect(response.statusCode).toBe(200);
      let mail: MailInput | undefined;
      await eventually(() => {
        mail = sent.find((item) => item.to === email.toLowerCase());
        expect(mail).toBeDefined();
      });
      const link = /https:\/\/\S+/.exec(mail!.text)![0];
      return new URL(link);
    }
    const fromLink = (url: URL, newPassword: string) => ({
      email: url.searchParams.get('email'),
      timestamp: url.searchParams.get('timestamp'),
      hash: url.searchParams.get('hash'),
      newPassword,
    });

    it('answers the same whether or not the address exists, and mails only an existing one', async () => {
      const known = await post('reset-password', { email: 'Artisan2@Example.fr' });
      const unknown = await post('reset-password', { email: 'inconnu@example.fr' });
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Un e-mail de réinitialisation a été envoyé !' });
      }
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      await eventually(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({
        to: 'artisan2@example.fr',
        subject: 'Réinitialisation de votre mot de passe',
      });
      expect(sent[0]!.text).toMatch(
        /https:\/\/annuaire\.example\/reset-password\?email=artisan2%40example\.fr&timestamp=\d+&hash=[\w-]{43}\b/,
      );
      // The mail names the account's username: it answers « Identifiant oublié ? » too.
      expect(sent[0]!.text).toContain('Votre nom d’utilisateur : artisan2 (');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toHaveLength(1);
    });

    it('validates the e-mail and ignores a filled honeypot', async () => {
      const invalid = await post('reset-password', { email: 'pas-un-mail' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(MESSAGES.emailInvalid);
      const bot = await post('reset-password', { email: 'artisan2@example.fr', website: 'x' });
      expect(bot.statusCode).toBe(200);
      expect(bot.json()).toEqual({ message: MESSAGES.resetMailSent });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toHaveLength(0);
    });

    it('sets the new password from the link, which then stops working (reused)', async () => {
      const link = await requestLink('artisan2@example.fr');
      const response = await put(fromLink(link, 'Nouveau@2025'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Mot de passe réinitialisé avec succès.' });
      await expect(login(ctx.app, { username: 'artisan2', password: 'Nouveau@2025' })).resolves.toBeTruthy();
      await expect(login(ctx.app, { username: 'artisan2', password: 'Artisan2@2024' })).rejects.toThrow();

      const reused = await put(fromLink(link, 'Encore@2025'));
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: MESSAGES.resetFailed });
      await expect(login(ctx.app, { username: 'artisan2', password: 'Nouveau@2025' })).resolves.toBeTruthy();
    });

    it('lets only one of two concurrent uses of a link succeed', async () => {
      const link = await requestLink('admin@example.fr');
      const [a, b] = await Promise.all([
        put(fromLink(link, 'Premier@2025')),
        put(fromLink(link, 'Second@2025')),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      const winner = a.statusCode === 200 ? 'Premier@2025' : 'Second@2025';
      await expect(login(ctx.app, { username: 'admin', password: winner })).resolves.toBeTruthy();
    });

    it('refuses a tampered link: hash, e-mail or timestamp changed', async () => {
      const link = await requestLink('artisan@example.fr');
      const valid = fromLink(link, 'Tamper@2025');
      const hash = valid.hash!;
      const flipped = `${hash.slice(0, -2)}${hash.at(-2) === 'A' ? 'B' : 'A'}${hash.at(-1)}`;
      for (const payload of [
        { ...valid, hash: flipped },
        { ...valid, hash: hash.slice(0, -1) },
        { ...valid, hash: 'x' },
        { ...valid, email: 'artisan2@example.fr' },
        { ...valid, timestamp: String(Number(valid.timestamp) - 1) },
      ]) {
        const response = await put(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.resetFailed });
      }
      await expect(login(ctx.app, FIXTURE.artisan)).resolves.toBeTruthy();
      // The untouched link still works.
      expect((await put(valid)).statusCode).toBe(200);
    });

    it('refuses an expired link (over one hour) and one from the future', async () => {
      const account = (await ctx.app.userRepository.findResetAccount('artisan2@example.fr'))!;
      const hourAndASecondAgo = Date.now() - 60 * 60 * 1000 - 1000;
      const expired = new URL(
        buildResetLink('https://annuaire.example', resetKey(), account, hourAndASecondAgo),
      );
      const response = await put(fromLink(expired, 'Expire@2025'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.resetFailed });

      const future = new URL(
        buildResetLink('https://annuaire.example', resetKey(), account, Date.now() + 10 * 60_000),
      );
      expect((await put(fromLink(future, 'Futur@2025'))).statusCode).toBe(400);

      const almostAnHour = new URL(
        buildResetLink('https://annuaire.example', resetKey(), account, Date.now() - 59 * 60 * 1000),
      );
      expect((await put(fromLink(almostAnHour, 'Limite@2025'))).statusCode).toBe(200);
    });

    it('refuses an unknown e-mail, and a weak password with the policy message without using up the link', async () => {
      const unknown = await put({
        email: 'inconnu@example.fr',
        timestamp: Date.now(),
        hash: 'a'.repeat(43),
        newPassword: 'Valide@2025',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: MESSAGES.resetFailed });

      const real = await requestLink('artisan2@example.fr');
      const short = await put(fromLink(real, 'Ab@1'));
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(MESSAGES.passwordTooShort);
      const weak = await put(fromLink(real, 'faiblesse1'));
      expect(weak.json().message).toBe(MESSAGES.passwordPolicy);
      expect((await put(fromLink(real, 'Fort@2025x'))).statusCode).toBe(200);
      await expect(login(ctx.app, { username: 'artisan2', password: 'Fort@2025x' })).resolves.toBeTruthy();
    });

    it('answers a missing hash or timestamp with a French 400', async () => {
      const response = await put({ email: 'artisan2@example.fr', newPassword: 'Valide@2025' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(
        expect.arrayContaining(['timestamp', 'hash']),
      );
    });

    it('rate limits PUT /api/user/pwd per address', async () => {
      const ip = nextIp();
      const payload = { email: 'x@example.fr', timestamp: Date.now(), hash: 'h', newPassword: 'Valide@2025' };
      for (let i = 0; i < 10; i += 1) expect((await put(payload, ip)).statusCode).toBe(400);
      const limited = await put(payload, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Trop de tentatives. Veuillez réessayer dans 10 minutes.' });
    });
  });
});
