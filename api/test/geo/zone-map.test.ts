// The zone map's geometry (geo/zone-map.ts, zone-paths.ts, zone-background.ts): the frame and its projection, the
// radius as points at the exact great-circle distance, the scale bar, the path data at the output's scale, the
// distance transform, and land and département borders drawn from a made-up communes index.
import { CommunesIndex, type CompactCommune } from '../../src/geo/communes-index';
import { communeSeeds, distanceTransform, zoneBackground } from '../../src/geo/zone-background';
import {
  destination,
  lonDelta,
  radiusPolygon,
  renderZoneSvg,
  scaleBarKm,
  zoneFrame,
} from '../../src/geo/zone-map';
import { pathData, simplifyLine, smooth } from '../../src/geo/zone-paths';
import { escapeXml } from '../../src/text/xml';
import { haversineKm } from '../helpers/haversine';

const TULLE = { lat: 45.267, lon: 1.7712 };

/** A made-up index: communes on a grid of about 3 km, west of `splitLon` in département A, east of it in B. */
function gridIndex(center: { lat: number; lon: number }, splitLon: number, halfDegrees = 1): CommunesIndex {
  const communes: CompactCommune[] = [];
  let code = 10000;
  for (let lat = center.lat - halfDegrees; lat <= center.lat + halfDegrees; lat += 0.027)
    for (let lon = center.lon - halfDegrees; lon <= center.lon + halfDegrees; lon += 0.038) {
      const departement = lon < splitLon ? 'A' : 'B';
      communes.push([String(code++), `Commune ${code}`, '19000', lon, lat, 0, 100, departement]);
    }
  return new CommunesIndex({
    format: 1,
    sources: {},
    builtAt: '2026-01-01T00:00:00.000Z',
    regions: {},
    departements: { A: ['Ouest', 'R'], B: ['Est', 'R'] },
    communes,
  });
}

describe('zoneFrame', () => {
  it('shows the radius plus 30 % from the centre to the top, 15 km at least', () => {
    expect(zoneFrame(TULLE, 20).halfHeightKm).toBeCloseTo(26);
    expect(zoneFrame(TULLE, 100).halfHeightKm).toBeCloseTo(130);
    expect(zoneFrame(TULLE, 5).halfHeightKm).toBe(15);
    expect(zoneFrame(TULLE, 0).halfHeightKm).toBe(15);
  });

  it('puts the centre in the middle, north up, and corrects longitudes by the cosine of the latitude', () => {
    const frame = zoneFrame(TULLE, 20);
    expect(frame.project(TULLE.lat, TULLE.lon)).toEqual([160, 120]);
    const [, north] = frame.project(TULLE.lat + 0.1, TULLE.lon);
    expect(north).toBeLessThan(120);
    // 10 km east and 10 km north are the same number of units away.
    const east = frame.project(destination(TULLE, 90, 10).lat, destination(TULLE, 90, 10).lon);
    const up = frame.project(destination(TULLE, 0, 10).lat, destination(TULLE, 0, 10).lon);
    expect(east[0] - 160).toBeCloseTo(120 - up[1], 0);
  });

  it('keeps a map across the antimeridian in one piece', () => {
    expect(lonDelta(179.5, -179.5)).toBeCloseTo(-1);
    expect(lonDelta(-179.5, 179.5)).toBeCloseTo(1);
    const frame = zoneFrame({ lat: -14.3, lon: 179.9 }, 20);
    expect(frame.project(-14.3, -179.9)[0]).toBeGreaterThan(160);
    expect(frame.project(-14.3, -179.9)[0]).toBeLessThan(320);
  });
});

describe('the radius', () => {
  it('is 64 points, each at exactly the radius from the centre', () => {
    for (const radius of [1, 20, 100]) {
      for (let bearing = 0; bearing < 360; bearing += 22.5) {
        expect(haversineKm(TULLE, destination(TULLE, bearing, radius))).toBeCloseTo(radius, 9);
      }
      const points = radiusPolygon(zoneFrame(TULLE, radius), radius);
      expect(points).toHaveLength(64);
      // Inside the image, with the margin.
      for (const [x, y] of points) {
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(320);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(240);
      }
    }
  });

  it('starts due north and turns clockwise', () => {
    const [first, second] = radiusPolygon(zoneFrame(TULLE, 20), 20) as [[number, number], [number, number]];
    expect(first[0]).toBeCloseTo(160, 6);
    expect(first[1]).toBeLessThan(120);
    expect(second[0]).toBeGreaterThan(160);
  });
});

describe('scaleBarKm', () => {
  it('is the longest round length within 30 % of the width', () => {
    expect(scaleBarKm((2 * 15) / 240)).toBe(10);
    expect(scaleBarKm((2 * 26) / 240)).toBe(20);
    expect(scaleBarKm((2 * 65) / 240)).toBe(50);
    expect(scaleBarKm((2 * 130) / 240)).toBe(100);
  });
});

