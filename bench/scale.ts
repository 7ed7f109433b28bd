// `npm run bench:scale -w bench`: how the public reads grow with the directory, from 1,000 to 10,000 to 100,000
// artisans, on PGlite and on the PostgreSQL server. For each size and backend it generates a database straight
// with drizzle (40 trades, 1 to 3 trades per artisan, an account and an IMG_PRINCIPALE detail per artisan,
// particuliers, 10 reviews per artisan: 1,000,000 notes at 100,000), starts the product on it without the demo
// seed, and measures with autocannon (10 connections, then 1 for the bare service time) GET /api/artisan/{id},
// the trade page /api/artisan/artisans-specialite/{id}?page=N and its nearest-first sort (&lat=45.15&lon=1.53),
// plus GET /api/artisan/map once (time and bytes). It prints one table per backend and writes
// bench/results/scale.json; the targets are printed beside the figures, never enforced.
//
// The product keeps the artisan pages and the trade pages (without lat/lon) as prepared answers in its hot cache
// (api/src/plugins/hot-cache.ts, HOT_CACHE_MAX_ENTRIES least recently used answers, emptied by every write), so
// both are measured twice, labelled apart:
// - « en cache »: the same URL on every request (one artisan in the middle, page 1 of the largest trade): what a
//   popular page costs once its answer is prepared;
// - « base »: a different URL on every request, a seeded random order of every artisan id (the one measured in
//   cache left out), and of every page of every trade; when the trade pages at the front end's size are fewer
//   than the cache holds (1,000 and 10,000 artisans), sizes around it are added (size 9 and 11, then 8 and 12…,
//   10 on average, valid API queries). The order cycles through more distinct answers than the cache holds, so
//   an answer is evicted before its URL comes back: every request reads the database. When there are fewer
//   distinct answers than that (the artisan page at 1,000 artisans: the cache holds them all after one pass),
//   the « base » runs have no warm-up and stop after a number of requests instead of a duration, before any URL
//   comes back (two thirds at 10 connections, the rest at 1): short runs, but each request a miss. The share of
//   requests served outside the cache is printed, counted by replaying the requests sent in an LRU of the cache's
//   size (it ignores the 30 s lifetime and the few other entries, which only evict more: a floor). The product
//   has no switch to bypass its cache and this bench adds none. Pages are drawn uniformly, deep ones included
//   (a visitor reads the first ones more often): the « base » trade figures are on the pessimistic side.
// Nearest first depends on the visitor's position and is never cached: one URL, always the database. The target
// « p50 < 5 ms » (issue 8) applies to the database path at 10 connections: the verdicts use the « base » figures.
//
// BENCH_SCALE_SIZES=1000,10000 (default 1000,10000,100000), BENCH_SCALE_BACKENDS=pglite,postgres (default both),
// BENCH_SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/annuaire_bench: dropped and recreated per
// size, dropped at the end unless BENCH_SCALE_KEEP=1), BENCH_DURATION (seconds per autocannon run, default 5).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../api/src/db/database';
import { HOT_CACHE_MAX_ENTRIES } from '../api/src/plugins/hot-cache';
import { artisans, specialites } from '../api/src/db/schema';
import { FRANCE_TOWNS } from '../remote-public/src/features/map/geo/france-geo';
import { LIMITS } from '../shared/src/contract/limits';
import { durationSeconds, load, rawGet, settle, sharedMachineNote, type LoadFigures } from './support/load';
import { machineDescription, seededRandom, startProduct, type RunningProduct } from './support/product';

type Backend = 'pglite' | 'postgres';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const BACKENDS = (process.env.BENCH_SCALE_BACKENDS ?? 'pglite,postgres')
  .split(',')
  .map((value) => value.trim())
  .filter((value): value is Backend => value === 'pglite' || value === 'postgres');
