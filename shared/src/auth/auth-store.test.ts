import { postLogin, postLogout } from '../client/auth';
import { ApiRequestError, configureApi } from '../client/http';
import { fetchSpecialites } from '../client/specialites';
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
  useAuthStore.setState({ token: null, claims: null, loading: false, error: null });
});

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
    expect(useAuthStore.getState().checkExpiry()).toBe(false);
    expect(useAuthStore.getState().claims).toBeNull();

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

    globalThis.fetch = answer({ message: 'Votre session a pris fin. Veuillez vous reconnecter.' }, 401);
    await fetchSpecialites().catch(() => undefined);
    expect(useAuthStore.getState()).toMatchObject({ token: null, claims: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
