// `npm run bench`: starts the product on a free port with a fresh DATA_DIR and measures API reads with autocannon.
// Prints a table and writes bench/results/latest.json. It never fails on a time: the figures are for reading.
import { machineDescription, startProduct } from './support/product';
import { writeResults } from './support/results';
// autocannon ships no types; the few fields read here are typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);

async function main(): Promise<void> {
  const started = Date.now();
  const product = await startProduct();
  const { baseUrl } = product;
  const firstStartMs = Date.now() - started;
  try {
    const targets = ['/api/health', '/api/specialite', '/api/specialite/1'];
    const rows: Record<string, string | number>[] = [];
    for (const target of targets) {
      for (const connections of [50, 200]) {
        const result = await autocannon({
          url: `${baseUrl}${target}`,
          connections,
          duration: durationSeconds,
        });
        rows.push({
          target,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
          errors: result.errors,
        });
      }
    }
    console.log(`Premier démarrage avec seed : ${(firstStartMs / 1000).toFixed(1)} s`);
    console.table(rows);
    const machine = machineDescription();
    writeResults('latest.json', { machine, firstStartMs, api: rows });
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
