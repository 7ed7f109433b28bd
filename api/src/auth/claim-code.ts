// The secrets of a listing's claim (routes/revendications.ts). The claimant's key to its claim is
// `<id>.<HMAC-SHA256 of the id and the claim's nonce>`, shaped like an invitation's token
// (auth/invitation-token.ts) with a key of its own. The code mailed to the business is six random digits, stored as
// an HMAC of the claim's nonce and the code with another key: reading the database gives neither a working key nor
// the code, and a code of one claim never passes for another's. A letter's code (twelve characters of
// LETTER_CODE_ALPHABET) is its own key: stored as an HMAC of the code alone with a third key, so that the claim is
// found from the code typed or scanned.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LETTER_CODE_ALPHABET, REVENDICATION_LIMITS } from '@annuaire/shared/contract/revendication';
import { deriveLinkKey } from './invitation-token';

export {
  linkToken as claimToken,
  newNonce,
  tokenId as claimTokenId,
  verifyLinkToken as verifyClaimToken,
} from './invitation-token';

export function deriveClaimKeys(jwtSecret: string): { token: Buffer; code: Buffer; letter: Buffer } {
  return {
    token: deriveLinkKey(jwtSecret, 'listing-claim'),
    code: deriveLinkKey(jwtSecret, 'listing-claim-code'),
    letter: deriveLinkKey(jwtSecret, 'listing-claim-letter'),
  };
}

/** Twelve characters drawn uniformly from LETTER_CODE_ALPHABET, unformatted (« K7PMQ2XD9HTR »). */
export function newLetterCode(): string {
  let code = '';
  for (let i = 0; i < REVENDICATION_LIMITS.letterCodeLength; i += 1) {
    code += LETTER_CODE_ALPHABET[randomInt(0, LETTER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The stored form of a letter's code, normalized as the contract reads it (upper case, no dashes). */
export function letterCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code).digest('base64url');
}

/** Six digits drawn uniformly (leading zeros kept). */
export function newClaimCode(): string {
  return String(randomInt(0, 10 ** REVENDICATION_LIMITS.codeLength)).padStart(
    REVENDICATION_LIMITS.codeLength,
    '0',
  );
}

export function claimCodeHash(key: Buffer, nonce: string, code: string): string {
  return createHmac('sha256', key).update(`${nonce}|${code}`).digest('base64url');
}

/** Constant-time comparison of a code typed with the claim's stored hash. */
export function claimCodeMatches(key: Buffer, nonce: string, code: string, hash: string): boolean {
  const given = Buffer.from(claimCodeHash(key, nonce, code));
  const stored = Buffer.from(hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
