// `npm run bench:map -w bench`: how long /map takes to show 20,000 artisans as clusters in headless Chromium.
// Starts the product once on a fresh DATA_DIR (demo seed), stops it, adds 20,000 artisans spread over France's
// towns straight into its database, starts it again, then opens /map in new browser contexts (cold cache) and in
// the same context again (warm cache). The figure is the page's own performance mark 'carte:artisans-affiches'
// (set on the first frame drawn with the artisans' source loaded), in ms since navigation start. It prints the
// figures and writes bench/results/map-20k.json; it never fails on a time. Needs `npm run build` first.
// BENCH_MAP_RUNS sets the number of runs, BENCH_MAP_ARTISANS the number of artisans added, BENCH_MAP_DETAIL=1 prints
// each page's resource timeline.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { openDatabase } from '../api/src/db/database';
import { artisanSpecialites, artisans, specialites } from '../api/src/db/schema';
import { FRANCE_TOWNS } from '../remote-public/src/features/map/geo/france-geo';
import { artisanFields } from './support/bench-artisans';
import { launchChromium, repoRoot, seededRandom, startProduct, type RunningProduct } from './support/product';
import { writeResults } from './support/results';

const ARTISAN_COUNT = Number(process.env.BENCH_MAP_ARTISANS ?? 20_000);
const COLD_RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const SHOWN_MARK = 'carte:artisans-affiches';
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

async function measure(context: BrowserContext, url: string): Promise<{ shownMs: number; inView: string }> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 60_000 });
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
    return { shownMs, inView };
  } finally {
    await page.close();
  }
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  // No tile service is reachable from this machine: answer at once as if it were down.
  await context.route(`${TILE_HOST}**`, (route) => route.abort('internetdisconnected'));
  return context;
}

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
    const markersStarted = Date.now();
    const markersResponse = await fetch(`${baseUrl}/api/artisan/map`, {
      headers: { 'accept-encoding': 'br' },
    });
    const markers = (await markersResponse.json()) as unknown[];
    const firstMarkersMs = Date.now() - markersStarted;

    browser = await launchChromium();
    // /map without a position: the default centre (Brive-la-Gaillarde) at zoom 10, the browser refusing geolocation.
    const url = `${baseUrl}/map`;
    const rows: { run: string; 'clusters affichés (ms)': number; 'dans la vue': string }[] = [];
    for (let run = 1; run <= COLD_RUNS; run += 1) {
      const context = await newContext(browser);
      const cold = await measure(context, url);
      rows.push({
        run: `${run} cache vide`,
        'clusters affichés (ms)': Math.round(cold.shownMs),
        'dans la vue': cold.inView,
      });
      const warm = await measure(context, url);
      rows.push({
        run: `${run} cache chaud`,
        'clusters affichés (ms)': Math.round(warm.shownMs),
        'dans la vue': warm.inView,
      });
      await context.close();
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const coldMs = rows.filter((row) => row.run.endsWith('vide')).map((row) => row['clusters affichés (ms)']);
    const warmMs = rows
      .filter((row) => row.run.endsWith('chaud'))
      .map((row) => row['clusters affichés (ms)']);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, charge ${os.loadavg()[0].toFixed(1)}`;

    console.log(
      `Artisans sur la carte : ${markers.length} (ajout en base : ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(`Premier GET /api/artisan/map (cache serveur vide) : ${firstMarkersMs} ms`);
    console.table(rows);
    console.log(
      `Navigation → clusters affichés sur /map : médiane ${median(coldMs)} ms cache vide, ${median(warmMs)} ms cache chaud`,
    );
    console.log(`Machine : ${machine}`);
    writeResults('map-20k.json', {
      machine,
      artisans: markers.length,
      firstMarkersMs,
      medianColdMs: median(coldMs),
      medianWarmMs: median(warmMs),
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
