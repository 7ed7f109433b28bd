// The shell's two config files (/remotes.json, /runtime-config.json), asked for by index.ts as soon as the first
// script runs, while the shared libraries are still downloading: their answers then wait for the code instead of
// the code waiting for them. Plain fetch, never cached: they are read at every start-up, never baked into a build.
export type ConfigFile = '/remotes.json' | '/runtime-config.json';

function fetchConfigFile(path: ConfigFile): Promise<unknown> {
  return fetch(path, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Downloads started by index.ts and not read yet: each is read once, so that a later reader asks again. */
const started = new Map<ConfigFile, Promise<unknown>>();

/** Starts the downloads (both files by default); index.ts calls it before loading the rest of the shell. */
export function prefetchConfigFiles(
  paths: readonly ConfigFile[] = ['/remotes.json', '/runtime-config.json'],
): void {
  for (const path of paths) {
    if (started.has(path)) continue;
    const download = fetchConfigFile(path);
    // A failure goes to the reader, never unhandled before it reads.
    download.catch(() => undefined);
    started.set(path, download);
  }
}

/** The file's JSON: the early download when one is waiting (read once), else a new one. */
export function readConfigFile(path: ConfigFile): Promise<unknown> {
  const early = started.get(path);
  started.delete(path);
  return early ?? fetchConfigFile(path);
}
