// Password hashing for accounts: argon2id (memory-hard) with @node-rs/argon2's defaults, which follow OWASP's
// recommendation (19 MiB, 2 passes, 1 lane). Used by the login route, the seed and later the user routes.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still runs one verification
 * against a throw-away hash, so that response times do not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('mot-de-passe-factice');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
