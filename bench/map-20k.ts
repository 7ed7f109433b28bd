// `npm run bench:map -w bench`: how long /map takes to show its artisans among 20,000 in headless Chromium, the map
// asking the API for each view (GET /api/artisan/map/vue and its list). Starts the product once on a fresh DATA_DIR
// (demo seed), stops it, adds 20,000 artisans spread over France's towns straight into its database, starts it again,
// then, on a desktop screen and on the mobile profile (390 px, touch, Slow 4G and a CPU slowed down 4x, as
// front-end.ts), opens /map in new browser contexts (cold cache) and in the same context again (warm cache), and after
// each load pans the map by 40 % of its width. The figures are the page's own performance marks: 'carte:artisans-
// affiches' (the first frame drawn with the first view's artisans), in ms since navigation start, and
// 'carte:vue-affichee' (each view's artisans drawn), in ms after the pan's mouse release. It prints the figures and
// writes bench/results/map-20k.json; it never fails on a time. Needs `npm run build` first.
// BENCH_MAP_RUNS sets the number of runs, BENCH_MAP_ARTISANS the number of artisans added, BENCH_MAP_DETAIL=1 prints
// each page's resource timeline.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../api/src/db/database';
import { artisanSpecialites, artisans, specialites } from '../api/src/db/schema';
import { FRANCE_TOWNS } from '../remote-public/src/features/map/geo/france-geo';
import { artisanFields } from './support/bench-artisans';
import { launchChromium, repoRoot, seededRandom, startProduct, type RunningProduct } from './support/product';
import { writeResults } from './support/results';

const ARTISAN_COUNT = Number(process.env.BENCH_MAP_ARTISANS ?? 20_000);
const COLD_RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const SHOWN_MARK = 'carte:artisans-affiches';
const VIEW_MARK = 'carte:vue-affichee';
const TILE_HOST = 'https://tiles.openfreemap.org/';

/** 20,000 artisans in France's towns, more in bigger ones, each a few km from its town centre. */
async function addArtisans(dataDir: string, count: number): Promise<void> {
  const handle = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const trades = (await handle.db.select({ id: specialites.id }).from(specialites)).map((row) => row.id);
    const next = seededRandom(20_000);
    // Weighting by the square root of the population spreads artisans over the country while cities get more.
    const weights = FRANCE_TOWNS.map(([, , , population]) => Math.sqrt(population));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const pickTown = () => {
      let target = next() * total;
      for (let i = 0; i < FRANCE_TOWNS.length; i += 1) {
        target -= weights[i];
        if (target <= 0) return FRANCE_TOWNS[i];
      }
      return FRANCE_TOWNS[FRANCE_TOWNS.length - 1];
    };
    const batch = 1000;
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
        const town = pickTown();
        const n = start + offset + 1;
        return {
          entrepriseNom: `Artisan de banc ${String(n).padStart(5, '0')}`,
          ...artisanFields(next, n, town),
        };
      });
      const inserted = await handle.db.insert(artisans).values(rows).returning({ id: artisans.id });
      const links = inserted.flatMap(({ id }) => {
        const first = trades[Math.floor(next() * trades.length)];
        const second = trades[Math.floor(next() * trades.length)];
        return [...new Set([first, second])].map((specialiteId) => ({ artisanId: id, specialiteId }));
      });
      if (links.length > 0) await handle.db.insert(artisanSpecialites).values(links);
    }
  } finally {
    await handle.close();
  }
}

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  mobile: boolean;
}

/** A desktop screen, and Lighthouse's mobile profile as front-end.ts measures it (Slow 4G, CPU slowed down 4x). */
const PROFILES: Profile[] = [
  { name: 'bureau 1280 px', viewport: { width: 1280, height: 900 }, mobile: false },
  { name: 'mobile 390 px', viewport: { width: 390, height: 844 }, mobile: true },
];
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Measure {
  shownMs: number;
  panMs: number;
  inView: string;
}

/** The artisans drawn after the map was dragged by 40 % of its width: ms from the mouse's release to the mark. */
async function pan(page: Page): Promise<number> {
  const canvas = await page.locator('canvas.maplibregl-canvas').boundingBox();
  if (!canvas) return Number.NaN;
  const y = canvas.y + canvas.height / 2;
  const from = canvas.x + canvas.width * 0.7;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(from - canvas.width * 0.4, y, { steps: 8 });
  await page.mouse.up();
  const released = await page.evaluate(() => performance.now());
  const shown = await page.waitForFunction(
    ({ mark, after }) =>
      performance.getEntriesByName(mark).find((entry) => entry.startTime > after)?.startTime,
    { mark: VIEW_MARK, after: released },
    { timeout: 60_000 },
  );
  return ((await shown.jsonValue()) ?? Number.NaN) - released;
}

