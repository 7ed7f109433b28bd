// Start-up of the shell's runtime wiring: API client configuration and registration of the remotes listed in
// /remotes.json with the Module Federation runtime, then lazy loading of each remote's `./routes` on demand.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { onceUntilFailure } from '@annuaire/shared/utils/once-until-failure';
import {
  REMOTES,
  REMOTE_KEYS,
  remoteRoutesId,
  type RemoteKey,
  type RemotesManifest,
} from '@annuaire/shared/federation/remotes';
import { getRemotesManifest } from '../api/get-remotes-manifest';
import { configureApiFromRuntimeConfig } from '../api/get-runtime-config';

/** Every remote exposes the same shape (declared in remote-modules.d.ts): a default component with its <Routes>. */
export type RemoteRoutesModule =
  | typeof import('remote_public/routes')
  | typeof import('remote_pro_editor/routes')
  | typeof import('remote_backoffice/routes');

let registered: Promise<RemotesManifest> = Promise.resolve({});
/** The load of each remote's `./routes` under way or done, shared by the preload and the render. */
const routesLoads = new Map<RemoteKey, () => Promise<RemoteRoutesModule>>();

function toRemotes(manifest: RemotesManifest) {
  return REMOTE_KEYS.flatMap((key) => {
    const entry = manifest[key];
    // The runtime derives each remote's public path from its entry URL, which must therefore be absolute.
    return entry ? [{ name: REMOTES[key].name, entry: new URL(entry, window.location.href).href }] : [];
  });
}

/**
 * Fetches /remotes.json (unless the page was rendered on the server: `rendered`) and /runtime-config.json in
 * parallel. Resolves once the API client is configured (the
 * header calls the API on its first render); the remotes are registered in the background and awaited by
 * loadRemoteRoutes. Neither failure is fatal: the API falls back to its defaults, a missing remote shows the
 * "unavailable" message where it would render.
 */
export function startFederationRuntime(rendered?: RemotesManifest): Promise<void> {
  routesLoads.clear();
  // A page rendered on the server names the remotes it was rendered with: the browser loads those very builds.
  registered = (rendered ? Promise.resolve(rendered) : getRemotesManifest()).then(
    (manifest) => {
      registerRemotes(toRemotes(manifest));
      return manifest;
    },
    (error: unknown) => {
      console.error('[remotes] /remotes.json illisible, aucun remote enregistré', error);
      return {};
    },
  );
  return configureApiFromRuntimeConfig();
}

async function fetchRemoteRoutes(key: RemoteKey): Promise<RemoteRoutesModule> {
  const manifest = await registered;
  if (!manifest[key]) throw new Error(`Remote ${key} absent de /remotes.json`);
  const module = await loadRemote<RemoteRoutesModule>(remoteRoutesId(key));
  if (!module?.default) throw new Error(`Remote ${key} : module ./routes sans export par défaut`);
  return module;
}

/**
 * Loads a remote's exposed `./routes`: the first call downloads its entry and chunks, later calls share that load
 * (the preload and the render ask at once). A failure is not kept: resetRemote, then a new call, ask again.
 */
export function loadRemoteRoutes(key: RemoteKey): Promise<RemoteRoutesModule> {
  let load = routesLoads.get(key);
  if (!load) {
    load = onceUntilFailure(() => fetchRemoteRoutes(key));
    routesLoads.set(key, load);
  }
  return load();
}

/**
 * Loads the remote of the page the visitor lands on before React has rendered the shell, then, once the API
 * client is configured (`apiReady`), lets the remote start that page's code and first API calls (its `preload`;
 * `data: false` for a page rendered on the server, which hydrates with the data it came with).
 * Failures are left to the render, which loads again and shows them.
 */
export function preloadRemotePage(
  key: RemoteKey,
  pathname: string,
  apiReady: Promise<void>,
  { data = true }: { data?: boolean } = {},
): void {
  Promise.all([loadRemoteRoutes(key), apiReady]).then(
    ([module]) => {
      if ('preload' in module && typeof module.preload === 'function') module.preload(pathname, { data });
    },
    () => undefined,
  );
}

/** Forgets what the runtime cached about a remote that failed, so that the next load fetches it again. */
export async function resetRemote(key: RemoteKey): Promise<void> {
  routesLoads.delete(key);
  const manifest = await registered;
  const remotes = toRemotes(manifest).filter((remote) => remote.name === REMOTES[key].name);
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}
