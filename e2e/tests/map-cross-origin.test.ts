// /map with remote-public served from another origin than the shell, as a CDN named in remotes.json would serve it:
// maplibre's worker file then lives on that other origin, and a Worker script must be same-origin. The test plays
// the CDN with a small static server (CORS header, as README asks of any host of a remote) on a free port, points
// DATA_DIR/remotes.json of the suite's server at it for the time of this file (the suite runs one file at a time),
// and checks that the clusters and pins are really drawn: the accessible list is filled from the data even when the
// map's workers fail, so the canvas itself is read.
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { freePort, repoRoot } from '../support/server';
import { routeTiles, TILE_HOST } from '../support/tiles';

const DIST = path.join(repoRoot, 'remote-public', 'dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

let browser: Browser;
let cdn: Server;
let cdnOrigin: string;
let remotesFile: string;
let previousRemotes: string | null = null;

/** A static host for remote-public/dist with `Access-Control-Allow-Origin: *` and no CSP of its own. */
function startCdn(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const file = path.join(DIST, path.normalize(pathname));
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file.startsWith(DIST + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, headers).end('introuvable');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR absent : global-setup ne s’est pas exécuté.');
  const port = await freePort();
  cdn = await startCdn(port);
  cdnOrigin = `http://127.0.0.1:${port}`;
  remotesFile = path.join(dataDir, 'remotes.json');
  if (existsSync(remotesFile)) previousRemotes = readFileSync(remotesFile, 'utf8');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      public: `${cdnOrigin}/mf-manifest.json`,
      proEditor: '/remotes/pro-editor/mf-manifest.json',
      backoffice: '/remotes/backoffice/mf-manifest.json',
    }),
  );
  // The server re-reads remotes.json for its Content-Security-Policy at most once a second.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const policy = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? '';
    if (policy.includes(cdnOrigin)) break;
    if (Date.now() > deadline) throw new Error(`La CSP ne nomme pas ${cdnOrigin} : ${policy}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (remotesFile) {
    if (previousRemotes === null) rmSync(remotesFile, { force: true });
    else writeFileSync(remotesFile, previousRemotes);
  }
  await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)));
});

describe('the map page with remote-public on another origin', () => {
  it('starts the map workers and draws the artisans, with no console error', async () => {
    const { page, context, requests, errors } = await openPage(browser);
    // Keep what the map draws readable after it is shown (maplibre does not ask for it).
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        options?: object,
      ) {
        const attributes = type.startsWith('webgl') ? { ...options, preserveDrawingBuffer: true } : options;
        return getContext.call(this, type, attributes) as RenderingContext | null;
      } as typeof getContext;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await routeTiles(page, 'answer');

    await page.goto('/map?lat=45.150002&lon=1.53333');
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
    // remote-public and maplibre's worker file really came from the other origin.
    expect(requests.some((url) => url.startsWith(`${cdnOrigin}/mf-manifest.json`))).toBe(true);
    expect(requests.some((url) => url.startsWith(cdnOrigin) && url.includes('maplibre-gl-worker'))).toBe(
      true,
    );
    expect(requests.some((url) => url.startsWith(`${baseUrl()}/remotes/public/`))).toBe(false);
    // The workers started from this page's origin (a blob: module importing the worker file).
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((url) => url.startsWith(`blob:${baseUrl()}/`))).toBe(true);

    // Pixels of the clusters (teal) and of the pins (orange) over the tile style's plain background.
    const drawn = await page.waitForFunction(
      () => {
        const map = document.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas');
        if (!map || map.width === 0) return 0;
        const copy = document.createElement('canvas');
        copy.width = map.width;
        copy.height = map.height;
        const context2d = copy.getContext('2d');
        if (!context2d) return 0;
        context2d.drawImage(map, 0, 0);
        const { data } = context2d.getImageData(0, 0, copy.width, copy.height);
        let count = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
          const teal = r < 110 && g > r + 30 && b > r + 40;
          const orange = r > 150 && g < 120 && b < 90;
          if (teal || orange) count += 1;
        }
        return count > 500 ? count : 0;
      },
      undefined,
      { timeout: 15_000, polling: 250 },
    );
    expect(await drawn.jsonValue()).toBeGreaterThan(500);
    await screenshot(page, 'map-cross-origin-1280');
    expect(errors.filter((error) => !error.includes(TILE_HOST))).toEqual([]);
    await context.close();
  });
});
