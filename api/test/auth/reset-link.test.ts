// The reset link's HMAC: bound to the e-mail, the timestamp and the password hash; one hour of validity.
import {
  buildResetLink,
  checkResetLink,
  deriveResetKey,
  isResetTimestampValid,
  resetHash,
  resetSignature,
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

  it('builds /reset-password?email=…&timestamp=…&hash=…&sig=… with base64url HMAC-SHA256s', () => {
    const url = new URL(buildResetLink('https://annuaire.example', key, account, now));
    expect(url.origin + url.pathname).toBe('https://annuaire.example/reset-password');
    expect(url.searchParams.get('email')).toBe(account.email);
    expect(url.searchParams.get('timestamp')).toBe(String(now));
    const hash = url.searchParams.get('hash')!;
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(resetHash(key, account.email, now, account.passwordHash));
    expect(verifyResetHash(key, account, now, hash)).toBe(true);
    const sig = url.searchParams.get('sig')!;
    expect(sig).toMatch(/^[\w-]{43}$/);
    expect(sig).toBe(resetSignature(key, account.email, now, hash));
    expect(sig).not.toBe(hash);
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

  describe('checkResetLink (issue 22: used and expired links are told apart)', () => {
    const link = (at: number, forAccount = account) => {
      const url = new URL(buildResetLink('https://annuaire.example', key, forAccount, at));
      return { timestamp: at, hash: url.searchParams.get('hash')!, sig: url.searchParams.get('sig')! };
    };
    const changed = { ...account, passwordHash: `${account.passwordHash}-nouveau` };

    it('works for an hour, then has expired', () => {
      expect(checkResetLink(key, link(now), account, now)).toBe('VALIDE');
      expect(checkResetLink(key, link(now - RESET_LINK_LIFETIME_MS), account, now)).toBe('VALIDE');
      expect(checkResetLink(key, link(now - RESET_LINK_LIFETIME_MS - 1), account, now)).toBe('EXPIRE');
    });

    it('was used once the password changed, expired or not', () => {
      expect(checkResetLink(key, link(now), changed, now)).toBe('UTILISE');
      expect(checkResetLink(key, link(now - 2 * RESET_LINK_LIFETIME_MS), changed, now)).toBe('UTILISE');
    });

    it('says nothing of a link it did not issue, an altered one, or one naming no account', () => {
      const issued = link(now);
      expect(checkResetLink(key, issued, null, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, hash: `${issued.hash}x` }, account, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, hash: `${issued.hash}x` }, changed, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, sig: `${issued.sig}x` }, changed, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, sig: undefined }, changed, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, timestamp: now + 1 }, changed, now)).toBe('INVALIDE');
      expect(checkResetLink(deriveResetKey(`${secret}x`), issued, changed, now)).toBe('INVALIDE');
      const other = { ...account, email: 'autre@example.fr' };
      expect(checkResetLink(key, issued, other, now)).toBe('INVALIDE');
      expect(checkResetLink(key, link(now + 10 * 60_000), account, now)).toBe('INVALIDE');
      expect(checkResetLink(key, { ...issued, timestamp: -1 }, account, now)).toBe('INVALIDE');
    });

    it('still tells a link without sig (mailed before it existed) working or expired', () => {
      const { sig: _sig, ...old } = link(now - RESET_LINK_LIFETIME_MS - 1);
      expect(checkResetLink(key, old, account, now)).toBe('EXPIRE');
      const { sig: _fresh, ...recent } = link(now);
      expect(checkResetLink(key, recent, account, now)).toBe('VALIDE');
    });

    it('keeps the sig apart from the hash: neither passes for the other', () => {
      const issued = link(now);
      expect(checkResetLink(key, { ...issued, hash: issued.sig, sig: issued.hash }, account, now)).toBe(
        'INVALIDE',
      );
      expect(checkResetLink(key, { ...issued, hash: issued.sig, sig: issued.hash }, changed, now)).toBe(
        'INVALIDE',
      );
    });
  });
});
