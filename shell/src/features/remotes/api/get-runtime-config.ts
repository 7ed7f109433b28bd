// GET /runtime-config.json: the API prefix and optional basic-auth credentials for the shared HTTP client.
import { parseRuntimeConfig, type RuntimeConfig } from '@annuaire/shared/client/http';

export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  // It configures the API client itself, so it cannot go through it: plain fetch, never cached.
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/runtime-config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
