// Stops the server started by global-setup.ts.
import { rmSync } from 'node:fs';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__E2E_SERVER__;
  if (!server) return;
  await stopServer(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}
