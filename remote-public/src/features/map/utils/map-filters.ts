// The map's filters, with the trade page's meanings: « Seulement les artisans qui interviennent à cette
// adresse » (couvre), « Note minimale » (noteMin), « Avec avis » (avecAvis), « Artisans RGE (qualification
// valide) » (rge), « Dépannage en urgence » (urgence) and « Disponible sous » N jours (dispo). The API filters the map's
// views and lists with them (GET /api/artisan/map/vue); here, one artisan is checked in the browser: the one whose
// popup is open, which closes at once when the trade or a filter no longer keeps it, as its marker is gone (the same
// meanings as the API's, and the same coverage formula, shared/src/domain/coverage.ts). Used by the map page.
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

/** Whether a marker is of the trade (none chosen: any) and kept by the filters on. */
export function matchesTradeAndFilters(
  marker: FilterableMarker & Pick<ArtisanMarker, 'specialites'>,
  metierId: number | null,
  filters: MapFilters,
  point: MapPosition | null,
): boolean {
  return (
    (metierId === null || marker.specialites.includes(metierId)) && matchesMapFilters(marker, filters, point)
  );
}
