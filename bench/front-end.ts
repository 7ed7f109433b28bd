// `npm run bench:front -w bench`: what a visitor's browser downloads and waits for, in headless Debian Chromium.
// For each page, in a fresh browser context (cold cache): the JavaScript downloaded until the page is idle (gzip -9
// of each file, so the figure does not depend on the server's encoding; the bytes actually transferred beside it),
// the number of API calls, and, with the CPU slowed down 4x, Largest Contentful Paint and Total Blocking Time
// (median of 3 runs). Prints tables and writes bench/results/front-end.json; never fails on a figure.
// Needs `npm run build` first. BENCH_FRONT_RUNS sets the number of timed runs.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { assertBuilt, launchChromium, machineDescription, startProduct } from './support/product';
import { writeResults } from './support/results';

const RUNS = Number(process.env.BENCH_FRONT_RUNS ?? 3);
const JS_BUDGET_HOME = 150 * 1024;
/** No machine here reaches the tile service: /map gets a background-only style, as in the browser tests. */
const TILE_HOST = 'https://tiles.openfreemap.org/';
const TILE_STYLE = { version: 8, sources: {}, layers: [{ id: 'fond', type: 'background' }] };

interface Download {
  url: string;
  gzipBytes: number;
  transferredBytes: number;
}

interface PageFigures {
  page: string;
  jsFiles: number;
  jsGzipKb: number;
  jsTransferredKb: number;
  apiCalls: number;
  biggest: string;
}

async function newContext(browser: Browser, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await context.route(`${TILE_HOST}**`, (route) => route.fulfill({ json: TILE_STYLE }));
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context;
}

/** Loads a page cold and lists every script it downloaded, workers included, until the network is idle. */
async function downloads(browser: Browser, url: string, token: string | null): Promise<PageFigures> {
  const context = await newContext(browser, token);
  const pending: Promise<Download | null>[] = [];
  let apiCalls = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls += 1;
  });
  context.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferredBytes: sizes.responseBodySize,
          };
        } catch {
          return null;
        }
      })(),
    );
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // What the page fetches once idle (the home's carousel) is part of a first visit too.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // A module worker's script is reported by the page and by the worker: count each URL once.
  const byUrl = new Map<string, Download>();
  for (const file of await Promise.all(pending)) if (file && !byUrl.has(file.url)) byUrl.set(file.url, file);
  const files = [...byUrl.values()];
  await context.close();
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: 'gzipBytes' | 'transferredBytes') => files.reduce((total, file) => total + file[key], 0);
  return {
    page: new URL(url).pathname,
    jsFiles: files.length,
    jsGzipKb: Math.round(sum('gzipBytes') / 102.4) / 10,
    jsTransferredKb: Math.round(sum('transferredBytes') / 102.4) / 10,
    apiCalls,
    biggest: files
      .slice(0, 3)
      .map((file) => `${path.basename(new URL(file.url).pathname)} ${Math.round(file.gzipBytes / 1024)} kB`)
      .join(', '),
  };
}

/** LCP and TBT of one cold load with the CPU slowed down 4x. */
async function paintTimes(browser: Browser, url: string): Promise<{ lcpMs: number; tbtMs: number }> {
  const context = await newContext(browser, null);
  await context.addInitScript(() => {
    const state = { lcp: 0, longTasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __bench: typeof state }).__bench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => {
    const state = (
      window as unknown as { __bench: { lcp: number; longTasks: { start: number; duration: number }[] } }
    ).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = state.longTasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    return { lcpMs: state.lcp, tbtMs: tbt };
  });
  await context.close();
  return { lcpMs: Math.round(figures.lcpMs), tbtMs: Math.round(figures.tbtMs) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  assertBuilt();
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const { baseUrl } = product;
    const trades = (await (await fetch(`${baseUrl}/api/specialite`)).json()) as {
      id: number;
      metier: string;
    }[];
    const trade = trades.find((item) => item.metier === 'Plombier') ?? trades[0];
    if (!trade) throw new Error('Aucune spécialité : la base de démonstration est vide.');
    const page1 = (await (
      await fetch(`${baseUrl}/api/artisan/artisans-specialite/${trade.id}?page=1`)
    ).json()) as {
      items: { id: number }[];
    };
    const artisanId = page1.items[0]?.id;
    if (!artisanId) throw new Error(`Aucun artisan pour ${trade.metier}.`);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: 'admin', password: 'Admin@2024' }),
    });
    const { token } = (await login.json()) as { token: string };

    const publicPages = ['/', '/metiers', `/metier/${trade.id}`, `/artisan/${artisanId}`, '/map'];
    const sizes: PageFigures[] = [];
    for (const page of publicPages) sizes.push(await downloads(browser, `${baseUrl}${page}`, null));
    sizes.push(await downloads(browser, `${baseUrl}/backoffice/admin/artisans`, token));

    const paints: { page: string; lcpMs: number; tbtMs: number; runs: number }[] = [];
    for (const page of publicPages.slice(0, 4)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await paintTimes(browser, `${baseUrl}${page}`));
      paints.push({
        page,
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        runs: RUNS,
      });
    }

    console.log('JavaScript téléchargé à la première visite (gzip -9 ; transféré : encodage du serveur)');
    console.table(sizes);
    const home = sizes[0];
    if (home) {
      const budget = JS_BUDGET_HOME / 1024;
      console.log(
        `Budget de / : ${budget} kB gzip ; mesuré ${home.jsGzipKb} kB (${Math.round((home.jsGzipKb / budget) * 100)} %).`,
      );
    }
    console.log('Largest Contentful Paint et Total Blocking Time, CPU ralenti 4x, médiane');
    console.table(paints);
    writeResults('front-end.json', { machine: machineDescription(), sizes, paints });
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
