// GET /runtime-config.json: the API prefix and optional basic-auth credentials for the shared HTTP client.
import { parseRuntimeConfig, type RuntimeConfig } from '@annuaire/shared/client/http';
import { readConfigFile } from './config-files';

export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  // It configures the API client itself, so it cannot go through it: plain fetch, never cached.
  return parseRuntimeConfig(await readConfigFile('/runtime-config.json'));
}
