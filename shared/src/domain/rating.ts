// Star averaging for reviews: missing counts default to 5, shown in half stars with one decimal (SPEC 9).
import { LIMITS } from '../contract/limits';

export interface StarCount {
  nombreEtoiles?: number | null;
}

/** Mean of the reviews' stars, 0 when there is none. */
export function averageStars(notes: readonly StarCount[]): number {
  if (notes.length === 0) return 0;
  const total = notes.reduce((sum, note) => sum + (note.nombreEtoiles ?? LIMITS.starsDefault), 0);
  return total / notes.length;
}

/** Rounds to the nearest half star, for drawing full, half and empty stars. */
export function roundToHalfStar(average: number): number {
  return Math.round(average * 2) / 2;
}

/**
 * "4,3" : one decimal, French notation. Not Intl.NumberFormat: its first use on a page loads the browser's number
 * data, about 90 ms at a 4x CPU slowdown, on the way to the first paint of the trade and artisan pages. An average
 * lies between 0 and 5, so there are no thousands to group; the test checks it against Intl for every average.
 */
export function formatAverage(average: number): string {
  // Intl rounds the number as written (0.15 gives 0,2); toFixed alone would round its binary value (0,1).
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}

/** The average is displayed only when above 0 (SPEC 2, public artisan page). */
export function shouldShowAverage(average: number): boolean {
  return average > 0;
}
