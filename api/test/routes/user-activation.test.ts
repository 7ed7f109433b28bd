// The activation of an account created without a password: the mail and its link, the link's state, the first
// password (once), the resend that replaces the link, and who may ask for it.
import { MESSAGES } from '@annuaire/shared/contract/common';
import { ACTIVATION_MESSAGES, USER_MESSAGES, type User } from '@annuaire/shared/contract/user';
import { openPeopleApp, type PeopleApp } from '../helpers/fixture-people';
import { newMails, outboxFiles, type OutboxMail } from '../helpers/outbox-mail';

const account = (username: string) => ({
  email: `${username}@example.fr`,
  username,
  telephone: '0612345678',
  role: 'ROLE_ARTISAN',
});

/** The token of the activation link a mail carries. */
function tokenOf(mail: OutboxMail): string {
  const match = /\/activer-mon-compte\?token=([^\s"&<]+)/.exec(mail.text);
  if (!match) throw new Error(`no activation link in ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe('account activation', () => {
  let { ctx, people } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people } = await openPeopleApp()));
  afterAll(() => ctx?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: object) =>
    ctx.app.inject({ method, url, payload, headers: headers as Record<string, string> });

  /** Creates, as the admin, an account without password; the account and its activation mail. */
  async function createPending(username: string): Promise<{ user: User; mail: OutboxMail }> {
    const before = outboxFiles(ctx.dataDir);
    const response = await inject('POST', '/api/user', account(username), people.admin.headers);
    expect(response.statusCode).toBe(201);
    const mails = newMails(ctx.dataDir, before);
    expect(mails).toHaveLength(1);
    return { user: response.json<User>(), mail: mails[0]! };
  }

  const state = (token: string) => inject('POST', '/api/user/activation/etat', { token });
  const activate = (token: string, newPassword = 'Bienvenue@2026') =>
    inject('PUT', '/api/user/activation', { token, newPassword });
  const loginAs = (username: string, password: string) =>
    inject('POST', '/api/auth/login', { username, password });

  it('creates a pending account that cannot log in, and mails it a French welcome with its link', async () => {
    const { user, mail } = await createPending('bienvenu');
    expect(user).toMatchObject({ username: 'bienvenu', pendingActivation: true });
    expect(mail.to).toContain('bienvenu@example.fr');
    expect(mail.subject).toBe('Bienvenue sur l’Annuaire des artisans : activez votre compte');
    expect(mail.text).toContain('Votre nom d’utilisateur : bienvenu');
    expect(mail.text).toContain('trouver un artisan près de chez eux');
    expect(mail.text).toContain('choisissez votre mot de passe');
    expect(mail.text).toMatch(/ne fonctionne qu’une seule fois, jusqu’au \d{1,2} \S+ \d{4}/);
    expect(mail.html).toContain('Activer mon compte');
    expect((await loginAs('bienvenu', '')).statusCode).toBe(400);
    expect((await loginAs('bienvenu', 'Bienvenue@2026')).statusCode).toBe(401);

    const listed = (await inject('GET', '/api/user', undefined, people.admin.headers)).json<User[]>();
    expect(listed.find((row) => row.username === 'bienvenu')?.pendingActivation).toBe(true);
    expect(listed.find((row) => row.username === 'admin')?.pendingActivation).toBe(false);
  });

  it('an account created with a password is active and gets no mail', async () => {
    const before = outboxFiles(ctx.dataDir);
    const response = await inject(
      'POST',
      '/api/user',
      { ...account('avecmdp'), password: 'Avecmdp@2026' },
      people.admin.headers,
    );
    expect(response.json<User>().pendingActivation).toBe(false);
    expect(newMails(ctx.dataDir, before)).toHaveLength(0);
    const resend = await inject(
      'POST',
      `/api/user/${response.json<User>().id}/activation`,
      undefined,
      people.admin.headers,
    );
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual({ message: ACTIVATION_MESSAGES.alreadyActive });
  });

  it('the link names the account, sets the first password once, then says it was used', async () => {
    const { mail } = await createPending('activable');
    const token = tokenOf(mail);
    expect((await state(token)).json()).toEqual({ etat: 'VALIDE', username: 'activable' });

    const done = await activate(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACTIVATION_MESSAGES.done, username: 'activable' });
    expect((await loginAs('activable', 'Bienvenue@2026')).statusCode).toBe(200);

    expect((await state(token)).json()).toEqual({ etat: 'UTILISE' });
    const again = await activate(token, 'Autre@20266');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ACTIVATION_MESSAGES.failed });
    expect((await loginAs('activable', 'Bienvenue@2026')).statusCode).toBe(200);
  });

  it('refuses a weak password with the contract’s French message, and keeps the link', async () => {
    const { mail } = await createPending('faible');
    const response = await activate(tokenOf(mail), 'court');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.passwordTooShort);
    expect((await state(tokenOf(mail))).json()).toEqual({ etat: 'VALIDE', username: 'faible' });
  });

  it('an altered or unknown token is INVALIDE, a malformed one a French 400', async () => {
    const { mail } = await createPending('altere');
    const token = tokenOf(mail);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await state(altered)).json()).toEqual({ etat: 'INVALIDE' });
    expect((await state(`999999.${'a'.repeat(43)}`)).json()).toEqual({ etat: 'INVALIDE' });
    expect((await activate(altered)).statusCode).toBe(400);
    const malformed = await state('pas-un-jeton');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(ACTIVATION_MESSAGES.tokenInvalid);
  });

  it('a resent mail replaces the link: the old one says expired, the new one works', async () => {
    const { user, mail } = await createPending('renvoi');
    const before = outboxFiles(ctx.dataDir);
    const resend = await inject('POST', `/api/user/${user.id}/activation`, undefined, people.admin.headers);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: ACTIVATION_MESSAGES.mailSent });
    const [second] = newMails(ctx.dataDir, before);
    expect(second?.to).toContain('renvoi@example.fr');
    expect((await state(tokenOf(mail))).json()).toEqual({ etat: 'EXPIRE' });
    expect((await activate(tokenOf(mail))).statusCode).toBe(400);
    expect((await activate(tokenOf(second!))).statusCode).toBe(200);
  });

  it('a link past its 7 days says expired', async () => {
    const { mail } = await createPending('perime');
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);
      expect((await state(tokenOf(mail))).json()).toEqual({ etat: 'EXPIRE' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('an administrator who sets a password meanwhile makes the link used', async () => {
    const { user, mail } = await createPending('court-circuit');
    const set = await inject(
      'PUT',
      `/api/user/${user.id}`,
      { ...account('court-circuit'), password: 'Choisi@2026' },
      people.admin.headers,
    );
    expect(set.json<User>().pendingActivation).toBe(false);
    expect((await state(tokenOf(mail))).json()).toEqual({ etat: 'UTILISE' });
    expect((await activate(tokenOf(mail))).statusCode).toBe(400);
  });

  describe('resend authorization', () => {
    let pendingId: number;
    beforeAll(
      async () =>
        ({
          user: { id: pendingId },
        } = await createPending('autorisation')),
    );
    const resend = (headers?: object, id = pendingId) =>
      inject('POST', `/api/user/${id}/activation`, undefined, headers);

    it('401 without a session', async () => {
      const response = await resend();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
    });
    it('403 for an artisan, its own account included', async () => {
      expect((await resend(people.artisan.headers)).json()).toEqual({ message: MESSAGES.forbidden });
      expect((await resend(people.artisan.headers, people.artisan.userId)).statusCode).toBe(403);
    });
    it('404 for an admin on an unknown account', async () => {
      const response = await resend(people.admin.headers, 999999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: USER_MESSAGES.notFound });
    });
    it('200 for an admin', async () => {
      expect((await resend(people.admin.headers)).statusCode).toBe(200);
    });
  });
});
