// The token of an invitation's link (/avis/nouveau?token=…, issue 20): `<id>.<HMAC-SHA256 of the id and the
// invitation's random nonce>`, with a key derived from the JWT secret. The database holds the nonce, never the token:
// reading it does not give working links, and the outbox rebuilds the link when it retries a mail. Whether a link was
// used or has expired is the invitation row's business. Used by routes/avis.ts and mail/message-outbox.ts.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key of its own for each kind of link (`purpose`: review invitations, « Ma demande », account activation),
 * derived from the JWT secret, so that a token of one kind never passes for another or for anything else signed
 * with that secret.
 */
export function deriveLinkKey(jwtSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'annuaire-artisans', purpose, 32));
}

export function deriveInvitationKey(jwtSecret: string): Buffer {
  return deriveLinkKey(jwtSecret, 'review-invitation-link');
}

/** A new link's nonce (128 random bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** `<id>.<HMAC-SHA256 of the id and the row's nonce>`, the token of any link shaped like an invitation's. */
export function linkToken(key: Buffer, id: number, nonce: string): string {
  return `${id}.${createHmac('sha256', key).update(`${id}|${nonce}`).digest('base64url')}`;
}

export const invitationToken = linkToken;

/** The row id a token names, or null when it is not shaped like a token. */
export function tokenId(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2147483647 ? id : null;
}

/** Constant-time check of a token against its row's nonce. */
export function verifyLinkToken(key: Buffer, token: string, id: number, nonce: string): boolean {
  const expected = Buffer.from(linkToken(key, id, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const verifyInvitationToken = verifyLinkToken;
