// /api/particulier: admin-only (personal data), nom and prenom required.
import { MESSAGES } from '@annuaire/shared/contract/common';
import { PARTICULIER_MESSAGES, ParticulierListSchema } from '@annuaire/shared/contract/particulier';
import { openPeopleApp, type PeopleApp } from '../helpers/fixture-people';

describe('/api/particulier', () => {
  let { ctx, people } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people } = await openPeopleApp()));
  afterAll(() => ctx?.close());

  /** A GET, or a POST of `payload`, as the admin. */
  const asAdmin = (url: string, payload?: object) =>
    ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers: people.admin.headers, payload });

  const cases: [string, 'GET' | 'POST', () => string][] = [
    ['POST /api/particulier', 'POST', () => '/api/particulier'],
    ['GET /api/particulier', 'GET', () => '/api/particulier'],
    ['GET /api/particulier/{id}', 'GET', () => `/api/particulier/${people.particulierIds[0]}`],
  ];
  it.each(cases)('%s: 401 without a session, 403 for an artisan', async (_name, method, url) => {
    const payload = { nom: 'Intrus', prenom: 'Ian' };
    const anonymous = await ctx.app.inject({ method, url: url(), payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.unauthorized });
    const artisan = await ctx.app.inject({ method, url: url(), payload, headers: people.artisan.headers });
    expect(artisan.statusCode).toBe(403);
    expect(artisan.json()).toEqual({ message: MESSAGES.forbidden });
    const list = await asAdmin('/api/particulier');
    expect(JSON.stringify(list.json())).not.toContain('Intrus');
  });

  it('creates a particulier (201, trimmed) and lists them by nom then prenom', async () => {
    const created = await asAdmin('/api/particulier', { nom: '  Bernard ', prenom: 'Anne' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), nom: 'Bernard', prenom: 'Anne' });
    const list = await asAdmin('/api/particulier');
    expect(list.statusCode).toBe(200);
    expect(ParticulierListSchema.parse(list.json()).map((p) => `${p.nom} ${p.prenom}`)).toEqual([
      'Bernard Anne',
      'Dupont Marie',
      'Martin Luc',
    ]);
  });

  it.each([
    [{ prenom: 'Anne' }, 'nom', 'Le nom est obligatoire.'],
    [{ nom: '   ', prenom: 'Anne' }, 'nom', 'Le nom est obligatoire.'],
    [{ nom: 'Bernard' }, 'prenom', 'Le prénom est obligatoire.'],
    [{ nom: 'Bernard', prenom: '' }, 'prenom', 'Le prénom est obligatoire.'],
  ])('requires nom and prenom: %j', async (payload, path, message) => {
    const response = await asAdmin('/api/particulier', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('reads one particulier; unknown id 404, malformed id 400', async () => {
    const id = people.particulierIds[1]!;
    const response = await asAdmin(`/api/particulier/${id}`);
    expect(response.json()).toEqual({ id, nom: 'Dupont', prenom: 'Marie' });
    const unknown = await asAdmin('/api/particulier/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PARTICULIER_MESSAGES.notFound });
    const malformed = await asAdmin('/api/particulier/abc');
    expect(malformed.statusCode).toBe(400);
  });
});
