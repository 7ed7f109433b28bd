// Login abuse (routes/auth.ts, auth/passwords.ts): one address may not try passwords on many usernames (password
// spraying), and a flood of logins from many addresses is refused past a bounded number of password checks, with a
// French 503 and Retry-After, instead of keeping the thread pool busy for every other request.
import { loginTooManyAttempts } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { LOGIN_ADDRESS_RATE_LIMIT, LOGIN_RATE_LIMIT } from '../../src/routes/auth';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING } from '../../src/auth/passwords';
import { FIXTURE } from '../helpers/fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('login limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx?.close());

  const login = (username: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('refuses one address past its limit whatever the usernames, and says when to come back', async () => {
    const ip = '198.51.100.7';
    expect(LOGIN_ADDRESS_RATE_LIMIT.max).toBeGreaterThan(LOGIN_RATE_LIMIT.max);
    for (let attempt = 0; attempt < LOGIN_ADDRESS_RATE_LIMIT.max; attempt += 1) {
      const response = await login(`compte-${attempt}`, 'Mauvais@2024', ip);
      expect(response.statusCode).toBe(401);
    }
    // The right password of a real account, from the same address: refused before any check.
    const sprayed = await login(FIXTURE.admin.username, FIXTURE.admin.password, ip);
    expect(sprayed.statusCode).toBe(429);
    // Issue 22: the login says in minutes when to come back, as its screen shows it.
    expect(sprayed.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 15 minutes.' });
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not concerned.
    expect((await login(FIXTURE.admin.username, FIXTURE.admin.password, '198.51.100.8')).statusCode).toBe(
      200,
    );
  });

  it('keeps the per-username limit of one address, saying to come back in 1 minute, with Retry-After', async () => {
    const ip = '198.51.100.9';
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.max; attempt += 1) {
      expect((await login(FIXTURE.artisan.username, 'Mauvais@2024', ip)).statusCode).toBe(401);
    }
    const limited = await login(FIXTURE.artisan.username, FIXTURE.artisan.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 1 minute.' });
    expect(limited.json()).toEqual({ message: loginTooManyAttempts(60) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('refuses logins past the bounded password checks with a French 503 and Retry-After, then recovers', async () => {
    const flood = PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING + 24;
    const answers = await Promise.all(
      Array.from({ length: flood }, (_, index) =>
        login(`inconnu-${index}`, 'Mauvais@2024', `203.0.113.${index + 1}`),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    // Those let in were checked (401); the others were refused before costing a query or a hash.
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING,
    );
    const refused = answers.filter((response) => response.statusCode === 503);
    expect(refused).toHaveLength(flood - PASSWORD_CHECKS_AT_ONCE - PASSWORD_CHECKS_WAITING);
    for (const response of refused) {
      expect(response.json()).toEqual({ message: MESSAGES.passwordChecksBusy });
      expect(response.headers['retry-after']).toBe('2');
    }
    expect((await login(FIXTURE.admin.username, FIXTURE.admin.password, '192.0.2.1')).statusCode).toBe(200);
  });
});
