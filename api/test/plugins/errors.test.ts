// The error and not-found handlers: French JSON for unknown API paths, bad JSON, wrong media types and
// unexpected failures, without stack traces; a database that cannot be reached is a French 503 with Retry-After.
import { createServer } from 'node:net';
import pg from 'pg';
import { HttpError } from '../../src/http-error';
import { isDatabaseUnavailable } from '../../src/plugins/errors';
import { createTestApp, postRaw, type TestApp } from '../helpers/test-app';

/** A loopback port nobody listens on, so that connecting to it is refused at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What drizzle throws: its own error with the driver's as `cause`. */
function wrapped(cause: unknown): Error {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
}

describe('error handling', () => {
  let ctx: TestApp;
  let unreachable: pg.Pool;
  beforeAll(async () => {
    unreachable = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/rien`,
    });
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        app.get('/api/test/panne', async () => {
          throw new Error('détail interne à ne pas divulguer');
        });
        app.get('/api/test/conflit', async () => {
          throw new HttpError(409, 'Conflit de test.');
        });
        app.get('/api/test/base-injoignable', async () => {
          await unreachable.query('SELECT 1');
        });
        app.get('/api/test/base-arretee', async () => {
          throw wrapped(
            Object.assign(new Error('terminating connection due to administrator command'), {
              code: '57P01',
            }),
          );
        });
        app.get('/api/test/erreur-sql', async () => {
          throw wrapped(Object.assign(new Error('relation "rien" does not exist'), { code: '42P01' }));
        });
      },
    });
  });
  afterAll(async () => {
    await unreachable?.end();
    await ctx?.close();
  });

  it.each([
    ['GET', '/api/inconnu'],
    ['GET', '/api'],
    ['POST', '/api/specialite/1/rien'],
    ['DELETE', '/api/health'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
  });

  it.each([
    ['/api/artisan/%ff', 400, 'L’adresse demandée est mal formée.'],
    ['/api/note/artisan/%E0%A4%A', 400, 'L’adresse demandée est mal formée.'],
  ])(
    'answers the router’s own refusal of %s in French, with the security headers, without echoing it',
    async (url, status, message) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.body).not.toContain('%');
    },
  );

  it('answers malformed JSON with a French 400', async () => {
    const response = await postRaw(ctx.app, '/api/auth/login', '{"username": "admin",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
  });

  it('answers an empty JSON body and a wrong media type with French 4xx', async () => {
    const empty = await postRaw(ctx.app, '/api/auth/login', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/vide/);
    const xml = await postRaw(ctx.app, '/api/auth/login', '<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Type de contenu non pris en charge.' });
  });

  it('answers a body of the wrong shape with 400, not 500', async () => {
    for (const payload of ['[]', '"texte"', '{"username": 12, "password": ["x"]}']) {
      const response = await postRaw(ctx.app, '/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toMatch(/Invalid|expected/);
    }
  });

  it('hides internal errors behind a French 500', async () => {
    const response = await ctx.app.inject({ url: '/api/test/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    });
    expect(response.body).not.toMatch(/détail interne|at .*\.ts/);
  });

  it('passes HttpError statuses and messages through', async () => {
    const response = await ctx.app.inject({ url: '/api/test/conflit' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Conflit de test.' });
  });

  it.each(['/api/test/base-injoignable', '/api/test/base-arretee'])(
    'answers %s, a database out of reach, with a French 503 and Retry-After',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'Service momentanément indisponible, réessayez dans quelques instants.',
      });
    },
  );

  it('keeps a failed query that is not a connection failure a 500', async () => {
    const response = await ctx.app.inject({ url: '/api/test/erreur-sql' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['admin_shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['cannot_connect_now', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['connection_failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connection dropped under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', wrapped(Object.assign(new Error('x'), { code: '08001' }))],
    [
      'an AggregateError of refused addresses',
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a plain error', new Error('boom')],
    ['a non-error', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
