// Where an establishment is, in WGS84 (longitude, latitude), and how precisely: from INSEE's geolocation file or
// Etalab's geo_siret files, else from the stock's own Lambert coordinates. The stock and INSEE's geolocation give
// projected coordinates in the legal projection of each territory (decree 2000-1276 as amended: Lambert 93 on the
// RGF93 in mainland France and Corsica, UTM on the local geodetic systems overseas); proj4 converts them, with each
// projection defined here by its proj4 string. A position outside France is refused with its reason, never shown.
import proj4 from 'proj4';
import type { RegistresPositionReason } from '@annuaire/shared/contract/registres-messages';
import type { CsvRecord, RequiredColumns } from './read-csv';
import { field } from './etablissement';

/** How far a listing's position may be trusted: its address, or only its commune. */
export type PositionPrecision = 'adresse' | 'commune';

export interface Position {
  lon: number;
  lat: number;
  precision: PositionPrecision;
}

export type PositionOutcome =
  { ok: true; position: Position } | { ok: false; reason: RegistresPositionReason };

const WGS84 = 'EPSG:4326';

/**
 * The projections of the registers, by EPSG code. RGF93, RGAF09, RGFG95, RGR92, RGM04 and RGSPM06 are realisations
 * of the ITRS on the GRS80 ellipsoid: within a metre of WGS84, hence no datum shift.
 */
export const PROJECTIONS: Readonly<Record<number, string>> = {
  /** RGF93 v1 / Lambert-93: mainland France and Corsica. */
  2154: '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RGAF09 / UTM zone 20N: Guadeloupe and Martinique. */
  5490: '+proj=utm +zone=20 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RRAF 1991 / UTM zone 20N: the same islands, before RGAF09 (older files). */
  4559: '+proj=utm +zone=20 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RGFG95 / UTM zone 22N: Guyane. */
  2972: '+proj=utm +zone=22 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RGR92 / UTM zone 40S: La Réunion. */
  2975: '+proj=utm +zone=40 +south +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RGM04 / UTM zone 38S: Mayotte. */
  4471: '+proj=utm +zone=38 +south +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  /** RGSPM06 / UTM zone 21N: Saint-Pierre-et-Miquelon. */
  4467: '+proj=utm +zone=21 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
};

/** The projection of the stock's `coordonneeLambert…Etablissement` in each overseas département; Lambert 93 elsewhere. */
export const DEPARTEMENT_PROJECTIONS: Readonly<Record<string, number>> = {
  '971': 5490,
  '972': 5490,
  '973': 2972,
  '974': 2975,
  '975': 4467,
  '976': 4471,
};

export function projectionOf(departement: string): number {
  return DEPARTEMENT_PROJECTIONS[departement] ?? 2154;
}

const converters = new Map<number, proj4.Converter>();

/** Projected coordinates to WGS84, or null for a projection the registers do not use. */
export function toWgs84(x: number, y: number, epsg: number): { lon: number; lat: number } | null {
  if (epsg === 4326) return { lon: x, lat: y };
  const definition = PROJECTIONS[epsg];
  if (!definition) return null;
  let converter = converters.get(epsg);
  if (!converter) {
    converter = proj4(definition, WGS84);
    converters.set(epsg, converter);
  }
  const [lon, lat] = converter.forward([x, y]);
  return Number.isFinite(lon) && Number.isFinite(lat) ? { lon: lon!, lat: lat! } : null;
}

/** [west, south, east, north] of each territory, with a margin of a few kilometres at sea. */
const BOUNDS: Readonly<Record<string, readonly [number, number, number, number]>> = {
  metropole: [-5.3, 41.3, 9.7, 51.2],
  '971': [-61.9, 15.8, -60.95, 16.55],
  '972': [-61.3, 14.35, -60.75, 14.9],
  '973': [-54.7, 2.05, -51.5, 5.85],
  '974': [55.2, -21.42, 55.85, -20.85],
  '975': [-56.45, 46.7, -56.1, 47.15],
  '976': [44.95, -13.05, 45.35, -12.6],
};

