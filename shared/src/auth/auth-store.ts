// The auth store (zustand), one instance shared by the shell and every remote through Module Federation.
// State and transitions of SPEC 4: token kept in local storage, decoded into claims at start-up.
import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import type { AuthClaims, LoginRequest, Role } from '../contract/auth';
import { MESSAGES } from '../contract/messages';
import { postLogin, postLogout } from '../client/auth';
import { onSessionEnded } from '../client/http';

export const TOKEN_STORAGE_KEY = 'token';

export interface AuthState {
  token: string | null;
  claims: AuthClaims | null;
  loading: boolean;
  error: string | null;
  /** Reads the stored token and decodes it; an invalid or expired token is dropped. */
  hydrate: () => void;
  /** Resolves to true on success; on failure `error` holds 'Connexion échouée'. */
  login: (credentials: LoginRequest) => Promise<boolean>;
  /** Calls the API to clear the cookie; on failure `error` holds 'Déconnexion échouée'. */
  logout: () => Promise<void>;
  /** Logs out when the claims have expired; returns whether the user is still logged in. */
  checkExpiry: () => boolean;
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

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: null,
  claims: null,
  loading: false,
  error: null,

  hydrate: () => {
    const token = readStoredToken();
    const claims = token ? decodeClaims(token) : null;
    if (token && claims && !isExpired(claims)) {
      set({ token, claims });
      return;
    }
    if (token) writeStoredToken(null);
    set(signedOut);
  },

  login: async (credentials) => {
    set({ loading: true, error: null });
    try {
      const { token } = await postLogin(credentials);
      const claims = decodeClaims(token);
      if (!claims) throw new Error('Jeton illisible');
      writeStoredToken(token);
      set({ token, claims, loading: false, error: null });
      return true;
    } catch {
      set({ loading: false, error: MESSAGES.loginError });
      return false;
    }
  },

  logout: async () => {
    try {
      await postLogout();
      writeStoredToken(null);
      set({ ...signedOut, error: null });
    } catch {
      set({ error: MESSAGES.logoutError });
    }
  },

  checkExpiry: () => {
    const { claims } = get();
    if (!claims) return false;
    if (!isExpired(claims)) return true;
    writeStoredToken(null);
    set(signedOut);
    // The cookie expires with the token; asking the API to clear it as well is only tidiness.
    postLogout().catch(() => undefined);
    return false;
  },
}));

// The API refused the session (ended elsewhere, or the account changed): signed out here too, so that the guards
// send the user to the login page instead of leaving a screen whose every call fails.
onSessionEnded(() => {
  if (useAuthStore.getState().claims === null) return;
  writeStoredToken(null);
  useAuthStore.setState(signedOut);
});

export const selectIsLoggedIn = (state: AuthState): boolean => state.claims !== null;
