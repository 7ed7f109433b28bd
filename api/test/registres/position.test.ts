// registres/position.ts: the registers' projected coordinates to WGS84, checked against the projections' own
// formulas written out here (Snyder, « Map Projections: A Working Manual », USGS 1987: Lambert conformal conic with
// two standard parallels, §15; transverse Mercator on the ellipsoid, §8), and the geolocation files' rows.
import {
  GEOLOCALISATION_COLUMNS,
  isInFrance,
  positionFromGeolocRecord,
  positionFromStock,
  projectionOf,
  toWgs84,
} from '../../src/registres/position';
import { haversineKm } from '../helpers/haversine';
import { GEOLOCALISATION_FILE, readEtablissements, readRecords } from './registres-files';

// GRS80, the ellipsoid of RGF93, RGAF09, RGFG95, RGR92 and RGM04.
const A = 6378137;
const F = 1 / 298.257222101;
const E2 = 2 * F - F * F;
const E = Math.sqrt(E2);
const RAD = Math.PI / 180;

/** Lambert 93: LCC 2SP, parallels 44° and 49°, origin 46.5° N 3° E at (700 000, 6 600 000). */
function lambert93(lon: number, lat: number): [number, number] {
  const m = (phi: number) => Math.cos(phi) / Math.sqrt(1 - E2 * Math.sin(phi) ** 2);
  const t = (phi: number) =>
    Math.tan(Math.PI / 4 - phi / 2) / ((1 - E * Math.sin(phi)) / (1 + E * Math.sin(phi))) ** (E / 2);
  const [p1, p2, p0] = [49 * RAD, 44 * RAD, 46.5 * RAD];
  const n = (Math.log(m(p1)) - Math.log(m(p2))) / (Math.log(t(p1)) - Math.log(t(p2)));
  const bigF = m(p1) / (n * t(p1) ** n);
  const rho = (phi: number) => A * bigF * t(phi) ** n;
  const theta = n * (lon - 3) * RAD;
  return [700000 + rho(lat * RAD) * Math.sin(theta), 6600000 + rho(p0) - rho(lat * RAD) * Math.cos(theta)];
}

/** UTM: transverse Mercator, scale 0.9996 on the zone's central meridian, 500 000 m east, 10 000 km north if south. */
function utm(lon: number, lat: number, zone: number, south: boolean): [number, number] {
  const k0 = 0.9996;
  const ep2 = E2 / (1 - E2);
  const phi = lat * RAD;
  const lon0 = (zone * 6 - 183) * RAD;
  const N = A / Math.sqrt(1 - E2 * Math.sin(phi) ** 2);
  const T = Math.tan(phi) ** 2;
  const C = ep2 * Math.cos(phi) ** 2;
  const a = (lon * RAD - lon0) * Math.cos(phi);
  const e4 = E2 * E2;
  const e6 = e4 * E2;
  const M =
    A *
    ((1 - E2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * E2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi));
  const x =
    500000 +
    k0 * N * (a + ((1 - T + C) * a ** 3) / 6 + ((5 - 18 * T + T * T + 72 * C - 58 * ep2) * a ** 5) / 120);
  const y =
    k0 *
      (M +
        N *
          Math.tan(phi) *
          ((a * a) / 2 +
            ((5 - T + 9 * C + 4 * C * C) * a ** 4) / 24 +
            ((61 - 58 * T + T * T + 600 * C - 330 * ep2) * a ** 6) / 720)) +
    (south ? 10000000 : 0);
  return [x, y];
}

/** Metres between two WGS84 points. */
function metres(a: { lon: number; lat: number }, lon: number, lat: number): number {
  return haversineKm(a, { lon, lat }) * 1000;
}

