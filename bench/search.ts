// `node --import tsx search.ts` (bench workspace): how long the search of /api/recherche takes at scale, on the
// PostgreSQL server. Generates BENCH_SEARCH_ARTISANS artisans (default 100,000) with the scale bench's generator
// (support/scale/generate.ts: French company names over France's towns) into a dedicated database, then runs a few
// typical queries through the search repository at 1 and 10 concurrent callers and prints p50 and p99 beside the
// 20 ms p50 target. It never fails on a time. BENCH_SEARCH_DATABASE_URL names the database (dropped, recreated).
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { openDatabase } from '../api/src/db/database';
import { createRechercheRepository } from '../api/src/repositories/recherche/repository';
import { recreateDatabase } from './support/scale/database';
import { generate } from './support/scale/generate';

const COUNT = Number(process.env.BENCH_SEARCH_ARTISANS ?? 100_000);
const URL =
  process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/annuaire_bench_search';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const TARGET_P50_MS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  await recreateDatabase(URL);
  const handle = await openDatabase({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-search-')),
    databaseUrl: URL,
  });
  try {
    const generated = await generate(handle, COUNT);
    console.log(`${COUNT} artisans générés en ${(generated.ms / 1000).toFixed(1)} s`);
    await handle.db.execute('analyze');
    const queries = generated.searches;
    const repository = createRechercheRepository(handle.db);
    console.log(`cible : p50 < ${TARGET_P50_MS} ms`);
    for (const [label, q] of Object.entries(queries)) {
      for (const concurrency of [1, 10]) {
        const times: number[] = [];
        let total = 0;
        const worker = async () => {
          while (times.length < RUNS) {
            const started = performance.now();
            total = (await repository.search(q, 1, 20)).total;
            times.push(performance.now() - started);
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        times.sort((a, b) => a - b);
        console.log(
          `${label.padEnd(16)} « ${q} » ×${concurrency} : p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
            `p99 ${percentile(times, 0.99).toFixed(1)} ms (cible p50 < ${TARGET_P50_MS} ms), ${total} résultats`,
        );
      }
    }
  } finally {
    await handle.close();
    await recreateDatabase(URL, true);
  }
}

void main();