const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/annuaire_bench';
const KEEP = process.env.BENCH_SCALE_KEEP === '1';
const NOTES_PER_ARTISAN = 10;
const ORIGIN = { lat: 45.15, lon: 1.53 };
const TARGETS = { pageP50Ms: 5, nearestMs: 50 };

const TRADES = [
  'Plombier',
  'Électricien',
  'Menuisier',
  'Charpentier',
  'Maçon',
  'Couvreur',
  'Peintre',
  'Carreleur',
  'Plâtrier',
  'Chauffagiste',
  'Serrurier',
  'Paysagiste',
  'Vitrier',
  'Climaticien',
  'Ébéniste',
  'Façadier',
  'Cuisiniste',
  'Parqueteur',
  'Ferronnier',
  'Zingueur',
  'Étancheur',
  'Tailleur de pierre',
  'Solier',
  'Plaquiste',
  'Ramoneur',
  'Storiste',
  'Miroitier',
  'Poseur de fenêtres',
  'Terrassier',
  'Piscinier',
  'Frigoriste',
  'Domoticien',
  'Antenniste',
  'Décorateur',
  'Tapissier',
  'Staffeur',
  'Ferblantier',
  'Chapiste',
  'Isolateur',
  'Installateur solaire',
];
const SURNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèbvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
];
const COMPANY_WORDS = [
  'Atelier',
  'Entreprise',
  'Maison',
  'Ets',
  'SARL',
  'Artisans',
  'Compagnons',
  'Rénovation',
];

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A SQL array literal of our own constant strings (never user input). */
const sqlText = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`;

/** Runs one statement of our own (only constants and computed numbers in it) and returns its rows. */
async function query<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(text)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}

interface Generated {
  ms: number;
  artisanId: number;
  tradeId: number;
  tradeArtisans: number;
  counts: Record<string, number>;
  /** Every artisan id, and how many artisans each trade has: the « base » runs draw their URLs from them. */
  artisanIds: number[];
  trades: { id: number; artisans: number }[];
}

/** Fills an empty, migrated database: JS-computed artisans in multi-row batches, the rest generated in SQL. */
async function generate(handle: DatabaseHandle, count: number): Promise<Generated> {
  const started = Date.now();
  const { db } = handle;
  const next = seededRandom(count);
  await db.insert(specialites).values(TRADES.map((metier) => ({ metier, metierKey: fold(metier) })));

  // One ROLE_ARTISAN account per artisan, contact visibility varied (the artisan page joins it).
  const particuliers = Math.max(100, Math.round(count / 2));
  await db.transaction(async (tx) => {
    await query(
      tx,
      `insert into users (email, username, password_hash, telephone, role, personnal_data_to_show)
      select 'artisan' || g || '@bench.test', 'artisan' || g, 'bench-sans-mot-de-passe',
             '06' || lpad(g::text, 8, '0'), 'ROLE_ARTISAN', (array['ALL', 'TEL', 'MAIL', 'NOTHING'])[1 + g % 4]
      from generate_series(1, ${count}::int) g`,
    );
    await query(
      tx,
      `insert into particuliers (nom, prenom)
      select ${sqlText(SURNAMES)}[1 + g % ${SURNAMES.length}],
             (array['Marie', 'Jean', 'Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Emma', 'Paul'])[1 + (g / 7) % 10]
      from generate_series(1, ${particuliers}::int) g`,
    );
  });
  const userIds = await query<{ first: number }>(db, `select min(id)::int as first from users`);
  const firstUser = Number(userIds[0]?.first ?? 1);

  // Artisans spread over France's towns (weighted by the square root of the population), as map-20k does.
  const weights = FRANCE_TOWNS.map(([, , , population]) => Math.sqrt(population));
  const cumulative: number[] = [];
  weights.reduce((sum, weight) => (cumulative.push(sum + weight), sum + weight), 0);
  const total = cumulative[cumulative.length - 1]!;
  const pickTown = () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return FRANCE_TOWNS[low]!;
  };
  const batch = 1000;
  const perTransaction = 10;
  for (let start = 0; start < count; start += batch * perTransaction) {
    await db.transaction(async (tx) => {
      for (let from = start; from < Math.min(count, start + batch * perTransaction); from += batch) {
        const rows = Array.from({ length: Math.min(batch, count - from) }, (_, offset) => {
          const n = from + offset + 1;
          const [ville, lon, lat] = pickTown();
          const located = next() >= 0.02;
          const word = COMPANY_WORDS[Math.floor(next() * COMPANY_WORDS.length)]!;
          const surname = SURNAMES[Math.floor(next() * SURNAMES.length)]!;
          return {
            userId: firstUser + n - 1,
            entrepriseNom: `${word} ${surname} ${n}`,
            rue: `${1 + Math.floor(next() * 120)} rue du Banc`,
            ville,
            codePostal: '',
            pays: 'France',
            anneeExperience: next() < 0.8 ? Math.floor(next() * 40) : null,
            rayonActivite: 5 + Math.floor(next() * 95),
            latitude: located ? lat + (next() - 0.5) * 0.06 : null,
            longitude: located ? lon + (next() - 0.5) * 0.08 : null,
            siret: String(10_000_000_000_000 + n),
            siren: String(100_000_000 + n),
          };
        });
        await tx.insert(artisans).values(rows);
      }
    });
  }

  // 1 to 3 trades per artisan (hashes of the id), an image detail each, then the reviews by slices of ids.
  await db.transaction(async (tx) => {
    await query(
      tx,
      `insert into artisan_specialites (artisan_id, specialite_id)
      select distinct a.id, t.ids[1 + abs(x.h % cardinality(t.ids))::int]
      from artisans a
      cross join (select array_agg(id order by id) as ids from specialites) t
      cross join lateral (values (hashint4extended(a.id, 1)),
        (case when a.id % 3 <> 0 then hashint4extended(a.id, 2) end),
        (case when a.id % 5 = 0 then hashint4extended(a.id, 3) end)) x(h)
      where x.h is not null`,
    );
    await query(
      tx,
      `insert into artisan_details (artisan_id, type, description, path_img)
      select a.id, 'IMG_PRINCIPALE', 'Photo de ' || a.entreprise_nom, '/uploads/bench/artisan-' || a.id || '.webp'
      from artisans a`,
    );
  });
  type Bounds = { low: number; high: number };
  const [bounds] = await query<Bounds>(db, `select min(id)::int as low, max(id)::int as high from artisans`);
  const [pBounds] = await query<Bounds>(
    db,
    `select min(id)::int as low, max(id)::int as high from particuliers`,
  );
  const comments = [
    'Travail soigné, je recommande.',
    'Ponctuel et efficace.',
    'Devis clair, chantier propre.',
    'Très bon contact, prix correct.',
    'Un peu de retard mais résultat parfait.',
    'Réactif et de bon conseil.',
    'Conforme au devis.',
    'Nous referons appel à lui.',
  ];
  const slice = 10_000;
  for (let low = Number(bounds!.low); low <= Number(bounds!.high); low += slice * 5) {
    await db.transaction(async (tx) => {
      for (let from = low; from < Math.min(Number(bounds!.high) + 1, low + slice * 5); from += slice) {
        await query(
          tx,
          `insert into notes (particulier_id, artisan_id, commentaire, nombre_etoiles, date_creation)
          select ${Number(pBounds!.low)} + abs(hashint4extended(a.id * 16 + k, 4) % ${
            Number(pBounds!.high) - Number(pBounds!.low) + 1
          })::int,
                 a.id,
                 ${sqlText(comments)}[1 + (a.id + k) % ${comments.length}],
                 (array[5, 5, 4, 4, 5, 3, 4, 5, 2, 1])[1 + abs(hashint4extended(a.id * 16 + k, 5) % 10)::int],
                 now() - make_interval(days => abs(hashint4extended(a.id * 16 + k, 6) % 1500)::int)
          from artisans a cross join generate_series(1, ${NOTES_PER_ARTISAN}::int) k
          where a.id >= ${from}::int and a.id < ${from + slice}::int`,
        );
      }
    });
  }
  // As autovacuum would do after a bulk load (PGlite has no autovacuum): statistics and the visibility map.
  await query(db, `vacuum analyze`);
  const ms = Date.now() - started;

  const [middle] = await query<{ id: number }>(
    db,
    `select id from artisans order by id offset ${Math.floor(count / 2)} limit 1`,
  );
  const [trade] = await query<{ id: number; n: number }>(
    db,
    `select specialite_id as id, count(*)::int as n from artisan_specialites
      group by specialite_id order by count(*) desc, specialite_id limit 1`,
  );
  const ids = await query<{ id: number }>(db, `select id from artisans order by id`);
  const trades = await query<{ id: number; n: number }>(
    db,
    `select specialite_id as id, count(*)::int as n from artisan_specialites group by specialite_id order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const table of [
    'artisans',
    'users',
    'particuliers',
    'artisan_specialites',
    'artisan_details',
    'notes',
  ]) {
    const [row] = await query<{ n: number }>(db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row!.n);
  }
  return {
    ms,
    artisanId: Number(middle!.id),
    tradeId: Number(trade!.id),
    tradeArtisans: Number(trade!.n),
    counts,
    artisanIds: ids.map((row) => Number(row.id)),
    trades: trades.map((row) => ({ id: Number(row.id), artisans: Number(row.n) })),
  };
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Drops and recreates the bench database on the server (never `test`, `postgres` or a template). */
async function recreateDatabase(url: string, drop = false): Promise<void> {
  const name = databaseName(url);
  if (!/^[\w-]+$/.test(name) || ['test', 'postgres', 'template0', 'template1'].includes(name))
    throw new Error(
      `Base « ${name} » refusée : choisissez une base dédiée au banc (BENCH_SCALE_DATABASE_URL).`,
    );
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (!drop) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** A request path and the hot-cache key the product keeps its answer under (api/src/routes/artisan.ts). */
interface Target {
  path: string;
  key: string;
}

const artisanTarget = (id: number): Target => ({ path: `/api/artisan/${id}`, key: `artisan:public:${id}` });

/** A trade page as the front end asks for it (no size at the default size), or at another valid size. */
const tradeTarget = (id: number, page: number, size: number = LIMITS.tradePageSize): Target => ({
  path: `/api/artisan/artisans-specialite/${id}?page=${page}${size === LIMITS.tradePageSize ? '' : `&size=${size}`}`,
  key: `artisan:trade:${id}:${page}:${size}`,
});

/** More distinct answers than the cache holds, with room for the order the 10 connections shuffle. */
const CYCLE_MINIMUM = Math.ceil(HOT_CACHE_MAX_ENTRIES * 1.1);

/**
 * Every page of every trade at the front end's size and, while they are fewer than CYCLE_MINIMUM, at the sizes
 * around it (9 and 11, then 8 and 12…: 10 on average, all valid queries), so that the cycle outgrows the cache.
 */
function tradeTargets(trades: Generated['trades']): { targets: Target[]; sizes: number[] } {
  const sizes: number[] = [LIMITS.tradePageSize];
  const pages = (size: number) =>
    trades.flatMap(({ id, artisans: n }) =>
      Array.from({ length: Math.max(1, Math.ceil(n / size)) }, (_, index) =>
        tradeTarget(id, index + 1, size),
      ),
    );
  const targets = pages(LIMITS.tradePageSize);
  for (let step = 1; targets.length <= CYCLE_MINIMUM && LIMITS.tradePageSize - step >= 1; step += 1) {
    for (const size of [LIMITS.tradePageSize - step, LIMITS.tradePageSize + step]) {
      sizes.push(size);
      targets.push(...pages(size));
    }
  }
  return { targets, sizes: sizes.sort((a, b) => a - b) };
}

/**
 * The product's hot cache replayed from the requests sent: a least-recently-used list of HOT_CACHE_MAX_ENTRIES
 * keys, as createHotCache keeps. It ignores the entries' 30 s lifetime and the few other entries (trades, map),
 * which only ever evict more: the misses it counts are a floor.
 */
class CacheReplay {
  private readonly keys = new Set<string>();

  /** Records a request for `key`; true when the product had its answer in cache. */
  request(key: string): boolean {
    const hit = this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > HOT_CACHE_MAX_ENTRIES) this.keys.delete(this.keys.values().next().value as string);
    return hit;
  }
}