describe('projected coordinates to WGS84', () => {
  it('puts Lambert 93’s origin at 3° E, 46.5° N', () => {
    expect(metres(toWgs84(700000, 6600000, 2154)!, 3, 46.5)).toBeLessThan(0.01);
  });

  it.each([
    ['Tulle', 1.7722, 45.2658],
    ['Brive-la-Gaillarde', 1.5333, 45.1589],
    ['Brest', -4.4861, 48.3904],
    ['Strasbourg', 7.7521, 48.5734],
    ['Ajaccio', 8.7369, 41.9192],
  ])('converts a Lambert 93 point in %s within a metre', (_name, lon, lat) => {
    const [x, y] = lambert93(lon, lat);
    expect(metres(toWgs84(x, y, 2154)!, lon, lat)).toBeLessThan(1);
  });

  it.each([
    ['Pointe-à-Pitre', '971', 5490, 20, false, -61.5331, 16.2411],
    ['Fort-de-France', '972', 5490, 20, false, -61.0588, 14.6161],
    ['Cayenne', '973', 2972, 22, false, -52.326, 4.9372],
    ['Saint-Denis', '974', 2975, 40, true, 55.4504, -20.8823],
    ['Mamoudzou', '976', 4471, 38, true, 45.2279, -12.7806],
  ])(
    'converts a point of %s (%s, EPSG:%i) within a metre',
    (_name, departement, epsg, zone, south, lon, lat) => {
      expect(projectionOf(departement)).toBe(epsg);
      const [x, y] = utm(lon, lat, zone, south);
      expect(metres(toWgs84(x, y, epsg)!, lon, lat)).toBeLessThan(1);
      expect(positionFromStock({ x, y }, departement)).toEqual({
        ok: true,
        position: { lon: expect.closeTo(lon, 4), lat: expect.closeTo(lat, 4), precision: 'adresse' },
      });
    },
  );

  it('refuses an unknown projection and a point outside France, with the reason', () => {
    expect(toWgs84(1, 2, 27572)).toBeNull();
    // Lambert 93 coordinates read as if the establishment were in La Réunion.
    expect(positionFromStock({ x: 700000, y: 6600000 }, '974')).toEqual({ ok: false, reason: 'horsFrance' });
    expect(positionFromStock({ x: 0, y: 0 }, '19')).toEqual({ ok: false, reason: 'horsFrance' });
    expect(positionFromStock(null, '19')).toEqual({ ok: false, reason: 'absente' });
    expect(isInFrance(1.77, 45.27, '19')).toBe(true);
    expect(isInFrance(45.27, 1.77)).toBe(false);
    expect(isInFrance(55.45, -20.88)).toBe(true);
  });
});

describe('a geolocation file’s row', () => {
  it('reads INSEE’s file: WGS84 columns, precision from qualite_xy', async () => {
    const rows = await readRecords(GEOLOCALISATION_FILE, {
      label: 'géolocalisation',
      required: GEOLOCALISATION_COLUMNS,
    });
    const etablissements = new Map((await readEtablissements()).map((row) => [row.siret!, row]));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const { siret, outcome } = positionFromGeolocRecord(row, '19');
      expect(etablissements.get(siret)?.statutDiffusionEtablissement).toBe('O');
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.position.precision).toBe(row.qualite_xy === '11' ? 'adresse' : 'commune');
      // Its projected columns say the same, within a metre.
      expect(
        metres(
          toWgs84(Number(row.x), Number(row.y), Number(row.epsg))!,
          outcome.position.lon,
          outcome.position.lat,
        ),
      ).toBeLessThan(1);
    }
  });

  it('uses x, y and epsg when the WGS84 columns are empty, and refuses a point not geolocated', () => {
    const [x, y] = utm(55.4504, -20.8823, 40, true);
    const row = {
      siret: '81234567600017',
      x: String(x),
      y: String(y),
      qualite_xy: '12',
      epsg: '2975',
      x_longitude: '',
      y_latitude: '',
    };
    expect(positionFromGeolocRecord(row, '974').outcome).toEqual({
      ok: true,
      position: { lon: expect.closeTo(55.4504, 4), lat: expect.closeTo(-20.8823, 4), precision: 'adresse' },
    });
    expect(positionFromGeolocRecord({ ...row, epsg: '27572' }, '974').outcome).toEqual({
      ok: false,
      reason: 'projectionInconnue',
    });
    expect(positionFromGeolocRecord({ ...row, qualite_xy: '33' }, '974').outcome).toEqual({
      ok: false,
      reason: 'absente',
    });
  });

  it('reads Etalab’s geo_siret rows: an address when well matched, else the commune', () => {
    const row = {
      siret: '81234567600017',
      longitude: '1.770000',
      latitude: '45.263100',
      geo_score: '0.91',
      geo_type: 'housenumber',
    };
    expect(positionFromGeolocRecord(row, '19').outcome).toEqual({
      ok: true,
      position: { lon: 1.77, lat: 45.2631, precision: 'adresse' },
    });
    expect(positionFromGeolocRecord({ ...row, geo_score: '0.31' }).outcome).toMatchObject({
      position: { precision: 'commune' },
    });
    expect(positionFromGeolocRecord({ ...row, geo_type: 'municipality' }).outcome).toMatchObject({
      position: { precision: 'commune' },
    });
    expect(
      positionFromGeolocRecord({ ...row, longitude: '-73.98', latitude: '40.75' }, '19').outcome,
    ).toEqual({ ok: false, reason: 'horsFrance' });
    expect(positionFromGeolocRecord({ ...row, longitude: '' }).outcome).toEqual({
      ok: false,
      reason: 'absente',
    });
  });
});
