import { ApiRequestError, configureApi, parseRuntimeConfig, retryAfterSeconds } from './http';
import { postLogin } from './auth';
import { fetchSpecialites } from './specialites';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('API client', () => {
  it('sends no-cache headers and the runtime basic-auth credentials, under the runtime prefix', async () => {
    configureApi({ apiPrefix: '/gateway/api', basicAuth: { username: 'équipe', password: 's3cret' } });
    fetchMock.mockResolvedValue(json([{ id: 1, metier: 'Plombier', pathImg: null }]));

    await expect(fetchSpecialites()).resolves.toEqual([{ id: 1, metier: 'Plombier', pathImg: null }]);
    const sent = fetchMock.mock.calls[0][0];
    expect(new URL(sent.url).pathname).toBe('/gateway/api/specialite');
    expect(sent.headers.get('cache-control')).toBe('no-cache');
    expect(sent.headers.get('pragma')).toBe('no-cache');
    const expected = Buffer.from('équipe:s3cret', 'utf8').toString('base64');
    expect(sent.headers.get('authorization')).toBe(`Basic ${expected}`);
  });

  it('sends no Authorization header without credentials', async () => {
    configureApi({});
    fetchMock.mockResolvedValue(json([]));
    await fetchSpecialites();
    expect(fetchMock.mock.calls[0][0].headers.get('authorization')).toBeNull();
  });

  it("turns an error answer into the API's French message, and logs it", async () => {
    configureApi({});
    fetchMock.mockResolvedValue(json({ message: 'Spécialité introuvable.' }, 404));
    const error = await fetchSpecialites().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Spécialité introuvable.', status: 404 });
    expect(console.error).toHaveBeenCalled();
  });

  it('carries the Retry-After of a 429 with its French message (the login says when to come back)', async () => {
    configureApi({});
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Trop de tentatives. Réessayez dans 2 minutes.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '97' },
      }),
    );
    const credentials = { username: 'artisan', password: 'Faux@2024' };
    await expect(postLogin(credentials)).rejects.toMatchObject({
      message: 'Trop de tentatives. Réessayez dans 2 minutes.',
      status: 429,
      retryAfterSeconds: 97,
    });
    fetchMock.mockResolvedValue(json({ message: 'Nom d’utilisateur ou mot de passe incorrect.' }, 401));
    await expect(postLogin(credentials)).rejects.toMatchObject({ status: 401, retryAfterSeconds: null });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:03:00 GMT', now)).toBe(180);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('bientôt', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('keeps the defaults when the runtime config is malformed', () => {
    expect(parseRuntimeConfig({ apiPrefix: 3, basicAuth: { username: 'x' } })).toEqual({
      apiPrefix: '/api',
      basicAuth: null,
    });
    expect(parseRuntimeConfig(null)).toEqual({ apiPrefix: '/api', basicAuth: null });
  });

  it('says the server is unreachable on a network failure', async () => {
    configureApi({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchSpecialites()).rejects.toMatchObject({
      message: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
      status: null,
    });
  });
});
