// `npm run bench`: starts the product on a free port with a fresh DATA_DIR and measures API reads with autocannon.
// Prints a table and writes bench/results/latest.json. It never fails on a time: the figures are for reading.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// autocannon ships no types; the few fields read here are typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const repoRoot = path.resolve(__dirname, '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
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

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-'));
  const started = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, 120_000);
    const firstStartMs = Date.now() - started;
    const targets = ['/api/health', '/api/specialite', '/api/specialite/1'];
    const rows: Record<string, string | number>[] = [];
    for (const target of targets) {
      for (const connections of [50, 200]) {
        const result = await autocannon({
          url: `${baseUrl}${target}`,
          connections,
          duration: durationSeconds,
        });
        rows.push({
          target,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
          errors: result.errors,
        });
      }
    }
    console.log(`Premier démarrage avec seed : ${(firstStartMs / 1000).toFixed(1)} s`);
    console.table(rows);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      path.join(__dirname, 'results', 'latest.json'),
      `${JSON.stringify({ date: new Date().toISOString(), machine, firstStartMs, api: rows }, null, 2)}\n`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
