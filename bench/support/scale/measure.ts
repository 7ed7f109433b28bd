// One size on one backend of bench/scale.ts: the database generated, the product started on it, then the reads
// measured in cache and from the database, and the map once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../api/src/db/database';
import { HOT_CACHE_MAX_ENTRIES } from '../../../api/src/plugins/hot-cache';
import { durationSeconds, load, rawGet, settle, type LoadFigures } from '../load';
import { startProduct, type RunningProduct } from '../product';
import {
  BACK_OFFICE_LABELS,
  backOfficeQueries,
  logInBenchAdministrator,
  writeBenchAdministrator,
} from './back-office';
import { recreateDatabase } from './database';
import { describeGenerated, generate, type Generated } from './generate';
import { DATABASE_URL, ORIGIN, oneConnectionSeconds, REUSE, type Backend } from './settings';
import {
  artisanTarget,
  CacheReplay,
  CYCLE_MINIMUM,
  shuffled,
  tradeTarget,
  tradeTargets,
  type Target,
} from './targets';

export interface Cached {
  url: string;
  c10: LoadFigures;
  c1: LoadFigures;
}

export interface Uncached {
  /** Distinct URLs in the cycle, and the first few of its order. */
  distinct: number;
  examples: string[];
  /** `cycle`: duration-bound runs over more URLs than the cache holds; `one pass`: request-bound, no URL twice. */
  mode: 'cycle' | 'one pass';
  /** Trade pages only: the page sizes drawn. */
  sizes?: number[];
  c10: LoadFigures & { missShare: number };
  c1: LoadFigures & { missShare: number };
}

export interface Measure {
  backend: Backend;
  size: number;
  generationMs: number;
  startMs: number;
  counts: Record<string, number>;
  artisanId: number;
  tradeId: number;
  tradeArtisans: number;
  cacheEntries: number;
  map: { coldMs: number; bytes: number; markers: number; brotliMs: number; brotliBytes: number };
  reads: {
    artisan: { cached: Cached; uncached: Uncached };
    trade: { cached: Cached; uncached: Uncached };
    nearest: Cached;
    /** « Intervient chez moi » (issue 21): the artisans of the trade whose radius covers the point, never cached. */
    coverage: Cached;
  };
  /** GET /api/artisan/map/vue over a 1280 × 800 px screen around ORIGIN, per zoom; first call builds the index. */
  views: ViewFigures[];
  /** GET /api/recherche, per kind of query (never in the hot cache). */
  searches: (Cached & { label: string; total: number })[];
  /** The back office's lists as an administrator (never in the hot cache), per question asked. */
  backOffice: (Cached & { label: (typeof BACK_OFFICE_LABELS)[number]; total: number })[];
  /** /sitemap.xml and its largest artisans' file, each read once (then kept until a write). */
  sitemap: { indexMs: number; files: number; fileMs: number; fileUrls: number; fileBytes: number };
  /** The API process's resident memory once everything above was asked, in MB. */
  rssMb: number;
}

export interface ViewFigures extends Cached {
  /** The side list's first page over the same box (GET /api/artisan/map/vue/artisans). */
  list: Cached;
  zoom: number;
  firstMs: number;
  bytes: number;
  brotliBytes: number;
  total: number;
}

/** The box a 1280 × 800 px screen shows around a point at a zoom (Web Mercator, 256 px tiles). */
export function screenBox(centre: { lat: number; lon: number }, zoom: number) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfHeight = 400 * degreesPerPixel * Math.cos((centre.lat * Math.PI) / 180);
  const round = (value: number) => value.toFixed(5);
  return {
    ouest: round(centre.lon - 640 * degreesPerPixel),
    est: round(centre.lon + 640 * degreesPerPixel),
    sud: round(centre.lat - halfHeight),
    nord: round(centre.lat + halfHeight),
  };
}

export const VIEW_ZOOMS = [5, 8, 11, 14, 16];

/** The resident memory of a process in MB, from /proc (0 where there is none). */
function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function measureViews(base: string): Promise<ViewFigures[]> {
  const figures: ViewFigures[] = [];
  for (const zoom of VIEW_ZOOMS) {
    const box = screenBox(ORIGIN, zoom);
    const url = `/api/artisan/map/vue?${new URLSearchParams({ ...box, zoom: String(zoom) })}`;
    const first = await rawGet(`${base}${url}`);
    if (first.status !== 200) throw new Error(`${url} : HTTP ${first.status}`);
    const brotli = await rawGet(`${base}${url}`, { 'accept-encoding': 'br' });
    const measured = await measureOne(base, url);
    const list = await measureOne(base, `/api/artisan/map/vue/artisans?${new URLSearchParams(box)}`);
    figures.push({
      ...measured,
      list,
      zoom,
      firstMs: Math.round(first.ms),
      bytes: first.body.length,
      brotliBytes: brotli.body.length,
      total: (JSON.parse(first.body.toString()) as { total: number }).total,
    });
  }
  return figures;
}

