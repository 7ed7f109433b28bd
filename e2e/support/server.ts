// Starts the product as `npm start` would (one process, fresh DATA_DIR, free port) for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const app of ['shell', 'remote-public', 'remote-pro-editor', 'remote-backoffice']) {
    if (!existsSync(path.join(repoRoot, app, 'dist'))) {
      throw new Error(`${app}/dist est absent : lancez "npm run build" avant les tests navigateur.`);
    }
  }
  mkdirSync(artifactsDir, { recursive: true });
  const port = await freePort();
  // A DATA_DIR given in `env` is a journey's own, prepared before the server starts (an import already run in it).
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'annuaire-e2e-'));
  const log = createWriteStream(path.join(artifactsDir, `server-${port}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every journey logs in from 127.0.0.1 against this one server: more than the 30 logins an address is
      // allowed in 15 minutes by default (the API's tests check that limit: api/test/routes/login-limits.test.ts).
      LOGIN_ADDRESS_LIMIT: '500',
      FULL_LIST_LIMIT: '10000',
      // The journeys' own API calls (support/session's api) name a client address of their own, as a proxy would:
      // each journey file is then its own visitor for the per-address limits of requests, reviews and mails, and
      // the browsers' requests (127.0.0.1) keep the whole allowance the API grants one visitor.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}), voir ${log.path}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, dataDir, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`Le serveur n'a pas répondu sur ${baseUrl}/api/health en 120 s, voir ${log.path}`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
