// `npm run bench:map-view -w bench`: the map view's position index (api/src/map/position-index.ts) over
// BENCH_MAP_VIEW_POINTS generated positions in metropolitan France (100,000 by default; runs at 1,000,000): its build
// time and memory, and one view's grouping time (p50/p99) and clusters' size (gzip, br) at several zooms, beside
// the targets (p50 < 20 ms, 50 kB compressed). In process, without the database: the markers' popup fields (200
// at most, read by id) are not counted. Prints figures, never fails on a time.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PositionIndex, type Position } from '../api/src/map/position-index';
import { seededRandom } from './support/product';

const COUNT = Number(process.env.BENCH_MAP_VIEW_POINTS ?? 100_000);
const RUNS = 200;

const next = seededRandom(33);
const positions: Position[] = Array.from({ length: COUNT }, (_, index) => ({
  id: index + 1,
  lon: -4.5 + next() * 12.5,
  lat: 42.5 + next() * 8.5,
}));
const rssBefore = process.memoryUsage().rss;
const buildStart = performance.now();
const index = new PositionIndex(positions);
const buildMs = performance.now() - buildStart;
const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;
console.log(`${COUNT} positions: index built in ${buildMs.toFixed(0)} ms, RSS +${rssMb.toFixed(0)} MB`);

// Views of a 1280 × 800 px screen centred on Paris-ish, at each zoom.
for (const zoom of [5, 7, 9, 11, 13, 15, 17]) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const box = {
    ouest: 2.35 - 640 * degreesPerPixel,
    est: 2.35 + 640 * degreesPerPixel,
    sud: 46.8 - 400 * degreesPerPixel * 0.7,
    nord: 46.8 + 400 * degreesPerPixel * 0.7,
  };
  const times: number[] = [];
  let answer = index.view(box, zoom);
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    answer = index.view(box, zoom);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const body = Buffer.from(JSON.stringify({ total: answer.total, clusters: answer.clusters }));
  console.log(
    `zoom ${zoom}: ${answer.total} in view, ${answer.clusters.length} clusters, ${answer.markerIds.length} markers; ` +
      `p50 ${times[RUNS / 2]!.toFixed(2)} ms, p99 ${times[Math.floor(RUNS * 0.99)]!.toFixed(2)} ms (target p50 < 20); ` +
      `clusters ${body.length} B, gzip ${gzipSync(body).length} B, br ${brotliCompressSync(body).length} B (limit 50 kB)`,
  );
}
