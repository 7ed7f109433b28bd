// The error and not-found handlers: French JSON for unknown API paths, bad JSON, wrong media types and
// unexpected failures, without stack traces.
import { HttpError } from '../../src/http-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('error handling', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        app.get('/api/test/panne', async () => {
          throw new Error('détail interne à ne pas divulguer');
        });
        app.get('/api/test/conflit', async () => {
          throw new HttpError(409, 'Conflit de test.');
        });
      },
    });
  });
  afterAll(() => ctx?.close());

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

  it('answers malformed JSON with a French 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
  });

  it('answers an empty JSON body and a wrong media type with French 4xx', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/vide/);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Type de contenu non pris en charge.' });
  });

  it('answers a body of the wrong shape with 400, not 500', async () => {
    for (const payload of ['[]', '"texte"', '{"username": 12, "password": ["x"]}']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
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
});