describe('pathData', () => {
  it('writes relative moves rounded to 0.1 unit, without the points under 0.5 unit apart', () => {
    expect(
      pathData(
        [
          [
            [10, 10],
            [10.2, 10.1],
            [20.04, 10],
            [20, 30.06],
          ],
        ],
        false,
        { simplify: false },
      ),
    ).toBe('m10 10l10 0 0 20.1');
  });

  it('closes rings with z and starts the next one from the first point of the last', () => {
    const square: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const moved = square.map(([x, y]) => [x + 20, y] as [number, number]);
    expect(pathData([square, moved], true)).toBe('m0 0l10 0 0 10-10 0zm20 0l10 0 0 10-10 0z');
  });

  it('drops what is left too small to draw', () => {
    expect(
      pathData(
        [
          [
            [1, 1],
            [1.1, 1.1],
          ],
        ],
        false,
      ),
    ).toBe('');
    expect(pathData([], true)).toBe('');
  });

  it('simplifies within 0.2 unit unless asked not to', () => {
    const line: [number, number][] = Array.from({ length: 50 }, (_, i) => [i, i % 2 === 0 ? 0 : 0.1]);
    expect(pathData([line], false)).toBe('m0 0l49 0.1');
    expect(pathData([line], false, { simplify: false }).length).toBeGreaterThan(40);
  });
});

describe('simplifyLine and smooth', () => {
  it('keeps the corners of a staircase beyond the tolerance and drops the rest', () => {
    const stairs: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ];
    expect(simplifyLine(stairs, 0.8)).toEqual([
      [0, 0],
      [3, 2],
    ]);
    expect(simplifyLine(stairs, 0.1)).toEqual(stairs);
  });

  it('cuts corners by a quarter of each edge, at most maxCut, and keeps the ends of an open line', () => {
    const corner: [number, number][] = [
      [0, 0],
      [100, 0],
      [100, 4],
    ];
    expect(smooth(corner, false, 1)).toEqual([
      [0, 0],
      [99, 0],
      [100, 1],
      [100, 4],
    ]);
  });
});

describe('distanceTransform', () => {
  it('gives every cell its squared distance to the nearest source, and that source', () => {
    const width = 9;
    const height = 7;
    const sources = [3 * width + 1, 0 * width + 8, 6 * width + 6];
    const grid = new Uint8Array(width * height);
    for (const cell of sources) grid[cell] = 1;
    const { distance, nearest } = distanceTransform(grid, width, height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const squared = sources.map(
          (cell) => ((cell % width) - x) ** 2 + (Math.floor(cell / width) - y) ** 2,
        );
        const best = Math.min(...squared);
        expect(distance[y * width + x]).toBe(best);
        expect(squared[sources.indexOf(nearest[y * width + x]!)]).toBe(best);
      }
  });

  it('leaves every cell at infinity without a source', () => {
    const { distance, nearest } = distanceTransform(new Uint8Array(12), 4, 3);
    expect([...distance].every((value) => value === Infinity)).toBe(true);
    expect([...nearest].every((value) => value === -1)).toBe(true);
  });
});

describe('zoneBackground', () => {
  it('covers the communes with land and draws the border between the two départements', () => {
    const index = gridIndex(TULLE, TULLE.lon + 0.1);
    const frame = zoneFrame(TULLE, 20);
    const { land, borders } = zoneBackground(communeSeeds(index), frame);
    expect(land.length).toBeGreaterThan(0);
    expect(borders.length).toBeGreaterThan(0);
    // The border runs north to south, about 0.1° (7.8 km) east of the centre.
    const [borderX] = frame.project(TULLE.lat, TULLE.lon + 0.1);
    for (const line of borders)
      for (const [x, y] of line) {
        if (y < 0 || y > 240) continue;
        expect(Math.abs(x - borderX)).toBeLessThan(8);
      }
    const ys = borders.flat().map(([, y]) => y);
    expect(Math.min(...ys)).toBeLessThan(0);
    expect(Math.max(...ys)).toBeGreaterThan(240);
  });

  it('ends the land a few kilometres beyond the outermost communes', () => {
    // Communes up to 0.3° around the centre only: the land ends about 36 km from it, well inside a 100 km frame.
    const index = gridIndex(TULLE, 99, 0.3);
    const frame = zoneFrame(TULLE, 100);
    const { land, borders } = zoneBackground(communeSeeds(index), frame);
    expect(borders).toEqual([]);
    expect(land).toHaveLength(1);
    const xs = land[0]!.map(([x]) => x);
    const [edgeX] = frame.project(TULLE.lat, TULLE.lon + 0.3);
    const kmPerUnit = frame.kmPerUnit;
    expect((Math.max(...xs) - edgeX) * kmPerUnit).toBeGreaterThan(0);
    expect((Math.max(...xs) - edgeX) * kmPerUnit).toBeLessThan(8);
  });

  it('is empty far from every commune', () => {
    const index = gridIndex(TULLE, 99, 0.2);
    expect(zoneBackground(communeSeeds(index), zoneFrame({ lat: 40, lon: -30 }, 50))).toEqual({
      land: [],
      borders: [],
    });
  });

  it('makes the seeds of an index once', () => {
    const index = gridIndex(TULLE, 99, 0.1);
    expect(communeSeeds(index)).toBe(communeSeeds(index));
  });
});

describe('renderZoneSvg', () => {
  it('escapes what it writes, and writes only numbers and fixed words', () => {
    expect(escapeXml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
    const svg = renderZoneSvg({ position: TULLE, radiusKm: 12, background: null });
    expect(svg).toContain('<title>Zone d’intervention : 12 km autour de l’entreprise</title>');
    expect(svg).toContain('class="rayon"');
    expect(svg).not.toContain('fill="#f7f2eb"');
  });
});
