// The small static map of an artisan's area (GET /api/artisan/{id}/zone.svg, routes/artisan-zone.ts): a 320×240
// SVG in an equirectangular projection corrected by the cosine of the artisan's latitude, cropped to its activity
// radius plus 30 % (15 km at least), with France's land and départements (zone-background.ts, from the embedded
// communes index), the radius as a polygon of points at exactly that great-circle distance, the company's position
// and a scale bar. Paths are written at the output's scale (zone-paths.ts), so that the file stays small. Only
// numbers computed here and fixed French words go into it: nothing a user typed.
import type { ZoneBackground } from './zone-background';
import { num, pathData, type Point } from './zone-paths';
import { escapeXml } from '../text/xml';

export type { Point } from './zone-paths';

export const ZONE_WIDTH = 320;
export const ZONE_HEIGHT = 240;
export const EARTH_RADIUS_KM = 6371;
/** Kilometres in one degree of latitude (and of longitude at the equator) on the sphere of the haversine. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
/** The box shows the radius plus this share around it, ZONE_MIN_HALF_KM at least, from the centre to the top. */
export const ZONE_MARGIN = 0.3;
export const ZONE_MIN_HALF_KM = 15;
/** Points of the radius polygon. */
export const CIRCLE_POINTS = 64;
/** The lengths a scale bar may have, in km. */
const SCALE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200];
/** A scale bar is at most this share of the width. */
const SCALE_MAX_SHARE = 0.3;

export interface Position {
  lat: number;
  lon: number;
}

/** Where the map is and at what scale; `project` gives viewBox units (y down) for a position. */
export interface ZoneFrame {
  center: Position;
  /** Kilometres shown from the centre to the top (and bottom) edge. */
  halfHeightKm: number;
  kmPerUnit: number;
  project(lat: number, lon: number): Point;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (value: number) => (value * 180) / Math.PI;

/** A longitude difference brought into [-180, 180), so that a map across the antimeridian stays in one piece. */
export function lonDelta(lon: number, origin: number): number {
  return ((((lon - origin + 180) % 360) + 360) % 360) - 180;
}

export function zoneFrame(center: Position, radiusKm: number): ZoneFrame {
  const halfHeightKm = Math.max(ZONE_MIN_HALF_KM, radiusKm * (1 + ZONE_MARGIN));
  const kmPerUnit = (2 * halfHeightKm) / ZONE_HEIGHT;
  const cosLat = Math.cos(radians(center.lat));
  return {
    center,
    halfHeightKm,
    kmPerUnit,
    project: (lat, lon) => [
      ZONE_WIDTH / 2 + (lonDelta(lon, center.lon) * cosLat * KM_PER_DEGREE) / kmPerUnit,
      ZONE_HEIGHT / 2 - ((lat - center.lat) * KM_PER_DEGREE) / kmPerUnit,
    ],
  };
}

/** The point at `distanceKm` from `from` along the initial bearing `bearingDegrees` (great circle). */
export function destination(from: Position, bearingDegrees: number, distanceKm: number): Position {
  const angle = distanceKm / EARTH_RADIUS_KM;
  const bearing = radians(bearingDegrees);
  const lat1 = radians(from.lat);
  const lon1 = radians(from.lon);
  const sinLat2 = Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing);
  const lat2 = Math.asin(Math.max(-1, Math.min(1, sinLat2)));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: degrees(lat2), lon: lonDelta(degrees(lon2), 0) };
}

/** The activity radius as CIRCLE_POINTS projected points, each at exactly `radiusKm` from the centre. */
export function radiusPolygon(frame: ZoneFrame, radiusKm: number, points = CIRCLE_POINTS): Point[] {
  return Array.from({ length: points }, (_, index) => {
    const { lat, lon } = destination(frame.center, (360 * index) / points, radiusKm);
    return frame.project(lat, lon);
  });
}

/** The longest round length (km) a scale bar may show at this scale. */
export function scaleBarKm(kmPerUnit: number): number {
  const longest = ZONE_WIDTH * SCALE_MAX_SHARE * kmPerUnit;
  return SCALE_STEPS.filter((step) => step <= longest).at(-1) ?? SCALE_STEPS[0]!;
}

/** Colours of the map's offline background (remote-public's map-style.ts) and of the site. */
const COLORS = {
  sea: '#dce9ec',
  land: '#f7f2eb',
  coast: '#8a7f75',
  border: '#a3978c',
  zone: '#1f4e5a',
  dot: '#b5522b',
  text: '#12343c',
} as const;

/** The French number of a length, as the page writes it. */
function kmText(km: number): string {
  return `${String(km).replace('.', ',')} km`;
}

export interface ZoneMapInput {
  position: Position;
  radiusKm: number;
  /** Land and départements in the frame's units; null draws the radius on a plain background. */
  background: ZoneBackground | null;
  frame?: ZoneFrame;
}

/** The SVG document of an artisan's area. */
export function renderZoneSvg({ position, radiusKm, background, frame: given }: ZoneMapInput): string {
  const frame = given ?? zoneFrame(position, radiusKm);
  const [cx, cy] = frame.project(position.lat, position.lon);
  const title = `Zone d’intervention : ${kmText(radiusKm)} autour de l’entreprise`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ZONE_WIDTH} ${ZONE_HEIGHT}" ` +
      `width="${ZONE_WIDTH}" height="${ZONE_HEIGHT}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${ZONE_WIDTH}" height="${ZONE_HEIGHT}" fill="${COLORS.sea}"/>`,
  ];
  if (background) {
    const land = pathData(background.land, true);
    if (land) {
      parts.push(
        `<path d="${land}" fill="${COLORS.land}" stroke="${COLORS.coast}" stroke-width="1" ` +
          'stroke-linejoin="round"/>',
      );
    }
    const borders = pathData(background.borders, false);
    if (borders) {
      parts.push(
        `<path d="${borders}" fill="none" stroke="${COLORS.border}" stroke-width="1" ` +
          'stroke-dasharray="4 2" stroke-linejoin="round"/>',
      );
    }
  }
  if (radiusKm > 0) {
    // Every point of the polygon is kept: each lies at exactly the radius.
    const circle = pathData([radiusPolygon(frame, radiusKm)], true, { simplify: false });
    parts.push(
      `<path class="rayon" d="${circle}" fill="${COLORS.zone}" fill-opacity="0.12" stroke="${COLORS.zone}" ` +
        'stroke-width="2" stroke-linejoin="round"/>',
    );
  }
  parts.push(
    `<circle class="position" cx="${num(cx)}" cy="${num(cy)}" r="5" fill="${COLORS.dot}" stroke="#fff" ` +
      'stroke-width="2"/>',
  );
  // The scale bar in the bottom left corner, on a light plate so that it reads over land and sea alike.
  const scaleKm = scaleBarKm(frame.kmPerUnit);
  const length = scaleKm / frame.kmPerUnit;
  const left = 10;
  const baseline = ZONE_HEIGHT - 10;
  parts.push(
    `<g class="echelle"><rect x="${left - 4}" y="${baseline - 20}" width="${num(length + 8)}" height="24" rx="3" ` +
      'fill="#fff" fill-opacity="0.8"/>' +
      `<path d="M${left} ${baseline - 4}V${baseline}H${num(left + length)}V${baseline - 4}" fill="none" ` +
      `stroke="${COLORS.text}" stroke-width="1.5"/>` +
      `<text x="${left}" y="${baseline - 7}" font-family="sans-serif" font-size="11" fill="${COLORS.text}">` +
      `${escapeXml(kmText(scaleKm))}</text></g>`,
  );
  parts.push('</svg>');
  return parts.join('');
}
