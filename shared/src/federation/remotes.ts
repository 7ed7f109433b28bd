// Module Federation identity of the three remotes: container names, the keys of /remotes.json and the exposed module.
// Used by the shell to register and load remotes at runtime; the rspack configs and the dev script read the same
// values from federation-config.json, so a name is written once.
import config from './federation-config.json';

/** Keys of `/remotes.json` (`{"public": "<manifest url>", "proEditor": ..., "backoffice": ...}`). */
export type RemoteKey = 'public' | 'proEditor' | 'backoffice';

export const REMOTE_KEYS: readonly RemoteKey[] = ['public', 'proEditor', 'backoffice'];

export interface RemoteDefinition {
  /** Module Federation container name (`name` in the remote's ModuleFederationPlugin). */
  readonly name: string;
  /** npm workspace that builds it. */
  readonly app: string;
  /** Port of its dev server (`npm run dev`). */
  readonly devPort: number;
}

export const REMOTES: Readonly<Record<RemoteKey, RemoteDefinition>> = config.remotes;

/** The one module every remote exposes: a component rendering `<Routes>` relative to where the shell mounts it. */
export const EXPOSED_ROUTES = config.exposedRoutes;

export const SHELL_DEV_PORT = config.shell.devPort;

/** Request id for `loadRemote()`, e.g. `remote_public/routes`. */
export function remoteRoutesId(key: RemoteKey): string {
  return `${REMOTES[key].name}/${EXPOSED_ROUTES.replace(/^\.\//, '')}`;
}

/** Manifest URL per remote, as served by `/remotes.json`; a key may be missing when an operator disables a remote. */
export type RemotesManifest = Partial<Record<RemoteKey, string>>;

/** Keeps only known keys with non-empty string URLs; anything else in the document is ignored. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const manifest: RemotesManifest = {};
  if (typeof json !== 'object' || json === null) return manifest;
  for (const key of REMOTE_KEYS) {
    const entry = (json as Record<string, unknown>)[key];
    if (typeof entry === 'string' && entry.trim() !== '') manifest[key] = entry;
  }
  return manifest;
}

/** `/remotes.json` of the dev setup: every remote on its own dev server. */
export function devRemotesManifest(origin = 'http://localhost'): Record<RemoteKey, string> {
  const manifest = {} as Record<RemoteKey, string>;
  for (const key of REMOTE_KEYS) manifest[key] = `${origin}:${REMOTES[key].devPort}/mf-manifest.json`;
  return manifest;
}
