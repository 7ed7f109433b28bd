// GET /remotes.json: where each remote's mf-manifest.json is served. Read at every start-up, never baked into the
// build, so a remote can be redeployed or moved to another host without rebuilding the shell.
import { parseRemotesManifest, type RemotesManifest } from '@annuaire/shared/federation/remotes';

export async function getRemotesManifest(): Promise<RemotesManifest> {
  // Static config file beside the shell, read before the API client is configured: plain fetch, never cached.
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
  return parseRemotesManifest(await response.json());
}