/** Fisher-Yates with the bench's seeded generator: the same order on every run. */
function shuffled<T>(values: T[], seed: number): T[] {
  const next = seededRandom(seed);
  const result = [...values];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

interface Cached {
  url: string;
  c10: LoadFigures;
  c1: LoadFigures;
}

interface Uncached {
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

interface Measure {
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
  };
}

const oneConnectionSeconds = Math.max(2, Math.round(durationSeconds / 2));

/** The same URL over and over (after a 1 s warm-up): the cached answer once the first request prepared it. */
async function measureOne(base: string, url: string): Promise<Cached> {
  const check = await rawGet(`${base}${url}`);
  if (check.status !== 200) throw new Error(`${url} : HTTP ${check.status}`);
  await load(`${base}${url}`, 10, 1);
  await settle(base);
  const c10 = await load(`${base}${url}`, 10);
  await settle(base);
  const c1 = await load(`${base}${url}`, 1, oneConnectionSeconds);
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

async function measure(backend: Backend, size: number): Promise<Measure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `annuaire-bench-scale-${backend}-`));
  let product: RunningProduct | null = null;
  let stopped: Promise<void> | null = null;
  stopCurrent = () =>
    (stopped ??= (async () => {
      await product?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    if (backend === 'postgres') await recreateDatabase(DATABASE_URL);
    const handle = await openDatabase({ dataDir, databaseUrl: backend === 'postgres' ? DATABASE_URL : null });
    let generated: Generated;
    try {
      generated = await generate(handle, size);
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
    const nearestUrl = `${tradeOne.path}&lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`;

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
      },
    };
  } finally {
    await stopCurrent();
    stopCurrent = null;
  }
}

