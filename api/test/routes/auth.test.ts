// /api/auth: login (cookie, claims, errors, rate limit), logout, and the authenticate/requireRole pre-handlers.
import type { FastifyInstance } from 'fastify';
import { AuthClaimsSchema, LoginResponseSchema } from '@annuaire/shared/contract/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { FIXTURE } from '../helpers/fixture';
import { JSON_TEXT_MESSAGE } from '../../src/plugins/json-body';

function decodeClaims(token: string) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as unknown;
  return AuthClaimsSchema.parse(payload);
}

function login(app: FastifyInstance, body: unknown, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });
}

describe('/api/auth', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: 'https://annuaire.exemple.fr' },
      // Protected routes of the kind later issues add, to test the pre-handlers.
      extend: (app) => {
        app.get('/api/test/moi', { preHandler: app.authenticate }, async (request) => request.user);
        app.get('/api/test/admin', { preHandler: app.requireRole('ROLE_ADMIN') }, async () => ({ ok: true }));
      },
    });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('logs an artisan in: httpOnly cookie, body token and claims', async () => {
    const response = await login(ctx.app, FIXTURE.artisan);
    expect(response.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(response.json());
    expect(body.role).toBe('ROLE_ARTISAN');
    expect(body.artisanId).toEqual(expect.any(Number));

    const claims = decodeClaims(body.token);
    expect(claims).toMatchObject({
      role: 'ROLE_ARTISAN',
      artisanId: body.artisanId,
      sub: expect.any(Number),
    });
    const lifetime = claims.exp - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(8 * 3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600);

    const cookie = response.cookies.find((item) => item.name === 'jwt');
    expect(cookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 28800,
    });
    // PUBLIC_URL is https here.
    expect(cookie?.secure).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('logs an admin in with a null artisanId', async () => {
    const response = await login(ctx.app, FIXTURE.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'ROLE_ADMIN', artisanId: null });
    expect(decodeClaims(response.json<{ token: string }>().token).artisanId).toBeNull();
  });

  it('refuses a wrong password or an unknown user with the same French 401', async () => {
    const wrong = await login(ctx.app, { username: 'admin', password: 'Mauvais@2024' });
    const unknown = await login(ctx.app, { username: 'personne', password: 'Admin@2024' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Nom d'utilisateur ou mot de passe incorrect." });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers 400 in French when a field is missing', async () => {
    const response = await login(ctx.app, { username: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Le mot de passe est obligatoire.',
      errors: [{ path: 'password', message: 'Le mot de passe est obligatoire.' }],
    });
    const empty = await login(ctx.app, { username: '  ', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(
      "Le nom d'utilisateur ou l'e-mail est obligatoire.",
    );
  });

  it('logs an artisan in with its e-mail, whatever its case, into the same session as its username', async () => {
    const byName = LoginResponseSchema.parse((await login(ctx.app, FIXTURE.artisan, '203.0.113.60')).json());
    const byEmail = await login(
      ctx.app,
      { username: '  Artisan@Example.FR ', password: FIXTURE.artisan.password },
      '203.0.113.61',
    );
    expect(byEmail.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(byEmail.json());
    expect(body).toMatchObject({ role: 'ROLE_ARTISAN', artisanId: byName.artisanId });
    expect(decodeClaims(body.token).sub).toBe(decodeClaims(byName.token).sub);
    const wrong = await login(
      ctx.app,
      { username: 'artisan@example.fr', password: 'Mauvais@2024' },
      '203.0.113.62',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Nom d'utilisateur ou mot de passe incorrect." });
  });

  // Found by the fuzz suite: a NUL character reached PostgreSQL, which refused it, and login answered 500.
  it('answers 400, not 500, to a username holding a NUL character', async () => {
    const response = await login(ctx.app, { username: 'admin\u0000', password: 'x' }, '203.0.113.40');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: JSON_TEXT_MESSAGE });
  });

  it('limits attempts to 10 a minute per address and username', async () => {
    const ip = '203.0.113.7';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (await login(ctx.app, { username: 'artisan', password: `Faux@${attempt}` }, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await login(ctx.app, FIXTURE.artisan, ip);
    expect(blocked.statusCode).toBe(429);
    // Issue 22: « Trop de tentatives. Réessayez dans N minutes. », N from the window left (Retry-After).
    expect(blocked.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 1 minute.' });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another username from the same address, or the same one from elsewhere, is not blocked.
    expect((await login(ctx.app, FIXTURE.admin, ip)).statusCode).toBe(200);
    expect((await login(ctx.app, FIXTURE.artisan, '203.0.113.8')).statusCode).toBe(200);
  });

  it('logs out by clearing the cookie', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Déconnexion réussie.' });
    const cookie = response.cookies.find((item) => item.name === 'jwt');
    expect(cookie?.value).toBe('');
    expect(cookie?.path).toBe('/');
    expect(new Date(cookie!.expires!).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('authenticates with the cookie or a Bearer header, even beside basic auth', async () => {
    const { token } = (await login(ctx.app, FIXTURE.artisan, '198.51.100.1')).json<{ token: string }>();
    const withCookie = await ctx.app.inject({
      url: '/api/test/moi',
      cookies: { jwt: token },
      headers: { authorization: `Basic ${Buffer.from('front:secret').toString('base64')}` },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toMatchObject({ role: 'ROLE_ARTISAN' });
    const withBearer = await ctx.app.inject({
      url: '/api/test/moi',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withBearer.statusCode).toBe(200);
  });

  it('answers 401 without a valid token and 403 for the wrong role, in French', async () => {
    const none = await ctx.app.inject({ url: '/api/test/moi' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Authentification requise.' });
    const forged = await ctx.app.inject({ url: '/api/test/moi', cookies: { jwt: 'a.b.c' } });
    expect(forged.statusCode).toBe(401);

    const { token } = (await login(ctx.app, FIXTURE.artisan, '198.51.100.2')).json<{ token: string }>();
    const forbidden = await ctx.app.inject({ url: '/api/test/admin', cookies: { jwt: token } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Accès refusé.' });
  });
});

describe('/api/auth over http', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx?.close());

  it('does not mark the cookie Secure when PUBLIC_URL is http', async () => {
    const response = await login(ctx.app, FIXTURE.admin);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((item) => item.name === 'jwt')?.secure).toBeFalsy();
  });
});
