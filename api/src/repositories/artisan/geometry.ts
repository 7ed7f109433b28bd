// Distances for nearest-first pages: the haversine distance in SQL, and the boxes of longitudes and latitudes a
// page looks in first (the position index) before sorting a whole trade.
import { and, sql, type SQL } from 'drizzle-orm';
import { artisans } from '../../db/schema';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine) from a point; null for artisans without coordinates. */
export function distanceKm(origin: { lat: number; lon: number }): SQL<number | null> {
  const lat = sql`${origin.lat}::float8`;
  const lon = sql`${origin.lon}::float8`;
  // least(1, …) keeps asin's argument in range despite rounding; it ignores nulls, hence the case.
  return sql<number | null>`(case when ${artisans.latitude} is null or ${artisans.longitude} is null then null
    else ${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
      power(sin(radians(${artisans.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${artisans.latitude}))
        * power(sin(radians(${artisans.longitude} - ${lon}) / 2), 2)))) end)`;
}

/**
 * The artisans whose activity radius covers the point: within the largest radius allowed (the box of the position
 * index), then within their own radius (the boundary included).
 */
export function coversPoint(origin: { lat: number; lon: number }, maxRadiusKm: number): SQL {
  const distance = distanceKm(origin);
  const within = withinRadius(origin, maxRadiusKm);
  const own = sql`${distance} <= ${artisans.rayonActivite}::float8`;
  return within ? and(within, own)! : own;
}

/** Radii (km) of the boxes a nearest-first page looks in, in turn, before sorting the whole trade. */
export const NEAREST_RADII_KM = [25, 150];

export interface PositionBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/**
 * A box of longitudes and latitudes holding every point within `radiusKm` of the origin by the haversine
 * distance, with a 10 % margin for rounding; null when no such simple box exists (near a pole, or across the
 * antimeridian).
 */
export function boundingBox(origin: { lat: number; lon: number }, radiusKm: number): PositionBox | null {
  const degree = Math.PI / 180;
  // The central angle of the radius: no point within it is further than that in latitude.
  const angle = (radiusKm / EARTH_RADIUS_KM) * 1.1;
  const lat = origin.lat * degree;
  const minLat = lat - angle;
  const maxLat = lat + angle;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return null;
  // haversine: cos(lat1)·cos(lat2)·sin²(Δlon/2) ≤ sin²(angle/2), with cos(lat2) at its smallest in the band.
  const bound = Math.sin(angle / 2) / Math.sqrt(Math.cos(lat) * Math.min(Math.cos(minLat), Math.cos(maxLat)));
  if (!(bound < 1)) return null;
  const lonDelta = (2 * Math.asin(bound)) / degree;
  const box = {
    minLon: origin.lon - lonDelta,
    minLat: minLat / degree,
    maxLon: origin.lon + lonDelta,
    maxLat: maxLat / degree,
  };
  return box.minLon < -180 || box.maxLon > 180 ? null : box;
}

/**
 * The artisans within `radiusKm` of the origin, in the box of boundingBox first, which the position index serves;
 * null when there is no such box.
 */
export function withinRadius(origin: { lat: number; lon: number }, radiusKm: number): SQL | null {
  const box = boundingBox(origin, radiusKm);
  if (!box) return null;
  return and(
    sql`point(${artisans.longitude}, ${artisans.latitude}) <@ box(
                point(${box.minLon}::float8, ${box.minLat}::float8),
                point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
    sql`${distanceKm(origin)} <= ${radiusKm}::float8`,
  )!;
}
