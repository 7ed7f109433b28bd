// POST /api/auth/reset-link (issue 22, item 4): the reset page learns whether its link still works, and why not —
// « Ce lien a déjà été utilisé. » once a new password was set with it, « Ce lien a expiré. » after an hour — while
// an altered link, or one naming no account, only says that it is not valid (nothing is learnt about accounts).
import { AUTH_MESSAGES } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { RESET_LINK_CHECK_RATE_LIMIT } from '../../src/routes/auth';
import { buildResetLink, deriveResetKey, RESET_LINK_LIFETIME_MS } from '../../src/auth/reset-link';
import { createTestApp, type TestApp } from '../helpers/test-app';

const EMAIL = 'artisan@example.fr';

let ipCounter = 1;
/** A fresh client address per call, so that the rate limits stay out of the way unless a test wants them. */
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe('POST /api/auth/reset-link', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://annuaire.example' } });
  }, 60_000);
  afterAll(() => ctx?.close());

  /** A link as the reset mail gives it, issued `ago` milliseconds ago for the account's current password. */
  async function issueLink(ago = 0, email = EMAIL) {
    const account = await ctx.app.userRepository.findResetAccount(email);
    if (!account) throw new Error(`no account ${email}`);
    const url = new URL(
      buildResetLink(
        'https://annuaire.example',
        deriveResetKey(ctx.config.jwtSecret),
        account,
        Date.now() - ago,
      ),
    );
    return {
      email: url.searchParams.get('email')!,
      timestamp: url.searchParams.get('timestamp')!,
      hash: url.searchParams.get('hash')!,
      sig: url.searchParams.get('sig')!,
    };
  }
  const check = (payload: object, ip = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-link', payload, remoteAddress: ip });
  const setPassword = (link: object, newPassword: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/pwd',
      payload: { ...link, newPassword },
      remoteAddress: nextIp(),
    });

  it('says that a fresh link works, without caching the answer', async () => {
    const response = await check(await issueLink());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ etat: 'VALIDE', message: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says « Ce lien a déjà été utilisé. » once a new password was set with it, even an hour later', async () => {
    const link = await issueLink();
    expect((await setPassword(link, 'Nouveau@2025')).statusCode).toBe(200);
    expect((await check(link)).json()).toEqual({ etat: 'UTILISE', message: AUTH_MESSAGES.resetLinkUsed });
    // The new password's own link works; the old one stays « used », whatever the clock says.
    const next = await issueLink();
    expect((await check(next)).json()).toEqual({ etat: 'VALIDE', message: null });
    expect((await setPassword(next, 'Artisan@2024')).statusCode).toBe(200);
    expect((await check(next)).json()).toMatchObject({ etat: 'UTILISE' });
    expect((await check(link)).json()).toMatchObject({ etat: 'UTILISE' });
  });

  it('says « Ce lien a expiré. » after an hour, and the new password is refused as before', async () => {
    const link = await issueLink(RESET_LINK_LIFETIME_MS + 1000);
    expect((await check(link)).json()).toEqual({ etat: 'EXPIRE', message: AUTH_MESSAGES.resetLinkExpired });
    const refused = await setPassword(link, 'Nouveau@2025');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MESSAGES.resetFailed });
    // A link from before the sig existed is still told expired: its hash proves it ours.
    const { sig: _sig, ...withoutSig } = link;
    expect((await check(withoutSig)).json()).toMatchObject({ etat: 'EXPIRE' });
  });

  it('answers INVALIDE to an altered link or an unknown address, the same way', async () => {
    const link = await issueLink();
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    const invalid = { etat: 'INVALIDE', message: AUTH_MESSAGES.resetLinkInvalid };
    const altered = [
      { ...link, hash: flip(link.hash) },
      { ...link, hash: flip(link.hash), sig: flip(link.sig) },
      { ...link, timestamp: String(Number(link.timestamp) - 1) },
      { ...link, email: 'admin@example.fr' },
      { ...link, email: 'inconnu@example.fr' },
      // Issued « in the future »: refused whatever its sig says.
      { ...link, timestamp: String(Date.now() + 10 * 60_000) },
    ];
    const answers = await Promise.all(altered.map((payload) => check(payload)));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(invalid);
    }
    // A used link whose sig was altered is not called « used »: only the site's own links are.
    const used = await issueLink();
    expect((await setPassword(used, 'Nouveau@2026')).statusCode).toBe(200);
    expect((await check({ ...used, sig: flip(used.sig) })).json()).toEqual(invalid);
    expect((await check({ ...used, sig: undefined })).json()).toEqual(invalid);
    expect((await setPassword(await issueLink(), 'Artisan@2024')).statusCode).toBe(200);
    // A tampered sig on a working link changes nothing: its hash is the proof.
    const fresh = await issueLink();
    expect((await check({ ...fresh, sig: 'x' })).json()).toMatchObject({ etat: 'VALIDE' });
  });

  it.each([
    [{}, 'email', MESSAGES.emailInvalid],
    [{ email: 'pas-un-mail', timestamp: '1', hash: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: EMAIL, timestamp: 'demain', hash: 'x' }, 'timestamp', undefined],
    [{ email: EMAIL, timestamp: '1', hash: '' }, 'hash', MESSAGES.resetFailed],
    [{ email: EMAIL, timestamp: '1', hash: 'x'.repeat(201) }, 'hash', undefined],
    [{ email: EMAIL, timestamp: '1', hash: 'x', sig: 'x'.repeat(201) }, 'sig', undefined],
  ])('refuses a malformed body %j with a French 400 on its field', async (payload, path, message) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: { path: string; message: string }[] };
    const error = body.errors.find((entry) => entry.path === path);
    expect(error).toBeDefined();
    if (message) expect(error!.message).toBe(message);
    expect(body.message).toMatch(/[a-zé]/);
  });

  it('is rate limited per address, with a French 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    const link = await issueLink();
    for (let attempt = 0; attempt < RESET_LINK_CHECK_RATE_LIMIT.max; attempt += 1) {
      expect((await check(link, ip)).statusCode).toBe(200);
    }
    const limited = await check(link, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Trop de tentatives\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
