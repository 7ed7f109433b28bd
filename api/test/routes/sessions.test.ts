// Sessions read from the database on every authenticated request (plugins/auth.ts): a token dies on logout, on a
// password change or reset, on a role change and with its account; ownership of an artisan follows the database,
// not the token. Each case was an attack that worked before (a token kept its role and artisanId for 8 h).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { artisans, users } from '../../src/db/schema';
import { deriveResetKey, resetHash } from '../../src/auth/reset-link';
import { createSecondInstance, createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-database';
import { FIXTURE } from '../helpers/fixture';
import { login, openPeopleApp, PEOPLE, type PeopleApp, type Session } from '../helpers/fixture-people';
import { multipart, png } from '../helpers/fixture-details';

const ENDED = { message: MESSAGES.sessionEnded };

function get(app: FastifyInstance, url: string, session: Session) {
  return app.inject({ url, headers: session.headers });
}

/** A user the admin may edit: full body of PUT /api/user/{id} for the spare artisan account. */
function spareAccount(overrides: Record<string, unknown> = {}) {
  return {
    email: PEOPLE.spare.email,
    username: PEOPLE.spare.username,
    telephone: '0555000002',
    role: 'ROLE_ARTISAN',
    ...overrides,
  };
}

describe('sessions checked against the database', () => {
  let { ctx, people } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people } = await openPeopleApp()), 60_000);
  afterAll(() => ctx?.close());

  /** PUT /api/user/{id} as `session`. */
  const putUser = (session: Pick<Session, 'headers'>, id: number, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: session.headers, payload });

  async function newAdmin(username: string): Promise<Session> {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: people.admin.headers,
      payload: {
        email: `${username}@example.fr`,
        username,
        telephone: '0555000010',
        password: 'Second@2024',
        role: 'ROLE_ADMIN',
      },
    });
    expect(created.json()).toMatchObject({ username });
    return login(ctx.app, { username, password: 'Second@2024' });
  }

  it('answers a session with Cache-Control: private, no-store', async () => {
    const response = await get(ctx.app, '/api/user', people.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('ends an admin session when another admin demotes the account: no account creation to stay in', async () => {
    const second = await newAdmin('second-admin');
    expect((await get(ctx.app, '/api/user', second)).statusCode).toBe(200);

    const demoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${second.userId}`,
      headers: people.admin.headers,
      payload: {
        email: 'second-admin@example.fr',
        username: 'second-admin',
        telephone: '0555000010',
        role: 'ROLE_PARTICULIER',
      },
    });
    expect(demoted.statusCode).toBe(200);

    const list = await get(ctx.app, '/api/user', second);
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual(ENDED);
    const stay = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: second.headers,
      payload: { email: 'porte@example.fr', username: 'porte', password: 'Porte@2024', role: 'ROLE_ADMIN' },
    });
    expect(stay.statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.username, 'porte'));
    expect(row).toBeUndefined();
  });

  it('keeps the session of an account whose role did not change', async () => {
    const spare = await login(ctx.app, PEOPLE.spare);
    const edited = await putUser(people.admin, spare.userId, spareAccount({ telephone: '0555000099' }));
    expect(edited.statusCode).toBe(200);
    expect((await get(ctx.app, `/api/user/${spare.userId}`, spare)).statusCode).toBe(403);
    const own = await putUser(spare, spare.userId, { telephone: '0555000002' });
    expect(own.statusCode).toBe(200);
  });

  it('ends the sessions of an account whose password an admin changes', async () => {
    const spare = await login(ctx.app, PEOPLE.spare);
    const changed = await putUser(people.admin, spare.userId, spareAccount({ password: 'Nouveau@2024' }));
    expect(changed.statusCode).toBe(200);
    const refused = await putUser(spare, spare.userId, { telephone: '0555000003' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(ENDED);
    // The new password opens a new session.
    const again = await login(ctx.app, { username: PEOPLE.spare.username, password: 'Nouveau@2024' });
    expect((await get(ctx.app, `/api/artisan/1/compte`, again)).statusCode).toBe(403);
    await putUser(people.admin, spare.userId, spareAccount({ password: PEOPLE.spare.password }));
  });

  it('ends the sessions of an account whose password is reset through the e-mailed link', async () => {
    const spare = await login(ctx.app, PEOPLE.spare);
    const [account] = await ctx.app.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, spare.userId));
    const timestamp = Date.now();
    const hash = resetHash(
      deriveResetKey(ctx.config.jwtSecret),
      account!.email,
      timestamp,
      account!.passwordHash!,
    );
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/pwd',
      payload: { email: account!.email, timestamp, hash, newPassword: PEOPLE.spare.password },
    });
    expect(reset.statusCode).toBe(200);
    const refused = await putUser(spare, spare.userId, { telephone: '0555000004' });
    expect(refused.statusCode).toBe(401);
  });

  it('ends a session on logout, cookie or bearer; the other sessions of the account end with it', async () => {
    const first = await login(ctx.app, FIXTURE.artisan);
    const second = await login(ctx.app, FIXTURE.artisan);
    const compte = `/api/artisan/${first.artisanId}/compte`;
    expect((await get(ctx.app, compte, first)).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { jwt: first.token },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Déconnexion réussie.' });

    for (const session of [first, second]) {
      const replay = await get(ctx.app, compte, session);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(ENDED);
      const byCookie = await ctx.app.inject({ url: compte, cookies: { jwt: session.token } });
      expect(byCookie.statusCode).toBe(401);
    }
    // Logging in again works.
    const fresh = await login(ctx.app, FIXTURE.artisan);
    expect((await get(ctx.app, compte, fresh)).statusCode).toBe(200);
    people.artisan = fresh;
  });

  it('answers a logout without a session, or with a dead one, and changes nothing', async () => {
    const before = await ctx.app.db.select({ v: users.sessionVersion }).from(users).orderBy(users.id);
    for (const cookies of [{}, { jwt: 'pas-un-jeton' }] as Record<string, string>[]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
      expect(response.statusCode).toBe(200);
    }
    const after = await ctx.app.db.select({ v: users.sessionVersion }).from(users).orderBy(users.id);
    expect(after).toEqual(before);
  });

  it('refuses the session of a deleted account', async () => {
    const doomed = await newAdmin('ephemere');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/${doomed.userId}`,
      headers: people.admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await get(ctx.app, '/api/user', doomed);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a well-signed token without exp, without a session version, or of another version', async () => {
    const admin = await login(ctx.app, FIXTURE.admin);
    const base = { sub: admin.userId, role: 'ROLE_ADMIN', artisanId: null };
    const version = (
      await ctx.app.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, admin.userId))
    )[0]!.v;
    const signer = ctx.app.jwt.sign.bind(ctx.app.jwt) as (payload: object, options?: object) => string;
    // fast-jwt adds exp from expiresIn: a token without one is signed by the lower-level signer.
    const { createSigner } = await import('fast-jwt');
    const noExp = createSigner({ key: ctx.config.jwtSecret })({ ...base, sv: version });
    const tokens = {
      noExp,
      noVersion: signer(base),
      otherVersion: signer({ ...base, sv: version + 1 }),
      valid: signer({ ...base, sv: version }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await ctx.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect({ name, status: response.statusCode }).toEqual({ name, status: name === 'valid' ? 200 : 401 });
    }
  });

  it('gives the role the database has now, not the one the token claims', async () => {
    const spare = await login(ctx.app, PEOPLE.spare);
    const forged = ctx.app.jwt.sign({ sub: spare.userId, role: 'ROLE_ADMIN', artisanId: null, sv: 0 });
    const [row] = await ctx.app.db
      .select({ v: users.sessionVersion })
      .from(users)
      .where(eq(users.id, spare.userId));
    const claimed = ctx.app.jwt.sign({ sub: spare.userId, role: 'ROLE_ADMIN', artisanId: null, sv: row!.v });
    for (const token of [forged, claimed]) {
      const response = await ctx.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([401, 403]).toContain(response.statusCode);
    }
  });
});

