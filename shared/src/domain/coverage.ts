// « Intervient chez moi » (issue 21) in TypeScript: the great-circle distance between two points and whether an
// artisan's activity radius covers a point. The same formula as the API's SQL (api/src/repositories/artisan/
// geometry.ts: earth radius 6371 km, 2·asin(min(1, √h)), the boundary included), so that the map, which filters
// the markers it holds in the browser, keeps the same artisans as the trade page, which filters in the database.

/** The mean earth radius the API's distance uses, in km. */
export const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** An artisan as far as coverage goes: its position (absent for some) and its activity radius in km. */
export interface CoverageArea {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  rayonActivite: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  // min(1, …) keeps asin's argument in range despite rounding (antipodes).
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The artisan's distance to the point in km, or null for an artisan without a position. */
export function distanceToPoint(artisan: CoverageArea, point: GeoPoint): number | null {
  const { latitude, longitude } = artisan;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return haversineKm(point, { latitude, longitude });
}

/** Whether the artisan's activity radius covers the point: distance ≤ radius; false without a position. */
export function coversPoint(artisan: CoverageArea, point: GeoPoint): boolean {
  const distance = distanceToPoint(artisan, point);
  return distance !== null && distance <= artisan.rayonActivite;
}
