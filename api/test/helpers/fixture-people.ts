// Helpers for the people tests (accounts, particuliers, notes, messages): log in, bearer headers, and a few
// particuliers and a second artisan account on top of the shared fixture.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/auth/passwords';
import { FIXTURE } from './fixture';
import { createTestApp, type TestApp } from './test-app';

export interface Session {
  token: string;
  userId: number;
  artisanId: number | null;
  headers: { authorization: string };
}

export const PEOPLE = {
  /** An artisan account that owns no artisan profile. */
  spare: { username: 'artisan2', email: 'artisan2@example.fr', password: 'Artisan2@2024' },
  particuliers: [
    { nom: 'Martin', prenom: 'Luc' },
    { nom: 'Dupont', prenom: 'Marie' },
  ],
};

export async function login(
  app: FastifyInstance,
  credentials: { username: string; password: string },
): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login ${credentials.username}: ${response.statusCode}`);
  const { token, artisanId } = response.json<{ token: string; artisanId: number | null }>();
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: number;
  };
  return { token, userId: Number(claims.sub), artisanId, headers: { authorization: `Bearer ${token}` } };
}

export interface People {
  admin: Session;
  artisan: Session;
  spare: Session;
  particulierIds: number[];
}

/** Adds the spare artisan account and the particuliers, then logs the three accounts in. */
export async function insertPeople(app: FastifyInstance): Promise<People> {
  await app.db.execute(
    // Through SQL rather than the API: the tests of POST /api/user must not depend on this fixture.
    sql`INSERT INTO users (email, username, password_hash, telephone, role)
      VALUES (${PEOPLE.spare.email}, ${PEOPLE.spare.username}, ${await hashPassword(PEOPLE.spare.password)},
      '0555000002', 'ROLE_ARTISAN')`,
  );
  const particulierIds: number[] = [];
  for (const particulier of PEOPLE.particuliers) {
    particulierIds.push((await app.particulierRepository.create(particulier)).id);
  }
  const [admin, artisan, spare] = await Promise.all([
    login(app, FIXTURE.admin),
    login(app, FIXTURE.artisan),
    login(app, PEOPLE.spare),
  ]);
  return { admin, artisan, spare, particulierIds };
}

export interface PeopleApp {
  ctx: TestApp;
  people: People;
  /** The artisan of the fixture's artisan account. */
  artisanId: number;
}

/** The app with its fixture and the people above: a describe's set-up. */
export async function openPeopleApp(): Promise<PeopleApp> {
  const ctx = await createTestApp();
  const people = await insertPeople(ctx.app);
  return { ctx, people, artisanId: people.artisan.artisanId! };
}

/** Waits until `check` passes (background work such as a mail sent after answering). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
