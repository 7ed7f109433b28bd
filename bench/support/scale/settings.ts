// What bench/scale.ts measures, read from the environment once (see the header of bench/scale.ts).
import { durationSeconds } from '../load';

export type Backend = 'pglite' | 'postgres';

export const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
export const BACKENDS = (process.env.BENCH_SCALE_BACKENDS ?? 'pglite,postgres')
  .split(',')
  .map((value) => value.trim())
  .filter((value): value is Backend => value === 'pglite' || value === 'postgres');
export const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/annuaire_bench';
export const KEEP = process.env.BENCH_SCALE_KEEP === '1';
/** Measures the PostgreSQL database an earlier run kept (BENCH_SCALE_KEEP=1) instead of generating it again. */
export const REUSE = process.env.BENCH_SCALE_REUSE === '1';
/**
 * Reviews per artisan (BENCH_SCALE_NOTES, default 10): at a million artisans their triggers take most of the
 * generation's hour, and they weigh on the artisan page and the ratings, not on the other reads.
 */
export const NOTES_PER_ARTISAN = (() => {
  const value = Number(process.env.BENCH_SCALE_NOTES ?? 10);
  if (!Number.isInteger(value) || value < 0)
    throw new Error('BENCH_SCALE_NOTES doit être un entier positif ou nul.');
  return value;
})();
export const ORIGIN = { lat: 45.15, lon: 1.53 };
/**
 * nearestMs at 10 connections; coverageMs, viewMs (the map's view) and searchMs (/api/recherche) at 1 connection, the
 * service time, on both databases.
 */
export const TARGETS = {
  pageP50Ms: 5,
  nearestMs: 50,
  coverageMs: 10,
  viewMs: 20,
  searchMs: 20,
  backOfficeMs: 50,
};

export const oneConnectionSeconds = Math.max(2, Math.round(durationSeconds / 2));
