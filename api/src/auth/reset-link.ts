// The password reset link: /reset-password?email=…&timestamp=…&hash=…, where hash is an HMAC-SHA256 (key derived
// from the JWT secret) over the e-mail, the timestamp and the account's current password hash. It expires after
// one hour, and works once: changing the password changes the hash it is bound to. Used by routes/email.ts and
// routes/user.ts.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Tolerated clock difference between API instances sharing a database. */
const CLOCK_SKEW_MS = 60 * 1000;

/** A key of its own for reset links, so that a reset hash can never pass for anything signed with the JWT secret. */
export function deriveResetKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'annuaire-artisans', 'password-reset-link', 32));
}

export function resetHash(key: Buffer, email: string, timestamp: number, passwordHash: string): string {
  // Length-prefixed fields: no two (email, timestamp, hash) triples give the same input.
  const input = [email, String(timestamp), passwordHash].map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', key).update(input).digest('base64url');
}

export function buildResetLink(
  publicUrl: string,
  key: Buffer,
  account: { email: string; passwordHash: string },
  now = Date.now(),
): string {
  const params = new URLSearchParams({
    email: account.email,
    timestamp: String(now),
    hash: resetHash(key, account.email, now, account.passwordHash),
  });
  return `${publicUrl}/reset-password?${params.toString()}`;
}

/** Whether the link was issued less than an hour ago and not in the future. */
export function isResetTimestampValid(timestamp: number, now = Date.now()): boolean {
  return (
    Number.isSafeInteger(timestamp) &&
    timestamp <= now + CLOCK_SKEW_MS &&
    now - timestamp <= RESET_LINK_LIFETIME_MS
  );
}

/** Constant-time check of a link's hash against the account's current password hash. */
export function verifyResetHash(
  key: Buffer,
  account: { email: string; passwordHash: string },
  timestamp: number,
  hash: string,
): boolean {
  const expected = Buffer.from(resetHash(key, account.email, timestamp, account.passwordHash));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
