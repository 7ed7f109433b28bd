// `npm run bench:scale -w bench`: how the public reads grow with the directory, from 1,000 to 10,000 to 100,000
// artisans, on PGlite and on the PostgreSQL server. For each size and backend it generates a database straight
// with drizzle (40 trades, 1 to 3 trades per artisan, an account and an IMG_PRINCIPALE detail per artisan,
// particuliers, 10 reviews per artisan: 1,000,000 notes at 100,000), starts the product on it without the demo
// seed, and measures with autocannon (10 connections, then 1 for the bare service time) GET /api/artisan/{id},
// the trade page /api/artisan/artisans-specialite/{id}?page=1 and its nearest-first sort (&lat=45.15&lon=1.53),
// plus GET /api/artisan/map once (time and bytes). It prints one table per backend and writes
// bench/results/scale.json; the targets are printed beside the figures, never enforced.
//
// BENCH_SCALE_SIZES=1000,10000 (default 1000,10000,100000), BENCH_SCALE_BACKENDS=pglite,postgres (default both),
// BENCH_SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/annuaire_bench: dropped and recreated per
// size, dropped at the end unless BENCH_SCALE_KEEP=1), BENCH_DURATION (seconds per autocannon run, default 5).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../api/src/db/database';
import { artisans, specialites } from '../api/src/db/schema';
import { FRANCE_TOWNS } from '../remote-public/src/features/map/geo/france-geo';
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

interface Measure {
  backend: Backend;
  size: number;
  generationMs: number;
  startMs: number;
  counts: Record<string, number>;
  artisanId: number;
  tradeId: number;
  tradeArtisans: number;
  map: { coldMs: number; bytes: number; markers: number; brotliMs: number; brotliBytes: number };
  reads: Record<'artisan' | 'trade' | 'nearest', { c10: LoadFigures; c1: LoadFigures; url: string }>;
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

    const urls = {
      artisan: `/api/artisan/${generated.artisanId}`,
      trade: `/api/artisan/artisans-specialite/${generated.tradeId}?page=1`,
      nearest: `/api/artisan/artisans-specialite/${generated.tradeId}?page=1&lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`,
    };
    const reads = {} as Measure['reads'];
    for (const [name, url] of Object.entries(urls) as [keyof typeof urls, string][]) {
      const check = await rawGet(`${base}${url}`);
      if (check.status !== 200) throw new Error(`${url} : HTTP ${check.status}`);
      await load(`${base}${url}`, 10, 1);
      await settle(base);
      const c10 = await load(`${base}${url}`, 10);
      await settle(base);
      const c1 = await load(`${base}${url}`, 1, Math.max(2, Math.round(durationSeconds / 2)));
      reads[name] = { c10, c1, url };
    }
    return {
      backend,
      size,
      generationMs: generated.ms,
      startMs,
      counts: generated.counts,
      artisanId: generated.artisanId,
      tradeId: generated.tradeId,
      tradeArtisans: generated.tradeArtisans,
      map: {
        coldMs: Math.round(cold.ms),
        bytes: cold.body.length,
        markers,
        brotliMs: Math.round(brotli.ms),
        brotliBytes: brotli.body.length,
      },
      reads,
    };
  } finally {
    await stopCurrent();
    stopCurrent = null;
  }
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
  return [
    line('génération (s)', '', (m) => m.generationMs / 1000, 1),
    line('démarrage du produit (s)', '', (m) => m.startMs / 1000, 1),
    line('artisan p50 ms (10 conn.)', `< ${TARGETS.pageP50Ms} ms`, (m) => m.reads.artisan.c10.p50),
    line('artisan p99 ms (10 conn.)', '', (m) => m.reads.artisan.c10.p99),
    line('artisan req/s (10 conn.)', '', (m) => m.reads.artisan.c10.reqPerSec),
    line('artisan p50 ms (1 conn.)', '', (m) => m.reads.artisan.c1.p50),
    line('métier p50 ms (10 conn.)', `< ${TARGETS.pageP50Ms} ms`, (m) => m.reads.trade.c10.p50),
    line('métier p99 ms (10 conn.)', '', (m) => m.reads.trade.c10.p99),
    line('métier req/s (10 conn.)', '', (m) => m.reads.trade.c10.reqPerSec),
    line('métier p50 ms (1 conn.)', '', (m) => m.reads.trade.c1.p50),
    line(
      'plus proches p50 ms (10 conn.)',
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

function verdicts(results: Measure[]): string[] {
  const lines: string[] = [];
  for (const m of results) {
    const state = (ok: boolean) => (ok ? 'atteint' : 'NON atteint');
    const parts = [
      `artisan p50 ${m.reads.artisan.c10.p50} ms ${state(m.reads.artisan.c10.p50 < TARGETS.pageP50Ms)}`,
      `métier p50 ${m.reads.trade.c10.p50} ms ${state(m.reads.trade.c10.p50 < TARGETS.pageP50Ms)}`,
    ];
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
    `\nautocannon ${durationSeconds} s à 10 connexions (puis ${Math.max(2, Math.round(durationSeconds / 2))} s ` +
      `à 1 connexion), origine du tri ${ORIGIN.lat}, ${ORIGIN.lon}, ${NOTES_PER_ARTISAN} avis par artisan.`,
  );
  console.log(note);
  console.log(
    `pglite : PGlite dans DATA_DIR/db ; postgres : serveur PostgreSQL (${databaseName(DATABASE_URL)}). ` +
      '« × » : croissance de la plus petite à la plus grande taille.',
  );
  console.table(table(results));
  console.log(
    '\nObjectifs (indicatifs) : pages artisan et métier p50 < 5 ms, tri par distance sur 100 000 < 50 ms :',
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
