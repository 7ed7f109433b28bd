// GET /runtime-config.json: the API prefix and optional basic-auth credentials, with which the shell configures the
// shared HTTP client at start-up (before any call: nothing else may configure it).
import { configureApi, parseRuntimeConfig, type RuntimeConfig } from '@annuaire/shared/client/http';
import { readConfigFile } from './config-files';

export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  // It configures the API client itself, so it cannot go through it: plain fetch, never cached.
  return parseRuntimeConfig(await readConfigFile('/runtime-config.json'));
}

/** Reads the runtime config and configures the API client with it; an unreadable file leaves the defaults. */
export function configureApiFromRuntimeConfig(): Promise<void> {
  return getRuntimeConfig().then(
    (config) => configureApi(config),
    (error: unknown) => {
      console.error('[remotes] /runtime-config.json illisible, configuration par défaut', error);
      configureApi({});
    },
  );
}