describe('artisan ownership read from the database on every write', () => {
  let { ctx, people, artisanId } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people, artisanId } = await openPeopleApp()), 60_000);
  afterAll(() => ctx?.close());

  const upload = async (session: Session) => {
    const body = multipart([{ data: await png(), contentType: 'image/png', filename: 'a.png' }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/artisan/details/${artisanId}/upload-file`,
      payload: body.payload,
      headers: { ...body.headers, ...session.headers },
    });
  };

  const reassignTo = (userId: number) =>
    ctx.app.db.update(artisans).set({ userId }).where(eq(artisans.id, artisanId));

  it('refuses the former owner every write once an admin gave the artisan to another account', async () => {
    const former = people.artisan;
    const [description] = (
      await ctx.app.inject({ url: `/api/artisan/details/type-artisan/${artisanId}?type=DESCRIPTION` })
    ).json<{ id: number }[]>();
    await reassignTo(people.spare.userId);

    const uploaded = await upload(former);
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/details',
      headers: former.headers,
      payload: { type: 'NORME', artisanId, description: 'RGE', pathImg: '/uploads/x.webp' },
    });
    const rewrite = await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/details/${description!.id}`,
      headers: former.headers,
      payload: { type: 'DESCRIPTION', description: 'Réécrite par l’ancien propriétaire.' },
    });
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/artisan/details/${description!.id}`,
      headers: former.headers,
    });
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: `/api/artisan/${artisanId}`,
      headers: former.headers,
      payload: { anneeExperience: 1, rayonActivite: 1, specialites: [] },
    });
    const compte = await get(ctx.app, `/api/artisan/${artisanId}/compte`, former);
    for (const response of [uploaded, create, rewrite, remove, profile, compte]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
    const [kept] = (
      await ctx.app.inject({ url: `/api/artisan/details/type-artisan/${artisanId}?type=DESCRIPTION` })
    ).json<{ description: string }[]>();
    expect(kept!.description).toBe('Plombier de test.');
  });

  it('lets the new owner write with the session opened before the change', async () => {
    const newOwner = people.spare;
    const rewrite = await ctx.app.inject({
      method: 'POST',
      url: '/api/artisan/details',
      headers: newOwner.headers,
      payload: { type: 'NORME', artisanId, description: 'Qualibat', pathImg: null },
    });
    expect(rewrite.statusCode).not.toBe(403);
    expect((await upload(newOwner)).statusCode).toBe(201);
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('sessions across two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses on one instance a session ended through the other, at once', async () => {
    const session = await login(first.app, FIXTURE.artisan);
    const compte = `/api/artisan/${session.artisanId}/compte`;
    expect((await get(second.app, compte, session)).statusCode).toBe(200);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await get(second.app, compte, session)).statusCode).toBe(401);
    const ended = await second.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.sessionVersion} > 0`);
    expect(ended).toEqual([{ id: session.userId }]);
  });
});
