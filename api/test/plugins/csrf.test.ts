// plugins/csrf.ts: state-changing /api requests from another origin get 403; same origin, no Origin/Referer
// (curl, server to server) and GETs pass.
import { createTestApp, type TestApp } from '../helpers/test-app';

const REFUSED = { message: 'Requête refusée : origine non autorisée.' };

describe('CSRF protection', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      env: { PUBLIC_URL: 'https://annuaire.exemple.fr' },
      extend: (app) => {
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          app.route({ method, url: '/api/test-csrf', handler: async () => ({ ok: true }) });
        }
      },
    });
  });
  afterAll(() => ctx?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url: '/api/test-csrf', headers });

  it('lets a request without Origin or Referer through', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await send(method)).statusCode).toBe(200);
    }
  });

  it('lets the public site and the Host the browser sent through', async () => {
    expect((await send('POST', { origin: 'https://annuaire.exemple.fr' })).statusCode).toBe(200);
    expect((await send('POST', { referer: 'https://annuaire.exemple.fr/backoffice/admin' })).statusCode).toBe(
      200,
    );
    // The dev servers proxy /api keeping their Host; behind a TLS proxy the API sees plain HTTP.
    expect((await send('PUT', { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(
      200,
    );
    expect(
      (await send('DELETE', { host: 'annuaire.local', origin: 'https://annuaire.local' })).statusCode,
    ).toBe(200);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s from a foreign origin with 403',
    async (method) => {
      const response = await send(method, { origin: 'https://pirate.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    },
  );

  it('refuses a foreign Referer, an opaque origin and a look-alike host', async () => {
    const cases: Record<string, string>[] = [
      { referer: 'https://pirate.example/page' },
      { origin: 'null' },
      { referer: 'pas une url' },
      { origin: 'https://annuaire.exemple.fr.pirate.example' },
      { origin: 'http://localhost:8080' },
      // Origin wins over a same-site Referer.
      { origin: 'https://pirate.example', referer: 'https://annuaire.exemple.fr/' },
    ];
    for (const headers of cases) {
      const response = await send('POST', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
  });

  it('lets a GET from a foreign origin through', async () => {
    const response = await send('GET', { origin: 'https://pirate.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('guards the real routes too, and every path, before any other check', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://pirate.example' },
      payload: { username: 'admin', password: 'Admin@2024' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(REFUSED);
    // Whatever the path: the router decodes it (/%61pi is /api), so no path is left out.
    for (const url of ['/not-api', '/%61pi/user/1', '/API/user/1', '//api/user/1']) {
      const elsewhere = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { origin: 'https://pirate.example' },
        payload: { role: 'ROLE_ADMIN' },
      });
      expect({ url, status: elsewhere.statusCode }).toEqual({ url, status: 403 });
      expect(elsewhere.json()).toEqual(REFUSED);
    }
  });
});
