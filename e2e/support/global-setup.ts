// Starts one product server for the whole browser suite and passes its address to the tests.
import { startServer, type RunningServer } from './server';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  // Tests that read what the server wrote (the mail outbox of the password reset) find its DATA_DIR here.
  process.env.E2E_DATA_DIR = server.dataDir;
}
