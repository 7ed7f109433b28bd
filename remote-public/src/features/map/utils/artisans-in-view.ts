// The accessible equivalent of the map: which artisans the visible area holds, nearest to its centre first.
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { MapPosition } from './map-query';

export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Squared distance on a local flat projection: enough to order points inside one view. */
function closeness(marker: ArtisanMarker, centre: MapPosition): number {
  const dx = (marker.longitude - centre.longitude) * Math.cos((centre.latitude * Math.PI) / 180);
  const dy = marker.latitude - centre.latitude;
  return dx * dx + dy * dy;
}

export function artisansInView(
  markers: readonly ArtisanMarker[],
  bounds: ViewBounds,
  centre: MapPosition,
): ArtisanMarker[] {
  // A view across the antimeridian has west > east; France never needs it, but the test is cheap.
  const inLongitude =
    bounds.west <= bounds.east
      ? (lon: number) => lon >= bounds.west && lon <= bounds.east
      : (lon: number) => lon >= bounds.west || lon <= bounds.east;
  return markers
    .filter(
      (marker) =>
        marker.latitude >= bounds.south && marker.latitude <= bounds.north && inLongitude(marker.longitude),
    )
    .map((marker) => ({ marker, distance: closeness(marker, centre) }))
    .sort(
      (a, b) => a.distance - b.distance || a.marker.entrepriseNom.localeCompare(b.marker.entrepriseNom, 'fr'),
    )
    .map(({ marker }) => marker);
}

/** The area a map of about 800 × 600 px would show around a centre at a zoom, for the list when no map can draw. */
export function viewAround(centre: MapPosition, zoom: number): { bounds: ViewBounds; centre: MapPosition } {
  const halfWidth = (360 / 2 ** zoom) * (400 / 256);
  const halfHeight = halfWidth * 0.75 * Math.cos((centre.latitude * Math.PI) / 180);
  return {
    bounds: {
      west: centre.longitude - halfWidth,
      south: centre.latitude - halfHeight,
      east: centre.longitude + halfWidth,
      north: centre.latitude + halfHeight,
    },
    centre,
  };
}

/**
 * The smallest box that holds these positions (the artisans a trade page listed around a place, and the place), for
 * the map to show them all; null for none.
 */
export function boundsOf(positions: readonly MapPosition[]): ViewBounds | null {
  if (positions.length === 0) return null;
  const longitudes = positions.map((position) => position.longitude);
  const latitudes = positions.map((position) => position.latitude);
  return {
    west: Math.min(...longitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    north: Math.max(...latitudes),
  };
}
