import { postLogin, postLogout } from '../client/auth';
import { ApiRequestError, configureApi } from '../client/http';
import { fetchSpecialites } from '../client/specialites';
import { AUTH_MESSAGES } from '../contract/auth';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { TOKEN_STORAGE_KEY, useAuthStore } from './auth-store';

jest.mock('../client/auth', () => ({ postLogin: jest.fn(), postLogout: jest.fn() }));

const mockedLogin = postLogin as jest.MockedFunction<typeof postLogin>;
const mockedLogout = postLogout as jest.MockedFunction<typeof postLogout>;

function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const artisanToken = () => makeToken({ sub: 2, role: 'ROLE_ARTISAN', artisanId: 7, exp: inOneHour() });

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
  mockedLogout.mockReset();
  mockedLogout.mockResolvedValue(undefined);
  useAuthStore.setState({ token: null, claims: null, loading: false, error: null, notice: null });
});

/** What the editor caches of an artisan's session: its account (e-mail, phone) and its inbox. */
function cachePrivateData() {
  queryClient.setQueryData(queryKeys.artisanAccount(7), { email: 'artisan@example.fr', telephone: '0555' });
  queryClient.setQueryData(queryKeys.artisanDemandes(7), [{ id: 1 }]);
}

describe('auth store', () => {
  it('hydrates a stored valid token into claims', () => {
    const token = artisanToken();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    useAuthStore.getState().hydrate();
    expect(useAuthStore.getState().token).toBe(token);
    expect(useAuthStore.getState().claims).toMatchObject({ role: 'ROLE_ARTISAN', artisanId: 7 });
  });

  it('drops an expired or unreadable stored token', () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({ sub: 1, role: 'ROLE_ADMIN', artisanId: null, exp: 1 }),
    );
    useAuthStore.getState().hydrate();
    expect(useAuthStore.getState().claims).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    useAuthStore.getState().hydrate();
    expect(useAuthStore.getState().claims).toBeNull();
  });

  it('login: pending sets loading and clears the error, success stores token and claims', async () => {
    const token = artisanToken();
    let resolve: (value: { token: string; role: 'ROLE_ARTISAN'; artisanId: number }) => void = () =>
      undefined;
    mockedLogin.mockReturnValue(new Promise((r) => (resolve = r)));
    useAuthStore.setState({ error: 'Connexion échouée' });

    const pending = useAuthStore.getState().login({ username: 'artisan', password: 'Artisan@2024' });
    expect(useAuthStore.getState()).toMatchObject({ loading: true, error: null });

    resolve({ token, role: 'ROLE_ARTISAN', artisanId: 7 });
    await expect(pending).resolves.toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, error: null, token });
    expect(useAuthStore.getState().claims?.artisanId).toBe(7);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('login failure stores "Connexion échouée"', async () => {
    mockedLogin.mockRejectedValue(new ApiRequestError('Identifiants incorrects', 401));
    await expect(useAuthStore.getState().login({ username: 'x', password: 'y' })).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      error: 'Connexion échouée',
      claims: null,
    });
  });

  it('logout success clears token, claims and the stored token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, artisanToken());
    useAuthStore.getState().hydrate();
    mockedLogout.mockResolvedValue(undefined);
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ token: null, claims: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout forgets what the session cached: no profile, account or inbox stays in memory (issue 22)', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, artisanToken());
    useAuthStore.getState().hydrate();
    cachePrivateData();
    await useAuthStore.getState().logout();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.artisanAccount(7))).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('a failed logout keeps the session and its data', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, artisanToken());
    useAuthStore.getState().hydrate();
    cachePrivateData();
    mockedLogout.mockRejectedValue(new ApiRequestError('injoignable', null));
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().claims).not.toBeNull();
    expect(queryClient.getQueryData(queryKeys.artisanDemandes(7))).toEqual([{ id: 1 }]);
  });

  it.each([
    ['refused credentials (401)', new ApiRequestError('Identifiants incorrects', 401), 'Connexion échouée'],
    ['a malformed login (400)', new ApiRequestError('Requête invalide.', 400), 'Connexion échouée'],
    [
      'too many attempts, Retry-After 90 s',
      new ApiRequestError('Trop de tentatives.', 429, [], 90),
      'Trop de tentatives. Réessayez dans 2 minutes.',
    ],
    [
      'too many attempts, Retry-After 42 s',
      new ApiRequestError('Trop de tentatives.', 429, [], 42),
      'Trop de tentatives. Réessayez dans 1 minute.',
    ],
    [
      'too many attempts without Retry-After',
      new ApiRequestError('Trop de tentatives. Réessayez dans 15 minutes.', 429),
      'Trop de tentatives. Réessayez dans 15 minutes.',
    ],
    [
      'too many logins at once (503)',
      new ApiRequestError('Trop de connexions en cours.', 503, [], 2),
      'Trop de connexions en cours.',
    ],
    ['no server', new ApiRequestError('Le serveur est injoignable.', null), 'Le serveur est injoignable.'],
    ['an unreadable token', new Error('Jeton illisible'), 'Connexion échouée'],
  ])('login failure: %s', async (_name, error, message) => {
    mockedLogin.mockRejectedValue(error);
    await expect(useAuthStore.getState().login({ username: 'x', password: 'y' })).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, error: message, claims: null });
  });

  it('a remembered session that has expired is dropped with the notice, which a new login clears', async () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({ sub: 2, role: 'ROLE_ARTISAN', artisanId: 7, exp: 1 }),
    );
    useAuthStore.getState().hydrate();
    expect(useAuthStore.getState()).toMatchObject({ claims: null, notice: AUTH_MESSAGES.sessionExpired });
    mockedLogin.mockResolvedValue({ token: artisanToken(), role: 'ROLE_ARTISAN', artisanId: 7 });
    await useAuthStore.getState().login({ username: 'artisan', password: 'Artisan@2024' });
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('expireSession signs out with the notice, forgets the cache and asks the API to clear the cookie', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, artisanToken());
    useAuthStore.getState().hydrate();
    cachePrivateData();
    useAuthStore.getState().expireSession();
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      claims: null,
      notice: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(mockedLogout).toHaveBeenCalledTimes(1);
    useAuthStore.getState().clearNotice();
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('logout failure gives "Déconnexion échouée"', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, artisanToken());
    useAuthStore.getState().hydrate();
    mockedLogout.mockRejectedValue(new ApiRequestError('injoignable', null));
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().error).toBe('Déconnexion échouée');
  });

  it('checkExpiry logs out when the claims have expired', () => {
    mockedLogout.mockResolvedValue(undefined);
    const claims = {
      sub: 1,
      role: 'ROLE_ADMIN' as const,
      artisanId: null,
      exp: Math.floor(Date.now() / 1000) - 1,
    };
    useAuthStore.setState({ token: 'x', claims });
    cachePrivateData();
    expect(useAuthStore.getState().checkExpiry()).toBe(false);
    expect(useAuthStore.getState().claims).toBeNull();
    expect(useAuthStore.getState().notice).toBe(AUTH_MESSAGES.sessionExpired);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    useAuthStore.setState({ token: 'y', claims: { ...claims, exp: inOneHour() } });
    expect(useAuthStore.getState().checkExpiry()).toBe(true);
  });
});

describe('a session the API refuses', () => {
  function answer(body: unknown, status: number): typeof fetch {
    const response = new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
    return jest.fn(async () => response) as unknown as typeof fetch;
  }

  it('signs out when a call other than the login answers 401, and stays signed in on other errors', async () => {
    configureApi({});
    const token = artisanToken();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    useAuthStore.getState().hydrate();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    globalThis.fetch = answer({ message: 'Accès refusé.' }, 403);
    await fetchSpecialites().catch(() => undefined);
    expect(useAuthStore.getState().token).toBe(token);

    cachePrivateData();
    globalThis.fetch = answer({ message: 'Votre session a pris fin. Veuillez vous reconnecter.' }, 401);
    await fetchSpecialites().catch(() => undefined);
    // Issue 22: the login page says that the session expired, and nothing of it stays cached.
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      claims: null,
      notice: AUTH_MESSAGES.sessionExpired,
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.artisanAccount(7))).toBeUndefined();
  });
});