/** The trade page sizes the « base » runs drew, per size measured: « 10 » or « 4 à 16 ». */
function describeSizes(results: Measure[]): string {
  const bySize = new Map<number, string>();
  for (const m of results) {
    const sizes = m.reads.trade.uncached.sizes ?? [LIMITS.tradePageSize];
    const text = sizes.length === 1 ? `${sizes[0]}` : `${sizes[0]} à ${sizes[sizes.length - 1]}`;
    bySize.set(m.size, text);
  }
  return [...bySize].map(([size, text]) => `${text} à ${formatNumber(size)} artisans`).join(', ');
}

const formatNumber = (value: number) => value.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');

/** One table: a line per figure, for each backend its sizes side by side and the growth from first to last. */
function table(results: Measure[]): Record<string, string | number>[] {
  const backends = BACKENDS.filter((backend) => results.some((result) => result.backend === backend));
  const line = (label: string, target: string, value: (m: Measure) => number, digits = 0) => {
    const row: Record<string, string | number> = { mesure: label };
    for (const backend of backends) {
      const own = results.filter((result) => result.backend === backend);
      for (const result of own)
        row[`${backend} ${formatNumber(result.size)}`] = Number(value(result).toFixed(digits));
      if (own.length > 1) {
        const first = value(own[0]!);
        const last = value(own[own.length - 1]!);
        row[`${backend} ×`] = first > 0 ? `× ${(last / first).toFixed(1)}` : '—';
      }
    }
    row.objectif = target;
    return row;
  };
  const pageTarget = `< ${TARGETS.pageP50Ms} ms`;
  const both = (label: string, read: (m: Measure) => { cached: Cached; uncached: Uncached }) => [
    line(`${label} en cache p50 ms (10 conn.)`, '', (m) => read(m).cached.c10.p50),
    line(`${label} en cache p99 ms (10 conn.)`, '', (m) => read(m).cached.c10.p99),
    line(`${label} en cache req/s (10 conn.)`, '', (m) => read(m).cached.c10.reqPerSec),
    line(`${label} en cache p50 ms (1 conn.)`, '', (m) => read(m).cached.c1.p50),
    line(`${label} base p50 ms (10 conn.)`, pageTarget, (m) => read(m).uncached.c10.p50),
    line(`${label} base p99 ms (10 conn.)`, '', (m) => read(m).uncached.c10.p99),
    line(`${label} base req/s (10 conn.)`, '', (m) => read(m).uncached.c10.reqPerSec),
    line(`${label} base p50 ms (1 conn.)`, '', (m) => read(m).uncached.c1.p50),
    line(`${label} base : URL distinctes`, '', (m) => read(m).uncached.distinct),
    line(`${label} base : requêtes (10 conn.)`, '', (m) => read(m).uncached.c10.requests),
    line(`${label} base : hors cache % (10 conn.)`, '', (m) => read(m).uncached.c10.missShare * 100, 1),
    line(`${label} base : hors cache % (1 conn.)`, '', (m) => read(m).uncached.c1.missShare * 100, 1),
  ];
  return [
    line('génération (s)', '', (m) => m.generationMs / 1000, 1),
    line('démarrage du produit (s)', '', (m) => m.startMs / 1000, 1),
    ...both('artisan', (m) => m.reads.artisan),
    ...both('métier', (m) => m.reads.trade),
    line(
      'plus proches p50 ms (10 conn., jamais en cache)',
      `< ${TARGETS.nearestMs} ms à 100 000`,
      (m) => m.reads.nearest.c10.p50,
    ),
    line('plus proches p99 ms (10 conn.)', '', (m) => m.reads.nearest.c10.p99),
    line('plus proches req/s (10 conn.)', '', (m) => m.reads.nearest.c10.reqPerSec),
    line('plus proches p50 ms (1 conn.)', '', (m) => m.reads.nearest.c1.p50),
    line('artisans du métier mesuré', '', (m) => m.tradeArtisans),
    line('carte : 1er appel (ms)', '', (m) => m.map.coldMs),
    line('carte : octets (identité)', '', (m) => m.map.bytes),
    line('carte : 2e appel en br (ms)', '', (m) => m.map.brotliMs),
    line('carte : octets (br)', '', (m) => m.map.brotliBytes),
  ];
}

