import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@annuaire/shared/client/http';
import { loadRemoteRoutes, startFederationRuntime } from './federation-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@annuaire/shared/client/http', () => ({
  ...jest.requireActual('@annuaire/shared/client/http'),
  configureApi: jest.fn(),
}));

function serve(files: Record<string, unknown>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    return path in files ? Response.json(files[path]) : new Response('absent', { status: 404 });
  });
}

describe('federation runtime', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reads both config files without cache, configures the API and registers the listed remotes', async () => {
    const fetchSpy = serve({
      '/remotes.json': {
        public: '/remotes/public/mf-manifest.json',
        backoffice: 'https://cdn.example/bo/mf-manifest.json',
      },
      '/runtime-config.json': { apiPrefix: '/api', basicAuth: { username: 'u', password: 'p' } },
    });
    await startFederationRuntime();
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(fetchSpy).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(configureApi).toHaveBeenCalledWith({
      apiPrefix: '/api',
      basicAuth: { username: 'u', password: 'p' },
    });

    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteRoutes('public');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_public', entry: 'http://localhost/remotes/public/mf-manifest.json' },
      { name: 'remote_backoffice', entry: 'https://cdn.example/bo/mf-manifest.json' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('remote_public/routes');
    // proEditor is not in this remotes.json: loading it fails without asking the runtime.
    await expect(loadRemoteRoutes('proEditor')).rejects.toThrow('absent de /remotes.json');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default API config and no remotes when the files are missing', async () => {
    serve({});
    await startFederationRuntime();
    expect(configureApi).toHaveBeenCalledWith({});
    await expect(loadRemoteRoutes('public')).rejects.toThrow('absent de /remotes.json');
  });

  it('rejects a remote module without a default export', async () => {
    serve({ '/remotes.json': { public: '/p/mf-manifest.json' }, '/runtime-config.json': {} });
    await startFederationRuntime();
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(loadRemoteRoutes('public')).rejects.toThrow('sans export par défaut');
  });
});