/**
 * Whether a point is in France: in its département's territory when the département is known (mainland France and
 * Corsica, or the overseas département), else in any of them.
 */
export function isInFrance(lon: number, lat: number, departement?: string): boolean {
  const boxes = departement ? [BOUNDS[departement] ?? BOUNDS.metropole!] : Object.values(BOUNDS);
  return boxes.some(
    ([west, south, east, north]) => lon >= west && lon <= east && lat >= south && lat <= north,
  );
}

function number(value: string | null): number | null {
  if (value === null) return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

function checked(
  lon: number,
  lat: number,
  precision: PositionPrecision,
  departement?: string,
): PositionOutcome {
  if (!isInFrance(lon, lat, departement)) return { ok: false, reason: 'horsFrance' };
  return { ok: true, position: { lon, lat, precision } };
}

/** The stock's own coordinates (`coordonneeLambert…Etablissement`, the département's projection): an address. */
export function positionFromStock(
  projected: { x: number; y: number } | null,
  departement: string,
): PositionOutcome {
  if (!projected) return { ok: false, reason: 'absente' };
  const point = toWgs84(projected.x, projected.y, projectionOf(departement));
  if (!point) return { ok: false, reason: 'invalide' };
  return checked(point.lon, point.lat, 'adresse', departement);
}

/** The geolocation files' columns: INSEE's (`x_longitude`, `y_latitude`) or Etalab's geo_siret (`longitude`…). */
export const GEOLOCALISATION_COLUMNS: RequiredColumns = [
  'siret',
  ['x_longitude', 'longitude', 'x'],
  ['y_latitude', 'latitude', 'y'],
];

/**
 * INSEE's `qualite_xy`: the first digit tells how the point was placed, 1 at the address (number and street found,
 * exactly or nearly), 2 at the street or the commune; 33 is « not geolocated ».
 */
function inseePrecision(qualite: string | null): PositionPrecision | null {
  if (!qualite) return 'adresse';
  if (qualite === '33') return null;
  return qualite.startsWith('1') ? 'adresse' : 'commune';
}

/**
 * Etalab's geo_siret: `geo_type` tells what the geocoder matched, `geo_score` (0 to 1) how well; a house number or
 * a street matched with a score of at least GEO_SCORE_MIN is an address, the rest a commune.
 */
const GEO_SCORE_MIN = 0.5;
function etalabPrecision(type: string | null, score: number | null): PositionPrecision {
  if (type === 'municipality') return 'commune';
  if (score !== null && score < GEO_SCORE_MIN) return 'commune';
  return 'adresse';
}

/** A row of a geolocation file, INSEE's or Etalab's, to its SIRET and position. */
export function positionFromGeolocRecord(
  record: CsvRecord,
  departement?: string,
): { siret: string; outcome: PositionOutcome } {
  const siret = field(record, 'siret') ?? '';
  const insee = 'x_longitude' in record || 'qualite_xy' in record;
  if (insee) {
    const precision = inseePrecision(field(record, 'qualite_xy'));
    if (!precision) return { siret, outcome: { ok: false, reason: 'absente' } };
    const lon = number(field(record, 'x_longitude'));
    const lat = number(field(record, 'y_latitude'));
    if (lon !== null && lat !== null) return { siret, outcome: checked(lon, lat, precision, departement) };
    const x = number(field(record, 'x'));
    const y = number(field(record, 'y'));
    if (x === null || y === null) return { siret, outcome: { ok: false, reason: 'absente' } };
    const epsg = number(field(record, 'epsg')) ?? (departement ? projectionOf(departement) : 2154);
    const point = toWgs84(x, y, epsg);
    if (!point) return { siret, outcome: { ok: false, reason: 'projectionInconnue' } };
    return { siret, outcome: checked(point.lon, point.lat, precision, departement) };
  }
  const lon = number(field(record, 'longitude'));
  const lat = number(field(record, 'latitude'));
  if (lon === null || lat === null) return { siret, outcome: { ok: false, reason: 'absente' } };
  const precision = etalabPrecision(field(record, 'geo_type'), number(field(record, 'geo_score')));
  return { siret, outcome: checked(lon, lat, precision, departement) };
}
