// The map's filters (issue 21), with the trade page's meanings: « Seulement les artisans qui interviennent à cette
// adresse » (couvre), « Note minimale » (noteMin), « Avec avis » (avecAvis), « Artisans RGE (qualification
// valide) » (rge), « Dépannage en urgence » (urgence) and « Disponible sous » N jours (dispo). Done here, in the browser, over the markers already loaded (the map holds every artisan in memory,
// so that choosing is instant); the trade page asks the same of the API, which filters in the database with the same
// coverage formula (shared/src/domain/coverage.ts). Used by the map page, on the markers of the chosen trade.
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { coversPoint, type CoverageArea } from '@annuaire/shared/domain/coverage';
import type { MapFilters, MapPosition } from './map-query';

/** A marker as far as the filters go: its position and radius, its reviews, its RGE badge and its urgency lines. */
export type FilterableMarker = CoverageArea &
  Pick<ArtisanMarker, 'moyenne' | 'nombreAvis' | 'rge' | 'depannageUrgence' | 'disponibleSousJours'>;

/**
 * Whether a marker is kept by the filters on: urgence → the emergency service offered; dispo → an availability
 * given, not expired (the API sends null then), of dispo days or fewer; rge → an RGE qualification valid today; avecAvis → a published review
 * at least; noteMin → a published review at least and an average of noteMin or more; couvre → the point lies within
 * its activity radius (the boundary included; no point, no coverage filter, as the URL never has couvre without one).
 */
export function matchesMapFilters(
  marker: FilterableMarker,
  filters: MapFilters,
  point: MapPosition | null,
): boolean {
  if (filters.urgence && !marker.depannageUrgence) return false;
  if (
    filters.dispo !== null &&
    (marker.disponibleSousJours === null || marker.disponibleSousJours > filters.dispo)
  ) {
    return false;
  }
  if (filters.rge && !marker.rge) return false;
  if (filters.avecAvis && marker.nombreAvis <= 0) return false;
  if (filters.noteMin !== null && (marker.nombreAvis <= 0 || marker.moyenne < filters.noteMin)) return false;
  if (filters.couvre && point !== null && !coversPoint(marker, point)) return false;
  return true;
}

/** The markers the filters keep, in their order (a new array even when no filter is on). */
export function filterByMapFilters<T extends FilterableMarker>(
  markers: readonly T[],
  filters: MapFilters,
  point: MapPosition | null,
): T[] {
  return markers.filter((marker) => matchesMapFilters(marker, filters, point));
}
