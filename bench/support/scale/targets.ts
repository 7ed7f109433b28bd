// The URLs the « base » runs of bench/scale.ts cycle through, and the product's hot cache replayed from them to
// count the requests served outside it.
import { HOT_CACHE_MAX_ENTRIES } from '../../../api/src/plugins/hot-cache';
import { LIMITS } from '../../../shared/src/contract/limits';
import { seededRandom } from '../product';
import type { Generated } from './generate';

/** A request path and the hot-cache key the product keeps its answer under (api/src/routes/artisan.ts). */
export interface Target {
  path: string;
  key: string;
}

export const artisanTarget = (id: number): Target => ({
  path: `/api/artisan/${id}`,
  key: `artisan:public:${id}`,
});

/** A trade page as the front end asks for it (no size at the default size), or at another valid size. */
export const tradeTarget = (id: number, page: number, size: number = LIMITS.tradePageSize): Target => ({
  path: `/api/artisan/artisans-specialite/${id}?page=${page}${size === LIMITS.tradePageSize ? '' : `&size=${size}`}`,
  key: `artisan:trade:${id}:${page}:${size}`,
});

/** More distinct answers than the cache holds, with room for the order the 10 connections shuffle. */
export const CYCLE_MINIMUM = Math.ceil(HOT_CACHE_MAX_ENTRIES * 1.1);

/**
 * Every page of every trade at the front end's size and, while they are fewer than CYCLE_MINIMUM, at the sizes
 * around it (9 and 11, then 8 and 12…: 10 on average, all valid queries), so that the cycle outgrows the cache.
 */
export function tradeTargets(trades: Generated['trades']): { targets: Target[]; sizes: number[] } {
  const sizes: number[] = [LIMITS.tradePageSize];
  const pages = (size: number) =>
    trades.flatMap(({ id, artisans: n }) =>
      Array.from({ length: Math.max(1, Math.ceil(n / size)) }, (_, index) =>
        tradeTarget(id, index + 1, size),
      ),
    );
  const targets = pages(LIMITS.tradePageSize);
  for (let step = 1; targets.length <= CYCLE_MINIMUM && LIMITS.tradePageSize - step >= 1; step += 1) {
    for (const size of [LIMITS.tradePageSize - step, LIMITS.tradePageSize + step]) {
      sizes.push(size);
      targets.push(...pages(size));
    }
  }
  return { targets, sizes: sizes.sort((a, b) => a - b) };
}

/**
 * The product's hot cache replayed from the requests sent: a least-recently-used list of HOT_CACHE_MAX_ENTRIES
 * keys, as createHotCache keeps. It ignores the entries' 30 s lifetime and the few other entries (trades, map),
 * which only ever evict more: the misses it counts are a floor.
 */
export class CacheReplay {
  private readonly keys = new Set<string>();

  /** Records a request for `key`; true when the product had its answer in cache. */
  request(key: string): boolean {
    const hit = this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > HOT_CACHE_MAX_ENTRIES) this.keys.delete(this.keys.values().next().value as string);
    return hit;
  }
}

/** Fisher-Yates with the bench's seeded generator: the same order on every run. */
export function shuffled<T>(values: T[], seed: number): T[] {
  const next = seededRandom(seed);
  const result = [...values];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
