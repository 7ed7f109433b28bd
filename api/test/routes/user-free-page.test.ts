// GET /api/user?libre=1 with page, size or q: one page of the accounts no artisan belongs to (plus the edited
// artisan's own), searched by e-mail or username: the artisan form's owner combobox, which never loads them all.
import { sql } from 'drizzle-orm';
import { LIST_PAGE_LIMITS, LIST_PAGE_MESSAGES, MESSAGES } from '@annuaire/shared/contract/common';
import { UserListSchema, UserPageSchema } from '@annuaire/shared/contract/user';
import { login, openPeopleApp, type PeopleApp, type Session } from '../helpers/fixture-people';

/** Accounts on top of the people fixture (admin, artisan owning the fixture's artisan, artisan2 free). */
const ACCOUNTS = [
  { username: 'bernard', email: 'bernard@plomberie-tulle.fr', role: 'ROLE_ARTISAN' },
  { username: 'camille', email: 'camille.roux@exemple.fr', role: 'ROLE_ARTISAN' },
  { username: 'dupuis', email: 'contact@dupuis-bern.fr', role: 'ROLE_ARTISAN' },
  // Owns an artisan (below): free only for that artisan's own form.
  { username: 'bertrand', email: 'bertrand@exemple.fr', role: 'ROLE_ARTISAN' },
  // Another role: found by the search, never by role=ROLE_ARTISAN.
  { username: 'bernadette', email: 'bernadette@exemple.fr', role: 'ROLE_PARTICULIER' },
] as const;

const PARTICULIER_PASSWORD = 'Particulier@2024';

