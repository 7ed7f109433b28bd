// `npm run bench:faults -w bench`: the product under load and faults. Prints, scenario by scenario, what was held
// and what was lost; it never fails on a time. Scenarios (all by default, or named as arguments or in
// BENCH_FAULT=load,outage,kill,term,flood):
//   load    N visitors reading and 20 artisans saving and uploading for BENCH_FAULT_SECONDS (60), then every
//           acknowledged write compared to the database and to DATA_DIR/uploads (PGlite, or BENCH_FAULT_DB=postgres);
//   outage  a lighter load on a throwaway PostgreSQL cluster stopped for BENCH_FAULT_OUTAGE_SECONDS (10), then started;
//   kill    SIGKILL during uploads, restart on the same DATA_DIR (orphan sweep with a grace period of
//           BENCH_FAULT_ORPHAN_GRACE_SECONDS, 0 by default), then files and rows checked;
//   term    SIGTERM with slow requests in flight: do they finish, does the process exit, are new connections refused;
//   flood   BENCH_FAULT_FLOOD_VISITORS (20) visitors open the public pages (index.html, the shell's and remote-public's
//           entries, trades, artisan pages) for BENCH_FAULT_FLOOD_SECONDS (15), then as long again during a flood of
//           logins with random usernames from random X-Forwarded-For addresses (TRUST_PROXY=loopback,
//           BENCH_FAULT_FLOOD_IN_FLIGHT (64) at a time, at most BENCH_FAULT_FLOOD_MAX (20000)): each page's p50 / p99
//           without and with the flood (target: p99 at most 2x). Every request goes to the product on 127.0.0.1.
import { scenarioFlood } from './support/faults/flood';
import { scenarioKill } from './support/faults/kill';
import { scenarioLoad } from './support/faults/load';
import { scenarioOutage } from './support/faults/outage';
import { removeCluster } from './support/faults/pg-cluster';
import { scenarioTerm } from './support/faults/term';
import { machineDescription } from './support/product';

const SCENARIOS = ['load', 'outage', 'kill', 'term', 'flood'] as const;
type Scenario = (typeof SCENARIOS)[number];

function selectedScenarios(): Scenario[] {
  const wanted = [...process.argv.slice(2), ...(process.env.BENCH_FAULT ?? '').split(',')]
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Scénario inconnu : ${unknown.join(', ')} (au choix : ${SCENARIOS.join(', ')}).`);
  return wanted.length === 0 ? [...SCENARIOS] : SCENARIOS.filter((name) => wanted.includes(name));
}

async function main(): Promise<void> {
  const scenarios = selectedScenarios();
  console.log(`Machine : ${machineDescription()} ; scénarios : ${scenarios.join(', ')}`);
  const run: Record<Scenario, () => Promise<void>> = {
    load: scenarioLoad,
    outage: scenarioOutage,
    kill: scenarioKill,
    term: scenarioTerm,
    flood: scenarioFlood,
  };
  try {
    for (const scenario of scenarios) await run[scenario]();
  } finally {
    removeCluster();
  }
}

// Ctrl-C must not leave the throwaway cluster running.
process.once('SIGINT', () => {
  removeCluster();
  process.exit(130);
});

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