async function measure(context: BrowserContext, url: string, profile: Profile): Promise<Measure> {
  const page = await context.newPage();
  try {
    if (profile.mobile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 120_000 });
    const shownMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      SHOWN_MARK,
    );
    const inView =
      (await page
        .getByRole('region', { name: 'Artisans dans la zone affichée' })
        .getByRole('status')
        .textContent()) ?? '';
    if (process.env.BENCH_MAP_DETAIL === '1') {
      // The page's timeline, to see what the figure is made of.
      // Evaluated in the page; typed loosely because this package compiles without the DOM library.
      const timeline = await page.evaluate(`performance
        .getEntriesByType('resource')
        .map((e) => Math.round(e.startTime) + '–' + Math.round(e.responseEnd) + ' ms ' +
          e.name.replace(location.origin, '') + ' (' + e.encodedBodySize + ' o)')
        .join('\\n') + '\\n' + performance.getEntriesByType('mark').map((m) => m.name + ' ' + Math.round(m.startTime)).join(' | ')`);
      console.log(timeline);
    }
    const panMs = await pan(page);
    return { shownMs, panMs, inView };
  } finally {
    await page.close();
  }
}

async function newContext(browser: Browser, profile: Profile): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    locale: 'fr-FR',
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
  });
  // No tile service is reachable from this machine: answer at once as if it were down.
  await context.route(`${TILE_HOST}**`, (route) => route.abort('internetdisconnected'));
  return context;
}

type Row = {
  profil: string;
  run: string;
  'artisans affichés (ms)': number;
  'après un déplacement (ms)': number;
  'dans la vue': string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(): Promise<void> {
  for (const app of ['shell', 'remote-public']) {
    if (!existsSync(path.join(repoRoot, app, 'dist')))
      throw new Error(`${app}/dist absent : lancez npm run build.`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-map-'));
  let server: RunningProduct | null = null;
  let browser: Browser | null = null;
  try {
    // A first start migrates and seeds the demo data; the bench artisans are then added with the product stopped.
    server = await startProduct({ dataDir, healthTimeoutMs: 180_000 });
    await server.stop();
    const seeding = Date.now();
    await addArtisans(dataDir, ARTISAN_COUNT);
    const seedMs = Date.now() - seeding;

    server = await startProduct({ dataDir, healthTimeoutMs: 180_000 });
    const { baseUrl } = server;
    // The first view of the whole of France builds the API's position index: the cost a first visitor may meet.
    const viewStarted = Date.now();
    const france = new URLSearchParams({ ouest: '-5.5', sud: '41', est: '10', nord: '51.5', zoom: '5' });
    const viewResponse = await fetch(`${baseUrl}/api/artisan/map/vue?${france}`, {
      headers: { 'accept-encoding': 'br' },
    });
    const { ensemble } = (await viewResponse.json()) as { ensemble: number };
    const firstViewMs = Date.now() - viewStarted;

    browser = await launchChromium();
    // /map without a position: the default centre (Brive-la-Gaillarde) at zoom 10, the browser refusing geolocation.
    const url = `${baseUrl}/map`;
    const rows: Row[] = [];
    for (const profile of PROFILES) {
      for (let run = 1; run <= COLD_RUNS; run += 1) {
        const context = await newContext(browser, profile);
        for (const cache of ['cache vide', 'cache chaud']) {
          const figures = await measure(context, url, profile);
          rows.push({
            profil: profile.name,
            run: `${run} ${cache}`,
            'artisans affichés (ms)': Math.round(figures.shownMs),
            'après un déplacement (ms)': Math.round(figures.panMs),
            'dans la vue': figures.inView,
          });
        }
        await context.close();
      }
    }
    const medians = PROFILES.map((profile) => {
      const of = (cache: string, column: 'artisans affichés (ms)' | 'après un déplacement (ms)') =>
        median(
          rows
            .filter((row) => row.profil === profile.name && row.run.endsWith(cache))
            .map((row) => row[column]),
        );
      return {
        profil: profile.name,
        medianColdMs: of('vide', 'artisans affichés (ms)'),
        medianWarmMs: of('chaud', 'artisans affichés (ms)'),
        medianPanMs: median(
          rows.filter((row) => row.profil === profile.name).map((row) => row['après un déplacement (ms)']),
        ),
      };
    });
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, charge ${os.loadavg()[0].toFixed(1)}`;

    console.log(`Artisans sur la carte : ${ensemble} (ajout en base : ${(seedMs / 1000).toFixed(1)} s)`);
    console.log(
      `Premier GET /api/artisan/map/vue de la France (index des positions à bâtir) : ${firstViewMs} ms`,
    );
    console.table(rows);
    for (const figures of medians)
      console.log(
        `${figures.profil} : navigation → artisans affichés sur /map, médiane ${figures.medianColdMs} ms cache vide, ` +
          `${figures.medianWarmMs} ms cache chaud ; après un déplacement, ${figures.medianPanMs} ms`,
      );
    console.log(`Machine : ${machine}`);
    writeResults('map-20k.json', {
      machine,
      artisans: ensemble,
      firstViewMs,
      profiles: medians,
      runs: rows,
    });
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
