// `npm run bench:full-lists -w bench`: what the streamed full card lists and the sitemap cost at N listings
// (BENCH_FULL_LIST_ARTISANS, 100,000 by default). Builds the API in this process on a fresh PGlite DATA_DIR, adds the
// listings by SQL, listens on a free port, then prints: the process's RSS before, at its peak while a client reads
// GET /api/artisan/artisans to the end (discarding the bytes, as a remote client's would not count here), and after;
// the time of a trade's full list (half the listings);
// the sitemap index's and each file's generation time (cold hot cache) and size. Figures only, never a verdict.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { freePort } from './support/product';

const COUNT = Number(process.env.BENCH_FULL_LIST_ARTISANS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads a streamed list to its end, discarding its bytes: how many, in how long. */
async function timedList(url: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  return { bytes, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'annuaire-full-lists-'));
  const port = await freePort();
  const config = loadConfig(
    { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0', FULL_LIST_LIMIT: '100' },
    { cwd: dataDir },
  );
  const app = await buildApp(config, { print: () => {} });
  try {
    // Spread over the 96 départements of metropolitan France, as the sitemap cuts them.
    // A plain string: drizzle-orm is the API's dependency, not the bench's.
    await app.db.execute(`
      insert into artisans (entreprise_nom, ville, code_postal, siret, siren)
      select 'Artisan ' || md5(n::text), 'Ville', lpad((n % 95 + 1)::text, 2, '0') || '100',
        lpad(n::text, 14, '0'), lpad(n::text, 9, '0')
      from generate_series(1, ${Math.trunc(COUNT)}) as n`);
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const whole = await timedList(`${base}/api/artisan/artisans`);
    clearInterval(sampler);
    global.gc?.();
    const after = process.memoryUsage().rss;
    console.log(`Liste complète à ${COUNT} fiches : ${mb(whole.bytes)} en ${whole.ms.toFixed(0)} ms`);
    console.log(
      `RSS du processus : avant ${mb(before)}, pic ${mb(peak)} (+${mb(peak - before)}), après ${mb(after)}`,
    );

    // A trade of half the listings: its full list walks the same name index, keeping that trade's.
    await app.db.execute(`insert into specialites (metier, metier_key) values ('Plombier', 'plombier')`);
    await app.db.execute(`
      insert into artisan_specialites (artisan_id, specialite_id)
      select a.id, s.id from artisans a, specialites s where s.metier_key = 'plombier' and a.id % 2 = 0`);
    const trade = await timedList(`${base}/api/artisan/artisans-specialite/1`);
    console.log(
      `Liste complète d'un métier (${COUNT / 2} fiches) : ${mb(trade.bytes)} en ${trade.ms.toFixed(0)} ms`,
    );

    const timed = async (url: string) => {
      const start = performance.now();
      const body = await (await fetch(`${base}${url}`)).text();
      return { body, ms: performance.now() - start };
    };
    const index = await timed('/sitemap.xml');
    console.log(`Index du plan du site : ${index.ms.toFixed(0)} ms, ${index.body.length} octets`);
    const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    let total = 0;
    let slowest = { url: '', ms: 0 };
    let largest = { url: '', size: 0 };
    for (const url of files) {
      const file = await timed(url);
      total += file.ms;
      if (file.ms > slowest.ms) slowest = { url, ms: file.ms };
      if (file.body.length > largest.size) largest = { url, size: file.body.length };
    }
    console.log(
      `${files.length} fichiers : ${total.toFixed(0)} ms en tout, le plus lent ${slowest.url} ` +
        `${slowest.ms.toFixed(0)} ms, le plus gros ${largest.url} ${largest.size} octets (limite du protocole : ` +
        '50 000 URL, 50 Mo)',
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
