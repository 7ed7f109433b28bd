// The token of a visitor's « Ma demande » link (/ma-demande?token=…): `<id>.<HMAC-SHA256 of the id and the record's
// random nonce>`, shaped like an invitation's (auth/invitation-token.ts) but with a key of its own derived from the
// JWT secret. The database holds the nonce, never the token: reading it gives no working link, and the outbox
// rebuilds the link when it retries the visitor's copy. Expiry is the demande_suivis row's business. Used by
// routes/demandes.ts and mail/message-outbox.ts.
import { deriveLinkKey } from './invitation-token';

export {
  linkToken as suiviToken,
  newNonce,
  tokenId as suiviTokenId,
  verifyLinkToken as verifySuiviToken,
} from './invitation-token';

/** A key of its own, so that a « Ma demande » token can never pass for a review link or anything else. */
export function deriveSuiviKey(jwtSecret: string): Buffer {
  return deriveLinkKey(jwtSecret, 'demande-suivi-link');
}
