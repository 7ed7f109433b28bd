// « Intervient chez moi » on the map (issue 21): each artisan's distance to the point with whether it comes there,
// for the list of the artisans in view (the filter couvre=1 itself is in map-filters.ts). Used by the map's list.
import { coversPoint, distanceToPoint, type CoverageArea } from '@annuaire/shared/domain/coverage';
import type { MapPosition } from './map-query';

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
