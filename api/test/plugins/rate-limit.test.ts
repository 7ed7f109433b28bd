// plugins/rate-limit.ts: on PGlite the counters stay in memory, as before; on a PostgreSQL server (TEST_DATABASE_URL)
// they live in rate_limits, shared by two app instances on one database, their window resets, a failing counter
// answers 503 in French (never 500) and the table holds no address or username in clear.
import type { FastifyInstance } from 'fastify';
import { loginTooManyAttempts } from '@annuaire/shared/contract/auth';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/plugins/errors';
import { LOGIN_RATE_LIMIT } from '../../src/routes/auth';
import { PASSWORD_UPDATE_RATE_LIMIT } from '../../src/routes/user';
import { FIXTURE } from '../helpers/fixture';
import { createSecondInstance, createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-database';

const onPostgres = TEST_DATABASE_URL !== null;

function login(app: FastifyInstance, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: FIXTURE.artisan.username, password },
    remoteAddress: ip,
  });
}

/** A test route limited to 2 requests per 400 ms, registered alike on every instance. */
const SHORT = { max: 2, timeWindow: 400 };
const withShortRoute = (app: FastifyInstance) => {
  app.get('/api/test/limite', { config: { rateLimit: SHORT } }, async () => ({ ok: true }));
};
const short = (app: FastifyInstance, ip: string) =>
  app.inject({ url: '/api/test/limite', remoteAddress: ip });

async function rateLimitRows(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute('select count(*)::int as n from rate_limits')) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('rate limits', () => {
  let a: TestApp;
  let b: TestApp | null = null;
  beforeAll(async () => {
    a = await createTestApp({ extend: withShortRoute });
    if (onPostgres) b = await createSecondInstance(a, { extend: withShortRoute });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('states the real time left in a longer window (ten minutes for password changes)', async () => {
    const ip = '203.0.113.61';
    const change = () =>
      a.app.inject({
        method: 'PUT',
        url: '/api/user/pwd',
        payload: {
          email: 'artisan@example.fr',
          timestamp: Date.now(),
          hash: 'faux',
          newPassword: 'Nouveau@2024',
        },
        remoteAddress: ip,
      });
    for (let attempt = 1; attempt <= PASSWORD_UPDATE_RATE_LIMIT.max; attempt += 1)
      expect((await change()).statusCode).toBe(400);
    const blocked = await change();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Trop de tentatives. Veuillez réessayer dans 10 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
  });

  it('blocks the attempt after the limit with the French 429 and Retry-After', async () => {
    const ip = '203.0.113.60';
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.max; attempt += 1)
      expect((await login(a.app, `Faux@${attempt}`, ip)).statusCode).toBe(401);
    const blocked = await login(a.app, FIXTURE.artisan.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: loginTooManyAttempts(60) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the last one ended', async () => {
    const ip = '203.0.113.61';
    expect((await short(a.app, ip)).statusCode).toBe(200);
    expect((await short(a.app, ip)).statusCode).toBe(200);
    expect((await short(a.app, ip)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, SHORT.timeWindow + 150));
    const again = await short(a.app, ip);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(SHORT.max - 1));
  });

  (onPostgres ? it.skip : it)('keeps the counters in memory on PGlite (one process opens it)', async () => {
    await login(a.app, 'Faux@1', '203.0.113.62');
    expect(await rateLimitRows(a.app)).toBe(0);
  });

  (onPostgres ? it : it.skip)('shares the count between two instances on one database', async () => {
    const ip = '203.0.113.63';
    // Alternating: each instance alone has seen half the attempts, the limit still falls at its value.
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.max; attempt += 1) {
      const instance = attempt % 2 === 0 ? b! : a;
      expect((await login(instance.app, `Faux@${attempt}`, ip)).statusCode).toBe(401);
    }
    for (const instance of [a, b!]) {
      const blocked = await login(instance.app, FIXTURE.artisan.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: loginTooManyAttempts(60) });
    }
    // Another address is counted apart.
    expect((await login(b!.app, FIXTURE.artisan.password, '203.0.113.64')).statusCode).toBe(200);
  });

  (onPostgres ? it : it.skip)('resets the shared window for both instances', async () => {
    const ip = '203.0.113.65';
    expect((await short(a.app, ip)).statusCode).toBe(200);
    expect((await short(b!.app, ip)).statusCode).toBe(200);
    expect((await short(a.app, ip)).statusCode).toBe(429);
    expect((await short(b!.app, ip)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, SHORT.timeWindow + 150));
    expect((await short(b!.app, ip)).statusCode).toBe(200);
  });

  (onPostgres ? it : it.skip)('stores digests, never an address or a username', async () => {
    await login(a.app, 'Faux@1', '203.0.113.66');
    const result = (await a.app.db.execute('select key from rate_limits')) as unknown as {
      rows: { key: string }[];
    };
    expect(result.rows.length).toBeGreaterThan(0);
    for (const { key } of result.rows) {
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(key).not.toMatch(/203\.0\.113|artisan/);
    }
  });

  (onPostgres ? it : it.skip)('answers 503 in French, not 500, when the counters fail', async () => {
    await a.app.db.execute('alter table rate_limits rename to rate_limits_away');
    try {
      const response = await login(a.app, FIXTURE.artisan.password, '203.0.113.67');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await a.app.db.execute('alter table rate_limits_away rename to rate_limits');
    }
    expect((await login(a.app, FIXTURE.artisan.password, '203.0.113.67')).statusCode).toBe(200);
  });
});
