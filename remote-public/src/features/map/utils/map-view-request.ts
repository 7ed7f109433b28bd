// What the map asks the API for (GET /api/artisan/map/vue and its list, shared/src/contract/map.ts): the visible box
// rounded to five decimals (about a metre, as the URL writes a point) so that a view moved by a hair asks nothing
// again, the zoom's whole level (the API groups at Math.floor(zoom): a finer zoom would only split the cache), and the
// trade and the filters of the URL under the API's names. Read by the map page and its data hook.
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MAP_VIEW_LIMITS, type MapViewQuery } from '@annuaire/shared/contract/map';
import type { ViewBounds } from './view-bounds';
import type { MapFilters, MapPosition } from './map-query';

/** The visible box under the API's names (degrees, west ≤ east, south ≤ north). */
export interface ViewBox {
  ouest: number;
  sud: number;
  est: number;
  nord: number;
}

/** The trade and the filters as the API reads them: each present only when set (metier, noteMin, couvre=1…). */
export type ViewFilters = Omit<MapViewQuery, keyof ViewBox | 'zoom'>;

/** One view of the map: its box, its zoom's whole level, and the trade and filters it shows. */
export interface ViewRequest {
  box: ViewBox;
  zoom: number;
  filters: ViewFilters;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The box of a view as the API accepts it: maplibre reports longitudes beyond ±180 when the world repeats on a wide
 * zoomed-out screen, which the API refuses (MAP_MESSAGES.longitude): the box stops at the edges of the world.
 */
export function viewBox(bounds: ViewBounds): ViewBox {
  return {
    ouest: round(clamp(bounds.west, 180)),
    sud: round(clamp(bounds.south, 90)),
    est: round(clamp(bounds.east, 180)),
    nord: round(clamp(bounds.north, 90)),
  };
}

/** The zoom's whole level within the API's range (a hair under a level, as easing may leave it, counts as it). */
export function viewZoom(zoom: number): number {
  return Math.min(MAP_VIEW_LIMITS.maxZoom, Math.max(MAP_VIEW_LIMITS.minZoom, Math.floor(zoom + 1e-6)));
}

/**
 * The trade and the filters of the URL under the API's names (the trade page's: noteMin, avecAvis=1, rge=1,
 * urgence=1, dispo=N, couvre=1). The point goes only with couvre, the one filter that reads it, so that a browser
 * position arriving asks nothing again.
 */
export function viewFilters(
  metier: number | null,
  filters: MapFilters,
  point: MapPosition | null,
): ViewFilters {
  const covered = filters.couvre && point !== null ? point : null;
  return {
    ...(metier !== null ? { metier } : {}),
    ...(filters.noteMin !== null ? { noteMin: filters.noteMin } : {}),
    ...(filters.avecAvis ? { avecAvis: '1' as const } : {}),
    ...(filters.rge ? { rge: '1' as const } : {}),
    ...(filters.urgence ? { urgence: '1' as const } : {}),
    ...(filters.dispo !== null ? { dispo: filters.dispo } : {}),
    ...(covered ? { couvre: '1' as const, lat: round(covered.latitude), lon: round(covered.longitude) } : {}),
  };
}

/** The one box that holds a point alone: a view of it at the deepest zoom, to read the filters' `ensemble`. */
export function pointBox(point: MapPosition): ViewBox {
  return viewBox({
    west: point.longitude,
    south: point.latitude,
    east: point.longitude,
    north: point.latitude,
  });
}

const KM_PER_DEGREE = 111.2;

/**
 * The box centred on a point that holds every artisan who can come there: the largest activity radius allowed
 * (LIMITS.rayonActiviteMax) on each side. Its list, nearest the centre first, starts with the nearest of them.
 */
export function boxAround(point: MapPosition, km: number = LIMITS.rayonActiviteMax): ViewBox {
  const latitudeSpan = km / KM_PER_DEGREE;
  const longitudeSpan = latitudeSpan / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
  return viewBox({
    west: point.longitude - longitudeSpan,
    south: point.latitude - latitudeSpan,
    east: point.longitude + longitudeSpan,
    north: point.latitude + latitudeSpan,
  });
}
