// `npm run bench:scale -w bench`: how the public reads grow with the directory, from 1,000 to 10,000 to 100,000
// artisans, on PGlite and on the PostgreSQL server. For each size and backend it generates a database straight
// with drizzle (40 trades, 1 to 3 trades per artisan, an account and an IMG_PRINCIPALE detail per artisan,
// particuliers, 10 reviews per artisan by default: 1,000,000 notes at 100,000), starts the product on it without
// the demo seed, and measures with autocannon (10 connections, then 1 for the bare service time) GET /api/artisan/{id},
// the trade page /api/artisan/artisans-specialite/{id}?page=N, its nearest-first sort (&tri=distance&lat=45.15&lon=1.53)
// and « Intervient chez moi » (&lat=45.15&lon=1.53&couvre=1, issue 21: target p50 < 10 ms at 1 connection),
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
// size, dropped at the end unless BENCH_SCALE_KEEP=1; BENCH_SCALE_REUSE=1 measures the database a kept run left, of
// one size, without generating it again: a million artisans take the better part of an hour to generate),
// BENCH_SCALE_NOTES (reviews per artisan, default 10), BENCH_DURATION (seconds per autocannon run, default 5).
//
// For each size it also measures the map's view (GET /api/artisan/map/vue over a 1280 × 800 px screen at zooms 5 to
// 16, its first call building the position index), the search (GET /api/recherche: a name, a mistyped name, a trade
// and a town, a SIRET), the back office's three lists as an administrator (support/scale/back-office.ts) and the
// API's resident memory, beside their targets.
import { HOT_CACHE_MAX_ENTRIES } from '../api/src/plugins/hot-cache';
import { LIMITS } from '../shared/src/contract/limits';
import { durationSeconds, sharedMachineNote } from './support/load';
import { machineDescription } from './support/product';
import { writeResults } from './support/results';
import { databaseName, recreateDatabase } from './support/scale/database';
import { measure, stopMeasuring, type Measure } from './support/scale/measure';
import { describeSizes, formatNumber, table, verdicts } from './support/scale/report';
import {
  BACKENDS,
  DATABASE_URL,
  KEEP,
  REUSE,
  NOTES_PER_ARTISAN,
  oneConnectionSeconds,
  ORIGIN,
  SIZES,
  TARGETS,
} from './support/scale/settings';

async function main(): Promise<void> {
  if (SIZES.length === 0 || BACKENDS.length === 0)
    throw new Error('BENCH_SCALE_SIZES et BENCH_SCALE_BACKENDS ne donnent rien à mesurer.');
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} reçu : arrêt du produit et nettoyage…`);
    void Promise.allSettled([stopMeasuring()])
      .then(() =>
        BACKENDS.includes('postgres') && !KEEP && !REUSE ? recreateDatabase(DATABASE_URL, true) : undefined,
      )
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
    if (BACKENDS.includes('postgres') && !KEEP && !REUSE)
      await recreateDatabase(DATABASE_URL, true).catch(() => {});
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
      'donnée pour information) : pages artisan et métier p50 < 5 ms, tri par distance sur 100 000 < 50 ms, ' +
      '« intervient chez moi » sur 100 000 < 10 ms à 1 connexion, listes du back-office < 50 ms à 1 connexion :',
  );
  for (const line of verdicts(results)) console.log(line);

  writeResults('scale.json', {
    machine: machineDescription(),
    note,
    durationSeconds,
    notesPerArtisan: NOTES_PER_ARTISAN,
    origin: ORIGIN,
    targets: TARGETS,
    targetsApplyTo: 'reads.*.uncached.c10 (database path, 10 connections); nearest is never cached',
    hotCacheMaxEntries: HOT_CACHE_MAX_ENTRIES,
    results,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
