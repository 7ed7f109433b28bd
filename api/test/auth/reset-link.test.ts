// The reset link's HMAC: bound to the e-mail, the timestamp and the password hash; one hour of validity.
import {
  buildResetLink,
  deriveResetKey,
  isResetTimestampValid,
  resetHash,
  RESET_LINK_LIFETIME_MS,
  verifyResetHash,
} from '../../src/auth/reset-link';

const secret = 'un-secret-jwt-de-test-suffisamment-long-0123456789';
const account = { email: 'artisan@example.fr', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' };

describe('reset link', () => {
  const key = deriveResetKey(secret);
  const now = 1_760_000_000_000;

  it('derives a key of its own from the JWT secret', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from(secret))).toBe(false);
    expect(deriveResetKey(secret).equals(key)).toBe(true);
    expect(deriveResetKey(`${secret}x`).equals(key)).toBe(false);
  });

  it('builds /reset-password?email=…&timestamp=…&hash=… with a base64url HMAC-SHA256', () => {
    const url = new URL(buildResetLink('https://annuaire.example', key, account, now));
    expect(url.origin + url.pathname).toBe('https://annuaire.example/reset-password');
    expect(url.searchParams.get('email')).toBe(account.email);
    expect(url.searchParams.get('timestamp')).toBe(String(now));
    const hash = url.searchParams.get('hash')!;
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(resetHash(key, account.email, now, account.passwordHash));
    expect(verifyResetHash(key, account, now, hash)).toBe(true);
  });

  it('no longer verifies once the password hash, e-mail or timestamp changes', () => {
    const hash = resetHash(key, account.email, now, account.passwordHash);
    expect(verifyResetHash(key, { ...account, passwordHash: `${account.passwordHash}x` }, now, hash)).toBe(
      false,
    );
    expect(verifyResetHash(key, { ...account, email: 'autre@example.fr' }, now, hash)).toBe(false);
    expect(verifyResetHash(key, account, now + 1, hash)).toBe(false);
    expect(verifyResetHash(deriveResetKey(`${secret}x`), account, now, hash)).toBe(false);
    expect(verifyResetHash(key, account, now, hash.slice(1))).toBe(false);
    expect(verifyResetHash(key, account, now, '')).toBe(false);
  });

  it('cannot be confused by moving characters between fields', () => {
    expect(resetHash(key, 'a@b.fr1', 23, 'h')).not.toBe(resetHash(key, 'a@b.fr', 123, 'h'));
  });

  it('expires after one hour and refuses the future', () => {
    expect(isResetTimestampValid(now, now)).toBe(true);
    expect(isResetTimestampValid(now - RESET_LINK_LIFETIME_MS, now)).toBe(true);
    expect(isResetTimestampValid(now - RESET_LINK_LIFETIME_MS - 1, now)).toBe(false);
    expect(isResetTimestampValid(now + 5 * 60_000, now)).toBe(false);
    expect(isResetTimestampValid(Number.MAX_SAFE_INTEGER + 2, now)).toBe(false);
  });
});
