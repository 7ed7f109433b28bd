// What bench/faults.ts runs, read from the environment once (see the header of bench/faults.ts), and the heading
// each scenario prints.

export const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
export const VISITORS = Number(process.env.BENCH_FAULT_VISITORS ?? 200);
export const ARTISANS = Number(process.env.BENCH_FAULT_ARTISANS ?? 20);
export const OUTAGE_SECONDS = Number(process.env.BENCH_FAULT_OUTAGE_SECONDS ?? 10);
export const LOAD_ON_POSTGRES = process.env.BENCH_FAULT_DB === 'postgres';
/** The product's UPLOAD_ORPHAN_GRACE_SECONDS at the restart of the kill scenario. */
export const ORPHAN_GRACE_SECONDS = process.env.BENCH_FAULT_ORPHAN_GRACE_SECONDS ?? '0';
/** Seconds of each phase of the flood scenario: without, then with the flood. */
export const FLOOD_SECONDS = Number(process.env.BENCH_FAULT_FLOOD_SECONDS ?? 15);
export const FLOOD_VISITORS = Number(process.env.BENCH_FAULT_FLOOD_VISITORS ?? 20);
/** Logins the flood sends at most, whatever its duration. */
export const FLOOD_MAX = Number(process.env.BENCH_FAULT_FLOOD_MAX ?? 20_000);
export const FLOOD_IN_FLIGHT = Number(process.env.BENCH_FAULT_FLOOD_IN_FLIGHT ?? 64);

export function heading(title: string): void {
  console.log(`\n=== ${title} ===`);
}
