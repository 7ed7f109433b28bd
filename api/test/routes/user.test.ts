// /api/user: admin-only account management, an artisan's own contact fields, and the authorization table.
import { LIST_PAGE_LIMITS, LIST_PAGE_MESSAGES, MESSAGES } from '@annuaire/shared/contract/common';
import { USER_MESSAGES, UserListSchema, UserPageSchema, UserSchema } from '@annuaire/shared/contract/user';
import { FIXTURE } from '../helpers/fixture';
import { login, openPeopleApp, PEOPLE, type PeopleApp } from '../helpers/fixture-people';
import { resolveRefs } from '../helpers/openapi';

const newUser = {
  email: 'Nouveau@Example.fr',
  username: 'nouveau',
  telephone: '0612345678',
  password: 'Nouveau@2024',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'TEL',
};

describe('/api/user', () => {
  let { ctx, people } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people } = await openPeopleApp()));
  afterAll(() => ctx?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: { authorization: string },
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });

  /** Creates, as the admin, an account like newUser under this username; its id. */
  const createUser = async (username: string) =>
    (
      await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        username,
        email: `${username}@example.fr`,
      })
    ).json<{ id: number }>().id;

  function expectNoPassword(body: string) {
    expect(body).not.toMatch(/password|argon2|\$argon/i);
  }

  describe('authorization', () => {
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string][] = [
      ['GET /api/user', 'GET', () => '/api/user'],
      ['GET /api/user?page=1&q=art', 'GET', () => '/api/user?page=1&q=art'],
      [
        'GET /api/user?role=ROLE_ARTISAN&libre=1&q=art',
        'GET',
        () => '/api/user?role=ROLE_ARTISAN&libre=1&q=art',
      ],
      ['GET /api/user/{id}', 'GET', () => `/api/user/${people.admin.userId}`],
      ['POST /api/user', 'POST', () => '/api/user'],
      ['DELETE /api/user/{id}', 'DELETE', () => `/api/user/${people.spare.userId}`],
    ];
    it.each(cases)('%s: 401 without a session', async (_name, method, url) => {
      const response = await inject(method, url(), undefined, newUser);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
    });
    it.each(cases)('%s: 403 for an artisan', async (_name, method, url) => {
      const response = await inject(method, url(), people.artisan.headers, newUser);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    });
    it('PUT /api/user/{id}: 401 without a session', async () => {
      const response = await inject('PUT', `/api/user/${people.artisan.userId}`, undefined, {});
      expect(response.statusCode).toBe(401);
    });
  });

  it('lists the accounts for an admin, without any password', async () => {
    const response = await inject('GET', '/api/user', people.admin.headers);
    expect(response.statusCode).toBe(200);
    const users = UserListSchema.parse(response.json());
    expect(users.map((user) => user.username)).toEqual(['admin', 'artisan', 'artisan2']);
    expectNoPassword(response.body);
    for (const user of response.json<object[]>()) {
      expect(Object.keys(user).sort()).toEqual(
        ['email', 'id', 'pendingActivation', 'personnalDataToShow', 'role', 'telephone', 'username'].sort(),
      );
    }
  });

  it('filters the list by role', async () => {
    const response = await inject('GET', '/api/user?role=ROLE_ARTISAN', people.admin.headers);
    expect(response.json<{ username: string }[]>().map((user) => user.username)).toEqual([
      'artisan',
      'artisan2',
    ]);
    const bad = await inject('GET', '/api/user?role=ROLE_ROI', people.admin.headers);
    expect(bad.statusCode).toBe(400);
  });

  // Issue 22: the artisan form's owner select offers only the accounts no artisan belongs to, and the edited
  // artisan's own.
  it('lists the free artisan accounts with libre=1, plus the edited artisan’s own with artisanId', async () => {
    const usernames = async (query: string) => {
      const response = await inject('GET', `/api/user?${query}`, people.admin.headers);
      expect(response.statusCode).toBe(200);
      return UserListSchema.parse(response.json()).map((user) => user.username);
    };
    expect(await usernames('role=ROLE_ARTISAN&libre=1')).toEqual(['artisan2']);
    expect(await usernames(`role=ROLE_ARTISAN&libre=1&artisanId=${people.artisan.artisanId}`)).toEqual([
      'artisan',
      'artisan2',
    ]);
    // Without libre, artisanId changes nothing; an unknown artisan adds no account.
    expect(await usernames(`role=ROLE_ARTISAN&artisanId=${people.artisan.artisanId}`)).toEqual([
      'artisan',
      'artisan2',
    ]);
    expect(await usernames('role=ROLE_ARTISAN&libre=1&artisanId=999999')).toEqual(['artisan2']);
    for (const query of ['libre=oui', 'libre=1&artisanId=abc', 'libre=1&artisanId=0']) {
      const bad = await inject('GET', `/api/user?${query}`, people.admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[a-zé]/);
    }
    const artisan = await inject('GET', '/api/user?role=ROLE_ARTISAN&libre=1', people.artisan.headers);
    expect(artisan.statusCode).toBe(403);
  });

  describe('one page of accounts (page, size, q)', () => {
    const page = async (query: string) => {
      const response = await inject('GET', `/api/user?${query}`, people.admin.headers);
      expect(response.statusCode).toBe(200);
      const body = UserPageSchema.parse(response.json());
      return { ...body, usernames: body.items.map((user) => user.username) };
    };

    it('pages the accounts by username, twenty by default, counting them all', async () => {
      expect(await page('page=1')).toMatchObject({
        usernames: ['admin', 'artisan', 'artisan2'],
        total: 3,
        page: 1,
        size: LIST_PAGE_LIMITS.sizeDefault,
        pageCount: 1,
      });
      expect(await page('page=2&size=2')).toMatchObject({ usernames: ['artisan2'], total: 3, pageCount: 2 });
      // Past the last page: no rows, the same count.
      expect(await page('page=9&size=2')).toMatchObject({ usernames: [], total: 3, page: 9 });
      expectNoPassword((await inject('GET', '/api/user?page=1', people.admin.headers)).body);
    });

    it('counts one role without a search, and follows a role change', async () => {
      expect(await page('page=1&role=ROLE_ARTISAN')).toMatchObject({
        usernames: ['artisan', 'artisan2'],
        total: 2,
      });
      expect(await page('page=1&role=ROLE_ADMIN')).toMatchObject({ usernames: ['admin'], total: 1 });
      const id = await createUser('artisan3');
      const changed = await inject('PUT', `/api/user/${id}`, people.admin.headers, {
        ...newUser,
        username: 'artisan3',
        email: 'artisan3@example.fr',
        role: 'ROLE_ADMIN',
      });
      expect(changed.statusCode).toBe(200);
      expect(await page('page=1&role=ROLE_ADMIN')).toMatchObject({
        usernames: ['admin', 'artisan3'],
        total: 2,
      });
      expect(await page('page=1')).toMatchObject({ total: 4 });
      expect((await inject('DELETE', `/api/user/${id}`, people.admin.headers)).statusCode).toBe(204);
      expect(await page('page=1')).toMatchObject({ total: 3 });
      expect(await page('page=1&role=ROLE_ADMIN')).toMatchObject({ total: 1 });
    });

    it('finds a part of the e-mail or of the username, case ignored, in one role when asked', async () => {
      expect((await page('q=ARTISAN2')).usernames).toEqual(['artisan2']);
      const admin = await inject('GET', `/api/user/${people.admin.userId}`, people.admin.headers);
      const domain = admin.json<{ email: string }>().email.split('@')[1]!;
      expect((await page(`q=${encodeURIComponent(`@${domain}`)}&role=ROLE_ADMIN`)).usernames).toEqual([
        'admin',
      ]);
      expect((await page('q=art&role=ROLE_ADMIN')).usernames).toEqual([]);
      expect(await page('q=zzz')).toMatchObject({ usernames: [], total: 0, pageCount: 1 });
      // The wildcards of LIKE are letters typed, not patterns.
      expect((await page('q=%25')).usernames).toEqual([]);
      expect((await page('q=_')).usernames).toEqual([]);
      expect((await page(`q=${encodeURIComponent('  artisan  ')}`)).usernames).toEqual([
        'artisan',
        'artisan2',
      ]);
    });

    it.each([
      ['page=0', LIST_PAGE_MESSAGES.page],
      ['page=1.5', LIST_PAGE_MESSAGES.page],
      ['page=100001', LIST_PAGE_MESSAGES.page],
      ['size=0', LIST_PAGE_MESSAGES.size],
      [`size=${LIST_PAGE_LIMITS.sizeMax + 1}`, LIST_PAGE_MESSAGES.size],
      [`q=${'a'.repeat(101)}`, LIST_PAGE_MESSAGES.q],
      ['q=a%00b', LIST_PAGE_MESSAGES.qLine],
      ['q=a%0Ab', LIST_PAGE_MESSAGES.qLine],
    ])('refuses %s with a French 400', async (query, message) => {
      const response = await inject('GET', `/api/user?${query}`, people.admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('takes the longest search allowed', async () => {
      expect((await page(`q=${'a'.repeat(100)}`)).usernames).toEqual([]);
      expect((await page(`size=${LIST_PAGE_LIMITS.sizeMax}`)).size).toBe(LIST_PAGE_LIMITS.sizeMax);
    });
  });

  it('reads one account, 404 in French for an unknown id, 400 for a malformed one', async () => {
    const response = await inject('GET', `/api/user/${people.artisan.userId}`, people.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json())).toMatchObject({
      username: 'artisan',
      email: 'artisan@example.fr',
      role: 'ROLE_ARTISAN',
    });
    expectNoPassword(response.body);
    const unknown = await inject('GET', '/api/user/999999', people.admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: USER_MESSAGES.notFound });
    for (const id of ['abc', '0', '99999999999']) {
      expect((await inject('GET', `/api/user/${id}`, people.admin.headers)).statusCode).toBe(400);
    }
  });

  describe('POST', () => {
    it('creates an account (201, e-mail lower-cased, no password in the answer) that can log in', async () => {
      const response = await inject('POST', '/api/user', people.admin.headers, newUser);
      expect(response.statusCode).toBe(201);
      expect(UserSchema.parse(response.json())).toMatchObject({
        email: 'nouveau@example.fr',
        username: 'nouveau',
        telephone: '0612345678',
        role: 'ROLE_ARTISAN',
        personnalDataToShow: 'TEL',
      });
      expectNoPassword(response.body);
      const session = await login(ctx.app, { username: 'nouveau', password: 'Nouveau@2024' });
      expect(session.userId).toBe(response.json<{ id: number }>().id);
    });

    it('refuses a duplicate username (any case) or e-mail with a French 400', async () => {
      const username = await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        email: 'autre@example.fr',
        username: 'ADMIN',
      });
      expect(username.statusCode).toBe(400);
      expect(username.json()).toEqual({ message: USER_MESSAGES.usernameTaken });
      const email = await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        email: 'ARTISAN@example.fr',
        username: 'autre',
      });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toEqual({ message: USER_MESSAGES.emailTaken });
    });

    it.each([
      ['Court@1', MESSAGES.passwordTooShort],
      ['sansmajuscule@1', MESSAGES.passwordPolicy],
      ['SANSMINUSCULE@1', MESSAGES.passwordPolicy],
      ['SansChiffre@@', MESSAGES.passwordPolicy],
      ['SansSpecial12', MESSAGES.passwordPolicy],
      ['Espace @2024', MESSAGES.passwordPolicy],
    ])('applies the password policy: %s', async (password, message) => {
      const response = await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        username: 'faible',
        email: 'faible@example.fr',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it.each([
      ['123456789', 400],
      ['1234567890', 201],
      ['123456789012345', 201],
      ['1234567890123456', 400],
      // Issue 21: spaces, dots and +33 are accepted on input, and the number is stored as digits.
      ['06 12 34 56 78', 201],
      ['+33 6 12 34 56 79', 201],
      ['06.12.34.56.7a', 400],
    ])('telephone %s → %i', async (telephone, status) => {
      const username = `tel${telephone.replace(/\D/g, '')}${telephone.length}`;
      const response = await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        username,
        email: `${username}@example.fr`,
        telephone,
      });
      expect(response.statusCode).toBe(status);
      if (status === 400) expect(response.json().message).toBe(MESSAGES.phoneInvalid);
      else expect(response.json().telephone).toMatch(/^\d{10,15}$/);
    });

    it('requires the fields, with French messages', async () => {
      const response = await inject('POST', '/api/user', people.admin.headers, {});
      expect(response.statusCode).toBe(400);
      const body = response.json<{ errors: { path: string; message: string }[] }>();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'email', message: MESSAGES.emailInvalid },
          { path: 'username', message: "Le nom d'utilisateur est obligatoire." },
          { path: 'telephone', message: MESSAGES.phoneInvalid },
        ]),
      );
      // The password is optional (an account without one is activated by its owner), but checked when given.
      const weak = await inject('POST', '/api/user', people.admin.headers, { ...newUser, password: 'court' });
      expect(weak.json().errors).toContainEqual({ path: 'password', message: MESSAGES.passwordTooShort });
      const badEmail = await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        email: 'pas-un-mail',
      });
      expect(badEmail.json().message).toBe(MESSAGES.emailInvalid);
      // Issue 22: an empty e-mail is a missing one, not an invalid one.
      const emptyEmail = await inject('POST', '/api/user', people.admin.headers, { ...newUser, email: '  ' });
      expect(emptyEmail.statusCode).toBe(400);
      expect(emptyEmail.json()).toEqual({
        message: MESSAGES.emailRequired,
        errors: [{ path: 'email', message: MESSAGES.emailRequired }],
      });
    });

    it('answers malformed JSON with a French 400', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { ...people.admin.headers, 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.malformedJson });
    });
  });

  describe('PUT', () => {
    it('lets an admin change everything, keeping the password when none is given', async () => {
      const id = await createUser('amodifier');
      const response = await inject('PUT', `/api/user/${id}`, people.admin.headers, {
        email: 'modifie@example.fr',
        username: 'modifie',
        telephone: '0799999999',
        role: 'ROLE_PARTICULIER',
        personnalDataToShow: 'MAIL',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        email: 'modifie@example.fr',
        username: 'modifie',
        pendingActivation: false,
        telephone: '0799999999',
        role: 'ROLE_PARTICULIER',
        personnalDataToShow: 'MAIL',
      });
      await expect(login(ctx.app, { username: 'modifie', password: newUser.password })).resolves.toBeTruthy();

      const withPassword = await inject('PUT', `/api/user/${id}`, people.admin.headers, {
        ...response.json(),
        password: 'Change@2025',
      });
      expect(withPassword.statusCode).toBe(200);
      expectNoPassword(withPassword.body);
      await expect(login(ctx.app, { username: 'modifie', password: 'Change@2025' })).resolves.toBeTruthy();
      await expect(login(ctx.app, { username: 'modifie', password: newUser.password })).rejects.toThrow();
    });

    it('checks the admin payload: policy, duplicates, unknown id, own role', async () => {
      const body = {
        email: 'artisan2@example.fr',
        username: 'artisan2',
        telephone: '0555000002',
        role: 'ROLE_ARTISAN',
      };
      const weak = await inject('PUT', `/api/user/${people.spare.userId}`, people.admin.headers, {
        ...body,
        password: 'faible',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(MESSAGES.passwordTooShort);
      const duplicate = await inject('PUT', `/api/user/${people.spare.userId}`, people.admin.headers, {
        ...body,
        username: 'artisan',
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual({ message: USER_MESSAGES.usernameTaken });
      const missing = await inject('PUT', `/api/user/${people.spare.userId}`, people.admin.headers, {
        telephone: '0555000002',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual(
        expect.arrayContaining([{ path: 'email', message: MESSAGES.emailInvalid }]),
      );
      const unknown = await inject('PUT', '/api/user/999999', people.admin.headers, {
        ...body,
        email: 'x@example.fr',
        username: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: USER_MESSAGES.notFound });
      const demote = await inject('PUT', `/api/user/${people.admin.userId}`, people.admin.headers, {
        email: 'admin@example.fr',
        username: 'admin',
        telephone: '0555000000',
        role: 'ROLE_ARTISAN',
      });
      expect(demote.statusCode).toBe(400);
      expect(demote.json()).toEqual({ message: USER_MESSAGES.cannotDemoteSelf });
      // Unchanged.
      const spare = await inject('GET', `/api/user/${people.spare.userId}`, people.admin.headers);
      expect(spare.json()).toMatchObject(body);
    });

    it('lets an artisan change only their own telephone and visibility; other fields are ignored', async () => {
      const response = await inject('PUT', `/api/user/${people.artisan.userId}`, people.artisan.headers, {
        telephone: '0601020304',
        personnalDataToShow: 'MAIL',
        role: 'ROLE_ADMIN',
        username: 'pirate',
        email: 'pirate@example.fr',
        password: 'Pirate@2024',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: people.artisan.userId,
        username: 'artisan',
        email: 'artisan@example.fr',
        role: 'ROLE_ARTISAN',
        telephone: '0601020304',
        personnalDataToShow: 'MAIL',
      });
      expectNoPassword(response.body);
      await expect(login(ctx.app, FIXTURE.artisan)).resolves.toBeTruthy();
      await expect(login(ctx.app, { username: 'artisan', password: 'Pirate@2024' })).rejects.toThrow();

      // An empty telephone clears it; an absent field is kept.
      const cleared = await inject('PUT', `/api/user/${people.artisan.userId}`, people.artisan.headers, {
        telephone: '',
      });
      expect(cleared.json()).toMatchObject({ telephone: null, personnalDataToShow: 'MAIL' });
      const restored = await inject('PUT', `/api/user/${people.artisan.userId}`, people.artisan.headers, {
        telephone: '0555000001',
        personnalDataToShow: 'ALL',
      });
      expect(restored.json()).toMatchObject({ telephone: '0555000001', personnalDataToShow: 'ALL' });
    });

    it('checks an artisan’s telephone (9/10/15/16 digits) and visibility values', async () => {
      const url = `/api/user/${people.spare.userId}`;
      for (const [telephone, status] of [
        ['123456789', 400],
        ['1234567890', 200],
        ['123456789012345', 200],
        ['1234567890123456', 400],
      ] as const) {
        const response = await inject('PUT', url, people.spare.headers, { telephone });
        expect(response.statusCode).toBe(status);
        if (status === 400) {
          expect(response.json()).toEqual({
            message: MESSAGES.phoneInvalid,
            errors: [{ path: 'telephone', message: MESSAGES.phoneInvalid }],
          });
        }
      }
      const visibility = await inject('PUT', url, people.spare.headers, { personnalDataToShow: 'TOUT' });
      expect(visibility.statusCode).toBe(400);
    });

    it('refuses an artisan editing another account with 403 "Accès refusé."', async () => {
      for (const id of [people.spare.userId, people.admin.userId, 999999]) {
        const response = await inject('PUT', `/api/user/${id}`, people.artisan.headers, {
          telephone: '0600000000',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Accès refusé.' });
      }
      const admin = await inject('GET', `/api/user/${people.admin.userId}`, people.admin.headers);
      expect(admin.json().telephone).toBe('0555000000');
    });

    it('refuses a particulier account with 403', async () => {
      await inject('POST', '/api/user', people.admin.headers, {
        ...newUser,
        username: 'particulier',
        email: 'particulier@example.fr',
        role: 'ROLE_PARTICULIER',
      });
      const particulier = await login(ctx.app, { username: 'particulier', password: newUser.password });
      const response = await inject('PUT', `/api/user/${particulier.userId}`, particulier.headers, {
        telephone: '0600000000',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('DELETE', () => {
    it('deletes an account (204), then 404', async () => {
      const id = await createUser('asupprimer');
      const response = await inject('DELETE', `/api/user/${id}`, people.admin.headers);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const again = await inject('DELETE', `/api/user/${id}`, people.admin.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: USER_MESSAGES.notFound });
    });

    it('refuses deleting yourself', async () => {
      const response = await inject('DELETE', `/api/user/${people.admin.userId}`, people.admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: USER_MESSAGES.cannotDeleteSelf });
    });

    it('refuses deleting the account of an existing artisan', async () => {
      const response = await inject('DELETE', `/api/user/${people.artisan.userId}`, people.admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Ce compte est lié à un artisan : supprimez d'abord l'artisan.",
      });
      await expect(login(ctx.app, FIXTURE.artisan)).resolves.toBeTruthy();
    });
  });

  it('documents the routes in /api/openapi.json', async () => {
    const document = (await inject('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/user/', 'get'],
      ['/api/user/', 'post'],
      ['/api/user/{id}', 'get'],
      ['/api/user/{id}', 'put'],
      ['/api/user/{id}', 'delete'],
      ['/api/user/pwd', 'put'],
    ] as const) {
      const operation = document.paths[path]?.[method] ?? document.paths[path.replace(/\/$/, '')]?.[method];
      expect(operation?.tags).toEqual(['comptes']);
      expect(operation?.summary).toBeTruthy();
    }
    expect(JSON.stringify(resolveRefs(document, document.paths['/api/user/{id}']?.put))).toContain(
      'personnalDataToShow',
    );
    expect(PEOPLE.spare.username).toBe('artisan2');
  });
});
