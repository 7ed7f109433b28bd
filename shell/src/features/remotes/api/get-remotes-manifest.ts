// GET /remotes.json: where each remote's mf-manifest.json is served. Read at every start-up, never baked into the
// build, so a remote can be redeployed or moved to another host without rebuilding the shell.
import { parseRemotesManifest, type RemotesManifest } from '@annuaire/shared/federation/remotes';
import { readConfigFile } from './config-files';

export async function getRemotesManifest(): Promise<RemotesManifest> {
  // Static config file beside the shell, read before the API client is configured: plain fetch, never cached.
  return parseRemotesManifest(await readConfigFile('/remotes.json'));
}
