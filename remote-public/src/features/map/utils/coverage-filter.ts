// « Intervient chez moi » on the map (issue 21): the markers whose activity radius covers the point (couvre=1), and
// each artisan's distance to the point with whether it comes there, for the list of the artisans in view. Used by
// the map page and its list.
import { coversPoint, distanceToPoint, type CoverageArea } from '@annuaire/shared/domain/coverage';
import type { MapPosition } from './map-query';

/**
 * The markers that come to the point when `couvre` is on, else all of them. Done here, in the browser, over the
 * markers already loaded (the map holds every artisan in memory, so that choosing is instant); the trade page does
 * the same filter in the database (couvre=1 of its API call), with the same formula (shared/src/domain/coverage.ts).
 */
export function filterByCoverage<T extends CoverageArea>(
  markers: readonly T[],
  point: MapPosition | null,
  couvre: boolean,
): T[] {
  if (!couvre || point === null) return [...markers];
  return markers.filter((marker) => coversPoint(marker, point));
}

export interface PointCoverage {
  /** The distance from the point, in km. */
  distanceKm: number;
  /** Whether the point lies within the artisan's activity radius (the boundary included). */
  couvre: boolean;
}

/** How far the artisan is from the point and whether it comes there; null for an artisan without a position. */
export function coverageAt(artisan: CoverageArea, point: MapPosition): PointCoverage | null {
  const distanceKm = distanceToPoint(artisan, point);
  if (distanceKm === null) return null;
  return { distanceKm, couvre: coversPoint(artisan, point) };
}
