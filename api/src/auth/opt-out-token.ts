// The token of « Ne plus recevoir de demandes » (/ne-plus-recevoir-de-demandes?jeton=…, and the List-Unsubscribe
// header of the mail a listing nobody manages receives): `<artisanId>.<HMAC-SHA256 of the id and the listing's
// SIRET>`, shaped like an invitation's (auth/invitation-token.ts) with a key of its own derived from the JWT secret.
// Nothing is stored: the link stays valid as long as the listing has that SIRET, so that the oldest mail's link still
// works, and a link never opens another listing. Used by routes/fiche-non-geree.ts and mail/message-outbox.ts.
import { deriveLinkKey, linkToken, tokenId, verifyLinkToken } from './invitation-token';

/** A key of its own, so that an opt-out token can never pass for another link or anything else. */
export function deriveOptOutKey(jwtSecret: string): Buffer {
  return deriveLinkKey(jwtSecret, 'listing-opt-out-link');
}

export function optOutToken(key: Buffer, artisanId: number, siret: string): string {
  return linkToken(key, artisanId, siret);
}

/** The listing an opt-out token names, or null when it is not shaped like one. */
export const optOutTokenId = tokenId;

/** Constant-time check of a token against its listing's SIRET as it is now. */
export function verifyOptOutToken(key: Buffer, token: string, artisanId: number, siret: string): boolean {
  return verifyLinkToken(key, token, artisanId, siret);
}