/** Verdicts on the database path (« base », 10 connections); the cached p50 is given beside, for information. */
function verdicts(results: Measure[]): string[] {
  const lines: string[] = [];
  for (const m of results) {
    const state = (ok: boolean) => (ok ? 'atteint' : 'NON atteint');
    const page = (label: string, read: { cached: Cached; uncached: Uncached }) =>
      `${label} p50 base ${read.uncached.c10.p50} ms ${state(read.uncached.c10.p50 < TARGETS.pageP50Ms)} ` +
      `(${formatNumber(Math.round(read.uncached.c10.missShare * 100))} % hors cache ; en cache ` +
      `${read.cached.c10.p50} ms)`;
    const parts = [page('artisan', m.reads.artisan), page('métier', m.reads.trade)];
    if (m.size >= 100_000)
      parts.push(
        `plus proches p50 ${m.reads.nearest.c10.p50} ms ${state(m.reads.nearest.c10.p50 < TARGETS.nearestMs)}`,
      );
    lines.push(`  ${m.backend} ${formatNumber(m.size)} : ${parts.join(' ; ')}`);
  }
  return lines;
}

async function main(): Promise<void> {
  if (SIZES.length === 0 || BACKENDS.length === 0)
    throw new Error('BENCH_SCALE_SIZES et BENCH_SCALE_BACKENDS ne donnent rien à mesurer.');
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} reçu : arrêt du produit et nettoyage…`);
    void Promise.allSettled([stopCurrent?.()])
      .then(() => (BACKENDS.includes('postgres') && !KEEP ? recreateDatabase(DATABASE_URL, true) : undefined))
      .catch(() => {})
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const note = sharedMachineNote();
  console.log(`Montée en charge : ${SIZES.join(', ')} artisans sur ${BACKENDS.join(' et ')}.`);
  const results: Measure[] = [];
  try {
    for (const backend of BACKENDS) {
      for (const size of SIZES) {
        results.push(await measure(backend, size));
      }
    }
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (BACKENDS.includes('postgres') && !KEEP) await recreateDatabase(DATABASE_URL, true).catch(() => {});
  }

  console.log(
    `\nautocannon ${durationSeconds} s à 10 connexions (puis ${oneConnectionSeconds} s ` +
      `à 1 connexion), origine du tri ${ORIGIN.lat}, ${ORIGIN.lon}, ${NOTES_PER_ARTISAN} avis par artisan.`,
  );
  console.log(note);
  console.log(
    `pglite : PGlite dans DATA_DIR/db ; postgres : serveur PostgreSQL (${databaseName(DATABASE_URL)}). ` +
      '« × » : croissance de la plus petite à la plus grande taille.',
  );
  console.log(
    `« en cache » : la même URL à chaque requête (une page populaire, servie par le cache du produit). « base » : ` +
      `une URL différente à chaque requête, dans un ordre aléatoire fixé, parmi plus d’URL distinctes que le ` +
      `cache n’en garde (${formatNumber(HOT_CACHE_MAX_ENTRIES)}) : chaque réponse en est sortie quand son URL ` +
      `revient, la base répond. Pages métier : toutes les pages de chaque métier, aux tailles ` +
      `${describeSizes(results)} (moyenne ${LIMITS.tradePageSize}) quand il le faut pour dépasser le cache ; ` +
      'pages tirées uniformément, les profondes comprises (plus lentes que la page 1).',
  );
  const onePass = results.flatMap((m) =>
    (['artisan', 'trade'] as const)
      .filter((read) => m.reads[read].uncached.mode === 'one pass')
      .map((read) => `${read === 'artisan' ? 'artisan' : 'métier'} ${m.backend} ${formatNumber(m.size)}`),
  );
  if (onePass.length > 0)
    console.log(
      `Moins d’URL distinctes que le cache n’en garde (${onePass.join(', ')}) : le cache les tiendrait toutes ` +
        'après un premier passage, donc ces mesures « base » s’arrêtent avant qu’une URL revienne (sans ' +
        'échauffement, en nombre de requêtes : courtes, mais chacune lue dans la base).',
    );
  console.table(table(results));
  console.log(
    '\nObjectifs (indicatifs), sur le chemin base de données (« base », 10 connexions ; la p50 en cache est ' +
      'donnée pour information) : pages artisan et métier p50 < 5 ms, tri par distance sur 100 000 < 50 ms :',
  );
  for (const line of verdicts(results)) console.log(line);

  mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(__dirname, 'results', 'scale.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: machineDescription(),
        note,
        durationSeconds,
        notesPerArtisan: NOTES_PER_ARTISAN,
        origin: ORIGIN,
        targets: TARGETS,
        targetsApplyTo: 'reads.*.uncached.c10 (database path, 10 connections); nearest is never cached',
        hotCacheMaxEntries: HOT_CACHE_MAX_ENTRIES,
        results,
      },
      null,
      2,
    )}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
