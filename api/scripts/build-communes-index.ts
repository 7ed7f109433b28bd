// Builds the embedded communes index (GET /api/geo/search's offline fallback) into DATA_DIR/cache/communes-v1.json
// from the installed packages, then reloads it and prints build time, load time, memory and query time. The API
// does the same on first use; run this at deploy time to spare the first start the build.
//   node --import tsx api/scripts/build-communes-index.ts
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { COMMUNES_CACHE_FILE, loadCommunesIndex } from '../src/geo/communes-index';

const QUERIES = [
  'Brive',
  'brive la gaill',
  '19100',
  'sarlat',
  'egletons',
  'Égletons',
  'saint',
  '46',
  'perigueux',
];

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const { dataDir } = loadConfig();
const file = path.join(dataDir, COMMUNES_CACHE_FILE);
fs.rmSync(file, { force: true });

const built = loadCommunesIndex(dataDir, (message, error) => console.warn(message, error));
const size = fs.statSync(file).size;
console.log(`construit : ${built.index.size} communes en ${built.stats.durationMs.toFixed(0)} ms → ${file}`);
console.log(`taille : ${(size / 1024).toFixed(0)} Kio`);

const before = heapMb();
const loaded = loadCommunesIndex(dataDir);
const memory = heapMb() - before;
console.log(
  `rechargé depuis le cache en ${loaded.stats.durationMs.toFixed(0)} ms, ${memory.toFixed(1)} Mio de tas`,
);

loaded.index.search('warm up', 5);
const rounds = 20;
const started = performance.now();
for (let round = 0; round < rounds; round += 1) for (const q of QUERIES) loaded.index.search(q, 5);
const perQuery = (performance.now() - started) / (rounds * QUERIES.length);
console.log(`requête : ${perQuery.toFixed(2)} ms en moyenne (${QUERIES.length} requêtes × ${rounds})`);
for (const q of ['Brive', '19100']) {
  const [first] = loaded.index.search(q, 1);
  console.log(
    `« ${q} » → ${first?.properties.label} ${first?.properties.postcode} ${first?.geometry.coordinates}`,
  );
}
