// `npm run bench:build -w bench`: how long the front ends take to build, each alone and all four, cold (dist and
// rspack's cache folders removed first) and warm (straight after). Prints a table and writes
// bench/results/build.json; never fails on a time. BENCH_BUILD_RUNS sets the runs per row (median shown).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { machineDescription, repoRoot } from './support/product';
import { writeResults } from './support/results';

const APPS = ['shell', 'remote-public', 'remote-pro-editor', 'remote-backoffice'] as const;
const RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);

function clean(apps: readonly string[]): void {
  for (const app of apps) {
    rmSync(path.join(repoRoot, app, 'dist'), { recursive: true, force: true });
    rmSync(path.join(repoRoot, app, 'node_modules', '.cache'), { recursive: true, force: true });
  }
}

/** Runs `npm run build` for these workspaces and returns the wall time in ms. */
function build(apps: readonly string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build', ...apps.flatMap((app) => ['-w', app])], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error(`La construction de ${apps.join(', ')} a échoué.`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function main(): void {
  const targets: { name: string; apps: readonly string[] }[] = [
    ...APPS.map((app) => ({ name: app, apps: [app] })),
    { name: 'les quatre', apps: APPS },
  ];
  const rows: { cible: string; 'à froid (s)': number; 'à chaud (s)': number; runs: number }[] = [];
  for (const target of targets) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      clean(target.apps);
      cold.push(build(target.apps));
      warm.push(build(target.apps));
    }
    rows.push({
      cible: target.name,
      'à froid (s)': Math.round(median(cold) / 100) / 10,
      'à chaud (s)': Math.round(median(warm) / 100) / 10,
      runs: RUNS,
    });
  }
  console.log(
    'Construction des front ends (npm run build, médiane ; dist et cache supprimés pour « à froid »)',
  );
  console.table(rows);
  writeResults('build.json', { machine: machineDescription(), rows });
}

main();
