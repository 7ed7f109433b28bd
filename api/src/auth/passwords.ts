// Password hashing for accounts: argon2id (memory-hard) with @node-rs/argon2's defaults, which follow OWASP's
// recommendation (19 MiB, 2 passes, 1 lane). Used by the login route, the seed and the user routes.
// Each hash or check takes tens of milliseconds of a core and a thread of libuv's pool, which also reads the files
// the site serves and compresses answers: at most PASSWORD_CHECKS_AT_ONCE run at once and PASSWORD_CHECKS_WAITING
// wait, so that a flood of logins cannot slow the public site down. Past that a check is refused with a 503, after
// PASSWORD_CHECKS_REFUSAL_DELAY_MS: a refusal costs a timer, not CPU, and a client that floods with a fixed number of
// requests in flight then sends a few dozen a second instead of thousands of cheap ones.
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { HttpError } from '../http-error';

/** Half the cores, at least one: the other half keeps serving pages meanwhile. */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** About a second of waiting at most for the last one in line. */
export const PASSWORD_CHECKS_WAITING = 16;
/** What a refused check tells the client to wait. */
export const PASSWORD_CHECKS_RETRY_AFTER_SECONDS = 2;
/** How long a refusal is held before it is answered. */
export const PASSWORD_CHECKS_REFUSAL_DELAY_MS = 1000;
/** Refusals held at once at most; past that they are answered at once (timers and sockets stay bounded). */
export const PASSWORD_CHECKS_REFUSALS_HELD = 2000;

/**
 * A bound on work running at once, with a bounded line; `run` throws the 503 when the line is full, after
 * `refusalDelayMs` while fewer than `refusalsHeld` refusals wait.
 */
export function createGate(
  atOnce: number,
  waiting: number,
  refusalDelayMs = 0,
  refusalsHeld = PASSWORD_CHECKS_REFUSALS_HELD,
) {
  let running = 0;
  let held = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < atOnce) running += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else {
        if (refusalDelayMs > 0 && held < refusalsHeld) {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
          held -= 1;
        }
        throw new HttpError(503, MESSAGES.passwordChecksBusy, {
          'retry-after': String(PASSWORD_CHECKS_RETRY_AFTER_SECONDS),
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** For tests: how many run and how many wait. */
    load: () => ({ running, waiting: line.length, held }),
  };
}

export const passwordGate = createGate(
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_WAITING,
  PASSWORD_CHECKS_REFUSAL_DELAY_MS,
);

export function hashPassword(password: string): Promise<string> {
  return passwordGate.run(() => hash(password));
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still runs one verification
 * against a throw-away hash, so that response times do not reveal which usernames exist. Not gated itself: the
 * login route runs its account look-up and this check inside one passwordGate.run, so that a refused login costs
 * neither a query nor a hash.
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
