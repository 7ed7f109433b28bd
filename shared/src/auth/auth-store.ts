// The auth store (zustand), one instance shared by the shell and every remote through Module Federation.
// State and transitions of SPEC 4: token kept in local storage, decoded into claims at start-up. Whenever a session
// ends (logout, expiry, refused by the API), what this browser cached of it goes too: the query cache holds the
// account's private data (its profile's account, requests, invitations; an admin's lists).
import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import type { AuthClaims, LoginRequest, Role } from '../contract/auth';
import { AUTH_MESSAGES, loginTooManyAttempts } from '../contract/auth-messages';
import { MESSAGES } from '../contract/messages';
import { postLogin, postLogout } from '../client/auth';
import { ApiRequestError, onSessionEnded } from '../client/http';
import { queryClient } from '../query/query-client';

export const TOKEN_STORAGE_KEY = 'token';

export interface AuthState {
  token: string | null;
  claims: AuthClaims | null;
  loading: boolean;
  error: string | null;
  /**
   * Why the user was signed out without asking (« Votre session a expiré. Veuillez vous reconnecter. »): the login
   * page says it; a new login clears it.
   */
  notice: string | null;
  /** Reads the stored token and decodes it; an invalid or expired token is dropped. */
  hydrate: () => void;
  /**
   * Resolves to true on success. On failure `error` holds 'Connexion échouée' for refused credentials, « Trop de
   * tentatives. Réessayez dans N minutes. » on a 429, and the client's or API's French message otherwise (server
   * unreachable, too many logins at once).
   */
  login: (credentials: LoginRequest) => Promise<boolean>;
  /** Calls the API to clear the cookie; on failure `error` holds 'Déconnexion échouée'. */
  logout: () => Promise<void>;
  /** Logs out when the claims have expired; returns whether the user is still logged in. */
  checkExpiry: () => boolean;
  /**
   * Signs out a session the server no longer accepts as the claims describe it (ended, or naming an artisan the
   * account no longer owns), with the notice that it expired, and asks the API to clear the cookie.
   */
  expireSession: () => void;
  clearNotice: () => void;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch (error) {
    console.warn('[auth] Stockage local indisponible', error);
  }
}

const ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ARTISAN', 'ROLE_PARTICULIER'];

/**
 * Decodes a JWT's claims without verifying them (the API does); null when unreadable. Checked by hand rather than
 * with AuthClaimsSchema so that every page does not download zod for four fields.
 */
export function decodeClaims(token: string): AuthClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  const sub = Number(payload.sub);
  const { role, artisanId, exp } = payload;
  if (!Number.isInteger(sub) || !ROLES.includes(role as Role)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (artisanId !== null && !Number.isInteger(artisanId)) return null;
  return { sub, role: role as Role, artisanId: artisanId as number | null, exp };
}

export function isExpired(claims: AuthClaims, now: number = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

const signedOut = { token: null, claims: null } as const;

/** Forgets what the session cached: every query (private answers included) and pending mutation. */
function forgetSessionData(): void {
  queryClient.clear();
}

/** The message of a failed login: SPEC's for refused credentials, the reason for anything else. */
function loginFailure(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return MESSAGES.loginError;
  if (error.status === 429) {
    return error.retryAfterSeconds !== null ? loginTooManyAttempts(error.retryAfterSeconds) : error.message;
  }
  // 503 (too many logins at once), a server error, or no server at all: the credentials were never refused.
  if (error.status === null || error.status >= 500) return error.message;
  return MESSAGES.loginError;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: null,
  claims: null,
  loading: false,
  error: null,
  notice: null,

  hydrate: () => {
    const token = readStoredToken();
    const claims = token ? decodeClaims(token) : null;
    if (token && claims && !isExpired(claims)) {
      set({ token, claims });
      return;
    }
    if (token) writeStoredToken(null);
    // A remembered session that has run out: the login page says so.
    set(claims ? { ...signedOut, notice: AUTH_MESSAGES.sessionExpired } : signedOut);
  },

  login: async (credentials) => {
    set({ loading: true, error: null });
    try {
      const { token } = await postLogin(credentials);
      const claims = decodeClaims(token);
      if (!claims) throw new Error('Jeton illisible');
      writeStoredToken(token);
      set({ token, claims, loading: false, error: null, notice: null });
      return true;
    } catch (error) {
      set({ loading: false, error: loginFailure(error) });
      return false;
    }
  },

  logout: async () => {
    try {
      await postLogout();
      writeStoredToken(null);
      forgetSessionData();
      set({ ...signedOut, error: null, notice: null });
    } catch {
      set({ error: MESSAGES.logoutError });
    }
  },

  checkExpiry: () => {
    const { claims } = get();
    if (!claims) return false;
    if (!isExpired(claims)) return true;
    // The cookie expires with the token; asking the API to clear it as well is only tidiness.
    get().expireSession();
    return false;
  },

  expireSession: () => {
    writeStoredToken(null);
    forgetSessionData();
    set({ ...signedOut, notice: AUTH_MESSAGES.sessionExpired });
    postLogout().catch(() => undefined);
  },

  clearNotice: () => set({ notice: null }),
}));

// The API refused the session (ended elsewhere, a changed secret, or the account changed): signed out here too, with
// the notice that it expired, so that the guards send the user to the login page, which says why, instead of
// leaving a screen whose every call fails.
onSessionEnded(() => {
  if (useAuthStore.getState().claims === null) return;
  useAuthStore.getState().expireSession();
});

export const selectIsLoggedIn = (state: AuthState): boolean => state.claims !== null;