describe('GET /api/user?libre=1 paged and searched', () => {
  let { ctx, people, artisanId } = {} as PeopleApp;
  /** The artisan that bertrand's account belongs to. */
  let bertrandArtisanId = 0;
  let particulier: Session;

  beforeAll(async () => {
    ({ ctx, people, artisanId } = await openPeopleApp());
    for (const account of ACCOUNTS) {
      // Through SQL, without a password (pending activation): the route under test lists them as they are.
      await ctx.app.db.execute(
        sql`INSERT INTO users (email, username, telephone, role)
          VALUES (${account.email}, ${account.username}, '0555000009', ${account.role})`,
      );
    }
    const owned = await ctx.app.db.execute(
      sql`INSERT INTO artisans (user_id, entreprise_nom, siret, siren)
        SELECT id, 'Couverture Bertrand', '73282932000074', '732829320' FROM users WHERE username = 'bertrand'
        RETURNING id`,
    );
    // PGlite and node-postgres both answer { rows }; the Db type is their union.
    bertrandArtisanId = Number((owned as unknown as { rows: { id: number }[] }).rows[0]!.id);
    // A particulier who can log in: the authorization cells need its session.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: people.admin.headers,
      payload: {
        email: 'particulier@exemple.fr',
        username: 'particulier',
        telephone: '0555000010',
        password: PARTICULIER_PASSWORD,
        role: 'ROLE_PARTICULIER',
      },
    });
    expect(created.statusCode).toBe(201);
    particulier = await login(ctx.app, { username: 'particulier', password: PARTICULIER_PASSWORD });
  });
  afterAll(() => ctx?.close());

  const get = (query: string, headers?: { authorization: string }) =>
    ctx.app.inject({ method: 'GET', url: `/api/user?${query}`, headers });

  /** The page an admin gets, with its usernames. */
  const page = async (query: string) => {
    const response = await get(query, people.admin.headers);
    expect(response.statusCode).toBe(200);
    const body = UserPageSchema.parse(response.json());
    return { ...body, usernames: body.items.map((user) => user.username) };
  };

  describe('authorization: ROLE_ADMIN only', () => {
    const QUERIES = [
      'role=ROLE_ARTISAN&libre=1&page=1',
      'role=ROLE_ARTISAN&libre=1&q=ber',
      'role=ROLE_ARTISAN&libre=1&size=5&artisanId=1',
    ];
    it.each(QUERIES)('%s: 401 without a session', async (query) => {
      const response = await get(query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
    });
    it.each(QUERIES)('%s: 403 for an artisan', async (query) => {
      const response = await get(query, people.artisan.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    });
    it.each(QUERIES)('%s: 403 for a particulier', async (query) => {
      const response = await get(query, particulier.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    });
    it.each(QUERIES)('%s: 200 for an admin, without any password', async (query) => {
      const response = await get(query, people.admin.headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password|argon2|\$argon/i);
    });
  });

  it('pages the free accounts of the role by username, twenty by default, counting them all', async () => {
    expect(await page('role=ROLE_ARTISAN&libre=1&page=1')).toMatchObject({
      usernames: ['artisan2', 'bernard', 'camille', 'dupuis'],
      total: 4,
      page: 1,
      size: LIST_PAGE_LIMITS.sizeDefault,
      pageCount: 1,
    });
    expect(await page('role=ROLE_ARTISAN&libre=1&page=1&size=2')).toMatchObject({
      usernames: ['artisan2', 'bernard'],
      total: 4,
      size: 2,
      pageCount: 2,
    });
    expect(await page('role=ROLE_ARTISAN&libre=1&page=2&size=2')).toMatchObject({
      usernames: ['camille', 'dupuis'],
      page: 2,
    });
    // Past the last page: no rows, the same count.
    expect(await page('role=ROLE_ARTISAN&libre=1&page=3&size=2')).toMatchObject({
      usernames: [],
      total: 4,
      page: 3,
    });
    // size alone asks for a page too.
    expect((await page('role=ROLE_ARTISAN&libre=1&size=3')).usernames).toEqual([
      'artisan2',
      'bernard',
      'camille',
    ]);
  });

  it('finds a part of the e-mail or of the username, case ignored, among the free accounts of the role', async () => {
    // bertrand belongs to an artisan, bernadette is a particulier.
    expect(await page('role=ROLE_ARTISAN&libre=1&q=BER')).toMatchObject({
      usernames: ['bernard', 'dupuis'],
      total: 2,
      pageCount: 1,
    });
    expect((await page('role=ROLE_ARTISAN&libre=1&q=plomberie-TULLE')).usernames).toEqual(['bernard']);
    expect(
      (await page(`role=ROLE_ARTISAN&libre=1&q=${encodeURIComponent('  camille  ')}`)).usernames,
    ).toEqual(['camille']);
    expect(await page('role=ROLE_ARTISAN&libre=1&q=zzz')).toMatchObject({
      usernames: [],
      total: 0,
      pageCount: 1,
    });
    // The wildcards of LIKE are letters typed, not patterns.
    expect((await page('role=ROLE_ARTISAN&libre=1&q=%25')).usernames).toEqual([]);
    expect((await page('role=ROLE_ARTISAN&libre=1&q=_')).usernames).toEqual([]);
    // A blank search is no search: the first page of them all.
    expect((await page('role=ROLE_ARTISAN&libre=1&q=%20%20')).total).toBe(4);
    // Without a role: the free accounts of every role.
    expect((await page('libre=1&q=bern')).usernames).toEqual(['bernadette', 'bernard', 'dupuis']);
  });

  it('adds the account of artisanId when it matches, and only that artisan’s', async () => {
    expect((await page(`role=ROLE_ARTISAN&libre=1&q=artisan&artisanId=${artisanId}`)).usernames).toEqual([
      'artisan',
      'artisan2',
    ]);
    // Its own account does not match the search: not added.
    expect((await page(`role=ROLE_ARTISAN&libre=1&q=ber&artisanId=${artisanId}`)).usernames).toEqual([
      'bernard',
      'dupuis',
    ]);
    expect(await page(`role=ROLE_ARTISAN&libre=1&q=ber&artisanId=${bertrandArtisanId}`)).toMatchObject({
      usernames: ['bernard', 'bertrand', 'dupuis'],
      total: 3,
    });
    expect(await page(`role=ROLE_ARTISAN&libre=1&page=1&size=2&artisanId=${artisanId}`)).toMatchObject({
      usernames: ['artisan', 'artisan2'],
      total: 5,
      pageCount: 3,
    });
    // An unknown artisan adds no account.
    expect((await page('role=ROLE_ARTISAN&libre=1&q=ber&artisanId=999999')).usernames).toEqual([
      'bernard',
      'dupuis',
    ]);
    // Without libre, artisanId changes nothing: every account of the role that matches.
    expect((await page(`role=ROLE_ARTISAN&q=ber&artisanId=${artisanId}`)).usernames).toEqual([
      'bernard',
      'bertrand',
      'dupuis',
    ]);
  });

  it('follows an artisan that takes an account or leaves it, in its page and its total', async () => {
    const setOwner = (username: string | null) =>
      ctx.app.db.execute(
        sql`UPDATE artisans SET user_id = (SELECT id FROM users WHERE username = ${username})
          WHERE id = ${bertrandArtisanId}`,
      );
    try {
      await setOwner('camille');
      expect(await page('role=ROLE_ARTISAN&libre=1&page=1')).toMatchObject({
        usernames: ['artisan2', 'bernard', 'bertrand', 'dupuis'],
        total: 4,
      });
      await setOwner(null);
      expect(await page('role=ROLE_ARTISAN&libre=1&page=1')).toMatchObject({
        usernames: ['artisan2', 'bernard', 'bertrand', 'camille', 'dupuis'],
        total: 5,
      });
      // Without a role: the free accounts of every role (the admin's own and the particuliers').
      expect((await page('libre=1&page=1&size=100')).total).toBe(
        (await page('libre=1&page=1&size=100')).usernames.length,
      );
      expect((await page('libre=1&page=1&size=100')).usernames).toEqual(
        expect.arrayContaining(['admin', 'bernadette', 'particulier', 'bertrand']),
      );
    } finally {
      await setOwner('bertrand');
    }
    expect((await page('role=ROLE_ARTISAN&libre=1&page=1')).total).toBe(4);
  });

  it('keeps the whole list, as the spec has it, without page, size or q', async () => {
    const response = await get(`role=ROLE_ARTISAN&libre=1&artisanId=${artisanId}`, people.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(UserListSchema.parse(response.json()).map((user) => user.username)).toEqual([
      'artisan',
      'artisan2',
      'bernard',
      'camille',
      'dupuis',
    ]);
  });

  it.each([
    ['page=0', LIST_PAGE_MESSAGES.page],
    ['page=1.5', LIST_PAGE_MESSAGES.page],
    ['page=abc', LIST_PAGE_MESSAGES.page],
    [`page=${LIST_PAGE_LIMITS.pageMax + 1}`, LIST_PAGE_MESSAGES.page],
    ['size=0', LIST_PAGE_MESSAGES.size],
    [`size=${LIST_PAGE_LIMITS.sizeMax + 1}`, LIST_PAGE_MESSAGES.size],
    [`q=${'a'.repeat(LIST_PAGE_LIMITS.qMax + 1)}`, LIST_PAGE_MESSAGES.q],
    ['q=a%00b', LIST_PAGE_MESSAGES.qLine],
    ['q=a%0Ab', LIST_PAGE_MESSAGES.qLine],
    ['page=1&libre=oui', 'Le paramètre libre vaut 1 ou est absent.'],
  ])('refuses role=ROLE_ARTISAN&libre=1&%s with a French 400', async (query, message) => {
    const response = await get(`role=ROLE_ARTISAN&libre=1&${query}`, people.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  // The contract's own messages (zod's French locale for the id, RoleSchema's for the role).
  it.each([
    ['artisanId=0', 'artisanId : Trop petit : nombre doit être >0.'],
    ['artisanId=abc', 'artisanId : Entrée invalide : nombre attendu, NaN reçu.'],
    ['artisanId=2147483648', 'artisanId : Trop grand : nombre doit être <=2147483647.'],
    ['role=ROLE_ROI', 'Ce rôle n’existe pas.'],
  ])('refuses a malformed %s with a French 400, paged too', async (query, message) => {
    const response = await get(`libre=1&page=1&${query}`, people.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes the largest page and the longest search allowed', async () => {
    expect((await page(`role=ROLE_ARTISAN&libre=1&size=${LIST_PAGE_LIMITS.sizeMax}`)).size).toBe(
      LIST_PAGE_LIMITS.sizeMax,
    );
    expect(
      (await page(`role=ROLE_ARTISAN&libre=1&q=${'a'.repeat(LIST_PAGE_LIMITS.qMax)}`)).usernames,
    ).toEqual([]);
    expect((await page(`role=ROLE_ARTISAN&libre=1&page=${LIST_PAGE_LIMITS.pageMax}`)).usernames).toEqual([]);
  });
});
