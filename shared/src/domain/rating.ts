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

/** "4,3" : one decimal, French notation. */
export function formatAverage(average: number): string {
  return average.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The average is displayed only when above 0 (SPEC 2, public artisan page). */
export function shouldShowAverage(average: number): boolean {
  return average > 0;
}