/** The sitemap's index, then its file of most URLs (the files' names come from the index). */
async function measureSitemap(base: string): Promise<Measure['sitemap']> {
  const index = await rawGet(`${base}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml : HTTP ${index.status}`);
  const names = [...index.body.toString().matchAll(/<loc>[^<]*\/sitemaps\/(artisans-[^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  let largest = { ms: 0, urls: 0, bytes: 0 };
  // A file is an area's block of ids (repositories/artisan/sitemap-files.ts): the fullest of the first eight.
  for (const name of names.slice(0, 8)) {
    const file = await rawGet(`${base}/sitemaps/${name}`);
    const urls = (file.body.toString().match(/<url>/g) ?? []).length;
    if (urls > largest.urls) largest = { ms: Math.round(file.ms), urls, bytes: file.body.length };
  }
  return {
    indexMs: Math.round(index.ms),
    files: names.length + 1,
    fileMs: largest.ms,
    fileUrls: largest.urls,
    fileBytes: largest.bytes,
  };
}

async function measureSearches(base: string, queries: Record<string, string>) {
  const figures: Measure['searches'] = [];
  for (const [label, q] of Object.entries(queries)) {
    const url = `/api/recherche?${new URLSearchParams({ q })}`;
    const first = await rawGet(`${base}${url}`);
    if (first.status !== 200) throw new Error(`${url} : HTTP ${first.status}`);
    const total = (JSON.parse(first.body.toString()) as { total: number }).total;
    figures.push({ ...(await measureOne(base, url)), label, total });
  }
  return figures;
}

async function measureBackOffice(base: string, token: string, queries: Record<string, string>) {
  const headers = { authorization: `Bearer ${token}` };
  const figures: Measure['backOffice'] = [];
  for (const label of BACK_OFFICE_LABELS) {
    const url = queries[label]!;
    const first = await rawGet(`${base}${url}`, headers);
    if (first.status !== 200) throw new Error(`${url} : HTTP ${first.status}`);
    const total = (JSON.parse(first.body.toString()) as { total: number }).total;
    figures.push({ ...(await measureOne(base, url, headers)), label, total });
  }
  return figures;
}

/** The same URL over and over (after a 1 s warm-up): the cached answer once the first request prepared it. */
async function measureOne(base: string, url: string, headers?: Record<string, string>): Promise<Cached> {
  const check = await rawGet(`${base}${url}`, headers);
  if (check.status !== 200) throw new Error(`${url} : HTTP ${check.status}`);
  await load(`${base}${url}`, 10, { seconds: 1, headers });
  await settle(base);
  const c10 = await load(`${base}${url}`, 10, { headers });
  await settle(base);
  const c1 = await load(`${base}${url}`, 1, { seconds: oneConnectionSeconds, headers });
  return { url, c10, c1 };
}

/** A different URL on every request, from `targets` in a seeded random order (see the header). */
async function measureMany(
  base: string,
  targets: Target[],
  replay: CacheReplay,
  seed: number,
): Promise<Omit<Uncached, 'sizes'>> {
  const order = shuffled(targets, seed);
  let cursor = 0;
  let sent = 0;
  let misses = 0;
  const next = (): Target => {
    const target = order[cursor % order.length]!;
    cursor += 1;
    sent += 1;
    if (!replay.request(target.key)) misses += 1;
    return target;
  };
  const nextPath = () => next().path;
  const run = async (connections: number, options: { seconds?: number; amount?: number }) => {
    sent = 0;
    misses = 0;
    const figures = await load(`${base}${order[0]!.path}`, connections, { ...options, nextPath });
    await settle(base);
    return { ...figures, missShare: sent > 0 ? misses / sent : 0 };
  };
  const first = next();
  const check = await rawGet(`${base}${first.path}`);
  if (check.status !== 200) throw new Error(`${first.path} : HTTP ${check.status}`);
  const common = { distinct: order.length, examples: order.slice(0, 3).map((target) => target.path) };
  if (order.length >= CYCLE_MINIMUM) {
    await run(10, { seconds: 1 });
    const c10 = await run(10, { seconds: durationSeconds });
    const c1 = await run(1, { seconds: oneConnectionSeconds });
    return { ...common, mode: 'cycle', c10, c1 };
  }
  // Fewer answers than the cache holds: each stays once prepared, so no warm-up and no URL twice.
  const fresh = order.length - cursor;
  const c10 = await run(10, { amount: Math.max(10, Math.floor((fresh * 2) / 3 / 10) * 10) });
  const c1 = await run(1, { amount: Math.max(1, order.length - cursor) });
  return { ...common, mode: 'one pass', c10, c1 };
}

/** Stops what the measurement in progress started; called by its finally block or by Ctrl+C. */
let stopCurrent: (() => Promise<void>) | null = null;

/** On Ctrl+C: stops the measurement in progress (its product, its DATA_DIR), if any. */
export const stopMeasuring = () => stopCurrent?.();

export async function measure(backend: Backend, size: number): Promise<Measure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `annuaire-bench-scale-${backend}-`));
  let product: RunningProduct | null = null;
  let stopped: Promise<void> | null = null;
  stopCurrent = () =>
    (stopped ??= (async () => {
      await product?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    const reuse = REUSE && backend === 'postgres';
    if (backend === 'postgres' && !reuse) await recreateDatabase(DATABASE_URL);
    const handle = await openDatabase({ dataDir, databaseUrl: backend === 'postgres' ? DATABASE_URL : null });
    let generated: Generated;
    let adminPassword: string;
    try {
      generated = reuse ? await describeGenerated(handle.db, 0) : await generate(handle, size);
      if (generated.counts.artisans !== size)
        throw new Error(`La base gardée tient ${generated.counts.artisans} artisans, pas ${size}.`);
      adminPassword = await writeBenchAdministrator(handle.db);
    } finally {
      await handle.close();
    }
    console.log(
      `  ${backend} ${size} : base générée en ${(generated.ms / 1000).toFixed(1)} s (${Object.entries(
        generated.counts,
      )
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')})`,
    );

    const starting = Date.now();
    product = await startProduct({
      dataDir,
      env: { SEED_DEMO: '0', NODE_ENV: 'production', ...(backend === 'postgres' ? { DATABASE_URL } : {}) },
    });
    const startMs = Date.now() - starting;
    const base = product.baseUrl;

    const cold = await rawGet(`${base}/api/artisan/map`);
    if (cold.status !== 200) throw new Error(`/api/artisan/map : HTTP ${cold.status}`);
    const markers = (JSON.parse(cold.body.toString()) as unknown[]).length;
    const brotli = await rawGet(`${base}/api/artisan/map`, { 'accept-encoding': 'br' });

    const replay = new CacheReplay();
    const artisanOne = artisanTarget(generated.artisanId);
    const tradeOne = tradeTarget(generated.tradeId, 1);
    const nearestUrl = `${tradeOne.path}&tri=distance&lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`;
    const coverageUrl = `${tradeOne.path}&lat=${ORIGIN.lat}&lon=${ORIGIN.lon}&couvre=1`;

    replay.request(artisanOne.key);
    const artisanCached = await measureOne(base, artisanOne.path);
    const artisanUncached = await measureMany(
      base,
      generated.artisanIds.filter((id) => id !== generated.artisanId).map(artisanTarget),
      replay,
      size + 1,
    );
    replay.request(tradeOne.key);
    const tradeCached = await measureOne(base, tradeOne.path);
    const pages = tradeTargets(generated.trades);
    const tradeUncached = {
      ...(await measureMany(
        base,
        pages.targets.filter((target) => target.key !== tradeOne.key),
        replay,
        size + 2,
      )),
      sizes: pages.sizes,
    };
    const nearest = await measureOne(base, nearestUrl);
    const coverage = await measureOne(base, coverageUrl);
    const views = await measureViews(base);
    const searches = await measureSearches(base, generated.searches);
    const sitemap = await measureSitemap(base);
    const backOffice = await measureBackOffice(
      base,
      await logInBenchAdministrator(base, adminPassword),
      backOfficeQueries(generated.searches.nom, size),
    );
    const rssMb = rssOf(product.process.pid);
    return {
      backend,
      size,
      generationMs: generated.ms,
      startMs,
      counts: generated.counts,
      artisanId: generated.artisanId,
      tradeId: generated.tradeId,
      tradeArtisans: generated.tradeArtisans,
      cacheEntries: HOT_CACHE_MAX_ENTRIES,
      map: {
        coldMs: Math.round(cold.ms),
        bytes: cold.body.length,
        markers,
        brotliMs: Math.round(brotli.ms),
        brotliBytes: brotli.body.length,
      },
      reads: {
        artisan: { cached: artisanCached, uncached: artisanUncached },
        trade: { cached: tradeCached, uncached: tradeUncached },
        nearest,
        coverage,
      },
      views,
      searches,
      backOffice,
      sitemap,
      rssMb,
    };
  } finally {
    await stopCurrent();
    stopCurrent = null;
  }
}
