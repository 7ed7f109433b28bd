// The shell's two config files (/remotes.json, /runtime-config.json), asked for by index.ts as soon as the first
// script runs, while the shared libraries are still downloading: their answers then wait for the code instead of
// the code waiting for them. Plain fetch, never cached: they are read at every start-up, never baked into a build.
import { earlyCall, type EarlyCall } from '@annuaire/shared/client/reused-calls';

export type ConfigFile = '/remotes.json' | '/runtime-config.json';

function fetchConfigFile(path: ConfigFile): Promise<unknown> {
  return fetch(path, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

const files: Record<ConfigFile, EarlyCall<unknown>> = {
  '/remotes.json': earlyCall(() => fetchConfigFile('/remotes.json')),
  '/runtime-config.json': earlyCall(() => fetchConfigFile('/runtime-config.json')),
};

/** Starts both downloads; index.ts calls it before loading the rest of the shell. */
export function prefetchConfigFiles(): void {
  files['/remotes.json'].start();
  files['/runtime-config.json'].start();
}

/** The file's JSON: the early download when one is waiting (taken once), else a new one. */
export function readConfigFile(path: ConfigFile): Promise<unknown> {
  return files[path].take();
}
