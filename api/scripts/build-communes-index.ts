// Builds the embedded communes index (GET /api/geo/search's offline fallback) again into api/dist/communes-v1.json
// from the installed packages, as the build does, then reads it as the server does and prints build time, load
// time, memory and query time.
//   node --import tsx api/scripts/build-communes-index.ts
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DATA_DIR } from '../src/build-data/files';
import { ensureCommunesIndex } from '../src/geo/communes-builder';
import { COMMUNES_INDEX_FILE, readCommunesIndex } from '../src/geo/communes-index';

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

const file = path.join(BUILD_DATA_DIR, COMMUNES_INDEX_FILE);
fs.rmSync(file, { force: true });

const built = ensureCommunesIndex(BUILD_DATA_DIR, (message, error) => console.warn(message, error));
const size = fs.statSync(file).size;
console.log(`construit : ${built.index.size} communes en ${built.stats.durationMs.toFixed(0)} ms → ${file}`);
console.log(`taille : ${(size / 1024).toFixed(0)} Kio`);

const before = heapMb();
const loaded = readCommunesIndex(BUILD_DATA_DIR);
const memory = heapMb() - before;
console.log(`relu en ${loaded.stats.durationMs.toFixed(0)} ms, ${memory.toFixed(1)} Mio de tas`);

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
