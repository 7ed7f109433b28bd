// The back office's three lists at scale, as an administrator sees them: the artisans (GET /api/artisan/artisans),
// the accounts (GET /api/user) and the particuliers (GET /api/particulier), each paged and searched by the API. The
// demo seed is off in these runs: an administrator account is written for the bench into the measured database,
// with a password drawn per run, then logged in through POST /api/auth/login like the back office.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../api/src/auth/passwords';
import type { Db } from '../../../api/src/db/database';
import { users } from '../../../api/src/db/schema';
import { SURNAMES } from './names';

const USERNAME = 'bench-admin';

/** Writes (or resets) the bench's administrator account; returns its password. */
export async function writeBenchAdministrator(db: Db): Promise<string> {
  // The password rules (contract): a capital, a small letter, a digit and a sign, 8 characters at least.
  const password = `Bench-${randomBytes(12).toString('base64url')}-1a`;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email: 'bench-admin@bench.test', username: USERNAME, passwordHash, role: 'ROLE_ADMIN' })
    .onConflictDoUpdate({ target: users.username, set: { passwordHash, role: 'ROLE_ADMIN' } });
  return password;
}

/** The administrator's session token, from the login the back office uses. */
export async function logInBenchAdministrator(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password }),
  });
  if (!response.ok) throw new Error(`/api/auth/login : HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const BACK_OFFICE_LABELS = [
  'artisans, page 1',
  'artisans, page profonde',
  'artisans, un nom',
  'comptes, page 1',
  'comptes, un identifiant',
  'comptes libres, page 1',
  'comptes libres, avec le propriétaire',
  'particuliers, page 1',
  'particuliers, nom et prénom',
] as const;

/**
 * What each list is asked: its first page, the artisans' middle page (20 a page), and a search typed in each box
 * (the middle artisan's name, a generated username, a generated particulier's « nom prénom »); and the owner
 * combobox's first page of free accounts.
 */
export function backOfficeQueries(
  middleName: string,
  artisans: number,
): Record<(typeof BACK_OFFICE_LABELS)[number], string> {
  const search = (path: string, q: string) => `${path}?${new URLSearchParams({ page: '1', q })}`;
  return {
    'artisans, page 1': '/api/artisan/artisans?page=1',
    'artisans, page profonde': `/api/artisan/artisans?page=${Math.max(1, Math.floor(artisans / 20 / 2))}`,
    'artisans, un nom': search('/api/artisan/artisans', middleName),
    'comptes, page 1': '/api/user?page=1',
    'comptes, un identifiant': search('/api/user', 'artisan5000'),
    // The artisan form's owner combobox, nothing typed: a new artisan's, then the middle artisan's own form.
    'comptes libres, page 1': '/api/user?role=ROLE_ARTISAN&libre=1&page=1',
    'comptes libres, avec le propriétaire': `/api/user?role=ROLE_ARTISAN&libre=1&page=1&artisanId=${Math.max(
      1,
      Math.floor(artisans / 2),
    )}`,
    'particuliers, page 1': '/api/particulier?page=1',
    'particuliers, nom et prénom': search('/api/particulier', `${SURNAMES[3]} Marie`),
  };
}
