// `npm run bench:front -w bench`: what a visitor's browser downloads and waits for, in headless Debian Chromium.
// For each page, in a fresh browser context (cold cache): the JavaScript downloaded until the page is idle (gzip -9
// of each file, so the figure does not depend on the server's encoding; the bytes actually transferred beside it),
// the number of API calls, and on Lighthouse's mobile profile (390 px, Slow 4G: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up; CPU slowed down 4x) First and Largest Contentful Paint and Total Blocking Time, median of 5 runs,
// beside the limit: the same page's server-rendered HTML served without its scripts, measured in the same run.
// Prints tables and writes bench/results/front-end.json; never fails on a figure.
// Needs `npm run build` first. BENCH_FRONT_RUNS sets the number of timed runs.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { assertBuilt, launchChromium, machineDescription, startProduct } from './support/product';
import { writeResults } from './support/results';

const RUNS = Number(process.env.BENCH_FRONT_RUNS ?? 5);
/** Targets of issue 18: LCP within 1.3 times the page without scripts, TBT under 200 ms. */
const LCP_TARGET_RATIO = 1.3;
const TBT_TARGET_MS = 200;
/** Lighthouse's mobile profile (Slow 4G, as its throttling documentation gives it). */
const MOBILE = { width: 390, height: 844 };
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
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

interface Paint {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * FCP, LCP and TBT of one cold load on the mobile profile. `withoutScripts`: the page's HTML as the server sends it,
 * with its script elements removed and no script fetched (the JSON data blocks stay, inert): the limit.
 */
async function paintTimes(browser: Browser, url: string, withoutScripts = false): Promise<Paint> {
  const context = await browser.newContext({
    viewport: MOBILE,
    locale: 'fr-FR',
    isMobile: true,
    hasTouch: true,
  });
  await context.route(`${TILE_HOST}**`, (route) => route.fulfill({ json: TILE_STYLE }));
  if (withoutScripts) {
    await context.route(
      (target) => target.href === url,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '');
        // The text is decoded: the server's encoding and length no longer describe it.
        await route.fulfill({
          status: response.status(),
          contentType: 'text/html; charset=utf-8',
          body: html,
        });
      },
    );
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  }
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
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
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
    return { fcpMs: fcp, lcpMs: state.lcp, tbtMs: tbt };
  });
  await context.close();
  return {
    fcpMs: Math.round(figures.fcpMs),
    lcpMs: Math.round(figures.lcpMs),
    tbtMs: Math.round(figures.tbtMs),
  };
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

    const paints: Record<string, number | string>[] = [];
    for (const page of publicPages.slice(0, 4)) {
      const full: Paint[] = [];
      const bare: Paint[] = [];
      // Alternated, so that both meet the same moments of a shared machine.
      for (let run = 0; run < RUNS; run += 1) {
        full.push(await paintTimes(browser, `${baseUrl}${page}`));
        bare.push(await paintTimes(browser, `${baseUrl}${page}`, true));
      }
      const lcpMs = median(full.map((run) => run.lcpMs));
      const limitMs = median(bare.map((run) => run.lcpMs));
      const tbtMs = median(full.map((run) => run.tbtMs));
      paints.push({
        page,
        fcpMs: median(full.map((run) => run.fcpMs)),
        lcpMs,
        'limite (HTML sans scripts) ms': limitMs,
        'LCP / limite': Math.round((lcpMs / limitMs) * 100) / 100,
        [`cible ≤ ${LCP_TARGET_RATIO}`]: lcpMs / limitMs <= LCP_TARGET_RATIO ? 'oui' : 'non',
        tbtMs,
        [`TBT < ${TBT_TARGET_MS} ms`]: tbtMs < TBT_TARGET_MS ? 'oui' : 'non',
        runs: RUNS,
      });
    }

    console.log('JavaScript téléchargé à la première visite (gzip -9 ; transféré : encodage du serveur)');
    console.table(sizes);
    console.log(
      'Profil mobile (390 px, Slow 4G 150 ms / 1,6 Mbit/s, CPU ralenti 4x), cache froid, médiane : FCP, LCP, TBT, ' +
        'et la limite : le HTML rendu par le serveur, servi sans ses scripts',
    );
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
