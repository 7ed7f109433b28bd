// The map's visible area as the page holds it (west, south, east, north in degrees): the area a map would show when
// none can draw (the list then keeps showing it), and the smallest area that holds given positions (the fit on arrival
// with « Intervient chez moi »). Used by the map page.
import type { MapPosition } from './map-query';

export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
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
 * The smallest box that holds these positions (the nearest artisans who come to a point, and the point), for the map
 * to show them all; null for none.
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
