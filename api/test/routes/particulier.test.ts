// /api/particulier: admin-only (personal data), nom and prenom required.
import { LIST_PAGE_LIMITS, LIST_PAGE_MESSAGES, MESSAGES } from '@annuaire/shared/contract/common';
import {
  PARTICULIER_MESSAGES,
  ParticulierListSchema,
  ParticulierPageSchema,
} from '@annuaire/shared/contract/particulier';
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
    ['GET /api/particulier?page=1&q=dupont', 'GET', () => '/api/particulier?page=1&q=dupont'],
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

  describe('one page of particuliers (page, size, q)', () => {
    const names = async (query: string) => {
      const response = await asAdmin(`/api/particulier?${query}`);
      expect(response.statusCode).toBe(200);
      const body = ParticulierPageSchema.parse(response.json());
      return { ...body, names: body.items.map((p) => `${p.nom} ${p.prenom}`) };
    };

    beforeAll(async () => {
      for (const [nom, prenom] of [
        ['Lefèvre', 'Éloïse'],
        ['Dupont-Aignan', 'Marc'],
        ['Martin', 'Marie-Hélène'],
        ['Perc%ent', 'Zoé'],
        ['Bœuf', 'Lætitia'],
      ]) {
        expect((await asAdmin('/api/particulier', { nom, prenom })).statusCode).toBe(201);
      }
    });

    it('pages them by nom then prénom, twenty by default, counting them all', async () => {
      const first = await names('page=1');
      expect(first).toMatchObject({ page: 1, size: LIST_PAGE_LIMITS.sizeDefault, pageCount: 1 });
      expect(first.names).toEqual([...first.names].sort((a, b) => a.localeCompare(b, 'fr')));
      expect(first.total).toBe(first.names.length);
      const second = await names('page=2&size=2');
      expect(second.names).toEqual(first.names.slice(2, 4));
      expect(second.pageCount).toBe(Math.ceil(first.total / 2));
    });

    it('finds every word in the nom or the prénom, in either order, accents and case ignored', async () => {
      expect((await names('q=marie%20dupont')).names).toEqual(['Dupont Marie']);
      expect((await names('q=DUPONT')).names).toEqual(['Dupont Marie', 'Dupont-Aignan Marc']);
      // Paged and counted alike, past the last page too.
      expect(await names('q=dupont&page=2&size=1')).toMatchObject({
        names: ['Dupont-Aignan Marc'],
        total: 2,
      });
      expect(await names('q=dupont&page=9&size=1')).toMatchObject({ names: [], total: 2, pageCount: 2 });
      expect((await names('q=eloise%20LEFEVRE')).names).toEqual(['Lefèvre Éloïse']);
      expect((await names('q=helene')).names).toEqual(['Martin Marie-Hélène']);
      expect((await names('q=martin%20luc')).names).toEqual(['Martin Luc']);
      expect((await names('q=laetitia%20boeuf')).names).toEqual(['Bœuf Lætitia']);
      expect((await names(`q=${encodeURIComponent('BŒUF')}`)).names).toEqual(['Bœuf Lætitia']);
      expect(await names('q=dupont%20zoe')).toMatchObject({ names: [], total: 0, pageCount: 1 });
      // The wildcards of LIKE are letters typed, not patterns.
      expect((await names('q=%25')).names).toEqual(['Perc%ent Zoé']);
      expect((await names('q=_')).names).toEqual([]);
      expect((await names(`q=${encodeURIComponent('   ')}`)).total).toBe((await names('page=1')).total);
    });

    it.each([
      ['page=0', LIST_PAGE_MESSAGES.page],
      [`page=${LIST_PAGE_LIMITS.pageMax + 1}`, LIST_PAGE_MESSAGES.page],
      ['size=abc', LIST_PAGE_MESSAGES.size],
      [`size=${LIST_PAGE_LIMITS.sizeMax + 1}`, LIST_PAGE_MESSAGES.size],
      [`q=${'a'.repeat(LIST_PAGE_LIMITS.qMax + 1)}`, LIST_PAGE_MESSAGES.q],
      ['q=a%00b', LIST_PAGE_MESSAGES.qLine],
      ['q=a%0Ab', LIST_PAGE_MESSAGES.qLine],
    ])('refuses %s with a French 400', async (query, message) => {
      const response = await asAdmin(`/api/particulier?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('takes the limits themselves', async () => {
      expect((await names(`q=${'a'.repeat(LIST_PAGE_LIMITS.qMax)}`)).names).toEqual([]);
      expect((await names(`size=${LIST_PAGE_LIMITS.sizeMax}`)).size).toBe(LIST_PAGE_LIMITS.sizeMax);
      expect((await names(`page=${LIST_PAGE_LIMITS.pageMax}`)).names).toEqual([]);
    });
  });
});
