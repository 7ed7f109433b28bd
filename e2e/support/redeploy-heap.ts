// Run by server-render.test.ts in a process of its own (`node --import tsx`): the API in-process, and
// remote-public redeployed 22 times, each build at a new address of another origin (a small static server listed in
// SSR_REMOTE_ORIGINS) that remotes.json points at, one page rendered with each. Prints, as one JSON line, the heap
// after the 2nd and after the 22nd deploy (after a full collection): a generation kept alive by the federation
// runtime or by remote code (a module-scope timer, a listener) would show as a growth of the heap.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

const repoRoot = path.resolve(__dirname, '..', '..');
const dist = path.join(repoRoot, 'remote-public', 'dist');

/** Serves remote-public/dist under /gen-N/ for any N, with CORS, as a CDN would. */
function startStatic(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/gen-\d+\//, '/');
    const file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'access-control-allow-origin': '*' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The heap in MB once all garbage is gone. A heap snapshot first collects all that can be: V8 keeps the compiled code
 * and the compile cache of a dropped generation's scripts through ordinary collections, and frees them under memory
 * pressure, which this forces (a plain gc() would report them as a leak).
 */
function heapMb(): number {
  const file = v8.writeHeapSnapshot(path.join(os.tmpdir(), `redeploy-${process.pid}.heapsnapshot`));
  fs.rmSync(file, { force: true });
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function main(): Promise<void> {
  const cdn = await startStatic();
  const address = cdn.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-redeploy-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SSR_REMOTE_ORIGINS: origin,
  });
  const app = await buildApp(config, { seed: false });
  const remotesFile = path.join(dataDir, 'remotes.json');
  const heaps: number[] = [];
  const rendered: boolean[] = [];
  const last = Number(process.env.REDEPLOYS ?? 22);
  for (let generation = 1; generation <= last; generation += 1) {
    fs.writeFileSync(remotesFile, JSON.stringify({ public: `${origin}/gen-${generation}/mf-manifest.json` }));
    const page = await app.inject({ method: 'GET', url: '/about' });
    rendered.push(page.statusCode === 200 && page.body.includes('<h1'));
    if (generation === 2 || generation === last) heaps.push(heapMb());
  }
  await app.close();
  cdn.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`${JSON.stringify({ heapAfter2: heaps[0], heapAfter22: heaps[1], rendered })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
