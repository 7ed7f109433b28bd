// What every bench script needs to measure the product: a free loopback port, the product started as `npm start`
// runs it (api/src/main.ts, built front ends served from the same process) on a fresh DATA_DIR, and its stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Pas de réponse de ${url}/api/health`);
}

/** Fails early, in French, when a front end was never built: the figures would be those of an error page. */
export function assertBuilt(): void {
  const missing = ['shell', 'remote-public', 'remote-pro-editor', 'remote-backoffice'].filter(
    (app) => !existsSync(path.join(repoRoot, app, 'dist')),
  );
  if (missing.length > 0)
    throw new Error(`Interface non construite (${missing.join(', ')}) : lancez npm run build.`);
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the product with the demo seed on a free port and a fresh DATA_DIR (removed on stop unless kept).
 * `dataDir` given: that folder is used and kept (a restart on the same data); `env` overrides the environment
 * (DATABASE_URL for a PostgreSQL server); `logFile` receives the product's output, which is dropped otherwise.
 */
export async function startProduct(
  options: { dataDir?: string; env?: NodeJS.ProcessEnv; logFile?: string; healthTimeoutMs?: number } = {},
): Promise<RunningProduct> {
  const port = await freePort();
  const log = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  // The child holds its own copy of the descriptor.
  if (typeof log === 'number') closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const finish = () => {
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, options.healthTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, process: child, stop };
}

export function machineDescription(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export { launchChromium } from '../../e2e/support/chromium';

/** Deterministic pseudo-random numbers (mulberry32), so that every run measures the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
