// The token of an account's activation link (/activer-mon-compte?token=…): `<id>.<HMAC-SHA256 of the id and the
// account_activations row's random nonce>`, shaped like an invitation's (auth/invitation-token.ts) with a key of its
// own derived from the JWT secret. The database holds the nonce, never the token: reading it gives no working link.
// Whether a link was used, expired or was replaced is the row's business. Used by routes/user.ts.
import { deriveLinkKey } from './invitation-token';

export {
  linkToken as activationToken,
  newNonce,
  tokenId as activationTokenId,
  verifyLinkToken as verifyActivationToken,
} from './invitation-token';

/** A key of its own, so that an activation token can never pass for a review link or anything else. */
export function deriveActivationKey(jwtSecret: string): Buffer {
  return deriveLinkKey(jwtSecret, 'account-activation-link');
}
