// The password reset link: /reset-password?email=…&timestamp=…&hash=…&sig=…, where hash is an HMAC-SHA256 (key
// derived from the JWT secret) over the e-mail, the timestamp and the account's current password hash. It expires
// after one hour, and works once: changing the password changes the hash it is bound to. sig, an HMAC over the
// e-mail, the timestamp and that hash (not the password), proves that this site issued the link whatever the
// password became since: a link whose hash no longer verifies but whose sig does was used (or overtaken by another
// password change), where one whose sig does not verify either is not ours or was altered (checkResetLink, for
// POST /api/auth/reset-link).
// Used by routes/email.ts, routes/user.ts and routes/auth.ts.
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
  const hash = resetHash(key, account.email, now, account.passwordHash);
  const params = new URLSearchParams({
    email: account.email,
    timestamp: String(now),
    hash,
    sig: resetSignature(key, account.email, now, hash),
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

/**
 * The link's proof of origin: an HMAC over the e-mail, the timestamp and the link's hash as issued, under a sub-key
 * of the reset key (so that it can never pass for a hash, nor a hash for it). It survives a password change, which
 * the hash's own check does not; an altered hash fails it.
 */
export function resetSignature(key: Buffer, email: string, timestamp: number, hash: string): string {
  const subKey = createHmac('sha256', key).update('password-reset-link-issued').digest();
  const input = [email, String(timestamp), hash].map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', subKey).update(input).digest('base64url');
}

function sameText(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a reset link's check finds: it works, it was used, it expired, or it is not one of ours (or altered). */
export type ResetLinkVerdict = 'VALIDE' | 'UTILISE' | 'EXPIRE' | 'INVALIDE';

/**
 * The state of a link for the account its e-mail names (null: no such account). Only an authentic link is told
 * apart from a forged one (an unknown e-mail and a forged link answer the same INVALIDE, so that nothing is learnt
 * about accounts): a hash that still verifies, or else a sig that does. A link without sig (mailed before sig
 * existed) can still be told expired, not used.
 */
export function checkResetLink(
  key: Buffer,
  link: { timestamp: number; hash: string; sig?: string | undefined },
  account: { email: string; passwordHash: string } | null,
  now = Date.now(),
): ResetLinkVerdict {
  if (!account || !Number.isSafeInteger(link.timestamp) || link.timestamp <= 0) return 'INVALIDE';
  const bound = verifyResetHash(key, account, link.timestamp, link.hash);
  const issued =
    bound ||
    (link.sig !== undefined &&
      sameText(link.sig, resetSignature(key, account.email, link.timestamp, link.hash)));
  // Not issued by this site, or issued "in the future" beyond the clock skew: nothing to say about it.
  if (!issued || link.timestamp > now + CLOCK_SKEW_MS) return 'INVALIDE';
  if (!bound) return 'UTILISE';
  return isResetTimestampValid(link.timestamp, now) ? 'VALIDE' : 'EXPIRE';
}
