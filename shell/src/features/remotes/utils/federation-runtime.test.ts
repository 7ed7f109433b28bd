import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@annuaire/shared/client/http';
import { prefetchConfigFiles } from '../api/config-files';
import {
  loadRemoteRoutes,
  preloadRemotePage,
  resetRemote,
  startFederationRuntime,
} from './federation-runtime';

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

  it('loads a remote once for the preload and the render, and asks again after a failure', async () => {
    serve({ '/remotes.json': { public: '/p/mf-manifest.json' }, '/runtime-config.json': {} });
    await startFederationRuntime();
    jest.mocked(loadRemote).mockClear();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
    await expect(loadRemoteRoutes('public')).rejects.toThrow('RUNTIME-003');
    const module = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValue(module);
    await resetRemote('public');
    const [first, second] = await Promise.all([loadRemoteRoutes('public'), loadRemoteRoutes('public')]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('lets the remote preload the landing page once the API client is configured', async () => {
    serve({
      '/remotes.json': { public: '/p/mf-manifest.json' },
      '/runtime-config.json': { apiPrefix: '/api' },
    });
    const preload = jest.fn();
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null, preload });
    let configured!: () => void;
    const apiReady = new Promise<void>((resolve) => {
      configured = resolve;
    });
    void startFederationRuntime();
    preloadRemotePage('public', '/artisan/8', apiReady);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('remote_public/routes');
    expect(preload).not.toHaveBeenCalled();
    configured();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledWith('/artisan/8', { data: true });
  });

  it('leaves a failed preload to the render, without an unhandled rejection', async () => {
    serve({ '/remotes.json': {}, '/runtime-config.json': {} });
    const apiReady = startFederationRuntime();
    preloadRemotePage('public', '/', apiReady);
    await apiReady;
    await expect(loadRemoteRoutes('public')).rejects.toThrow('absent de /remotes.json');
  });

  it('uses the config files index.ts asked for early, then downloads them again on a later start', async () => {
    const fetchSpy = serve({
      '/remotes.json': { public: '/p/mf-manifest.json' },
      '/runtime-config.json': {},
    });
    prefetchConfigFiles();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await startFederationRuntime();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await startFederationRuntime();
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('on a page rendered on the server, asks only for the runtime config and registers the remotes it names', async () => {
    const fetchSpy = serve({
      '/remotes.json': { public: '/autre/mf-manifest.json' },
      '/runtime-config.json': {},
    });
    prefetchConfigFiles(['/runtime-config.json']);
    await startFederationRuntime({ public: '/rendu/mf-manifest.json' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemoteRoutes('public');
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'remote_public', entry: 'http://localhost/rendu/mf-manifest.json' },
    ]);
  });
});
