// The background of an artisan's zone map (zone-map.ts, GET /api/artisan/{id}/zone.svg): France's land and the
// borders between its départements around a point, drawn from the embedded communes index (communes-index.ts, the
// data the offline map's background comes from: GeoNames positions and the official communes), no tile server.
//
// The land is made the way the offline map's outline is (remote-public's build-map-geo.ts): a shape around the
// placed commune centres, closed by a dilation of 22 km and an erosion of 19 km (so that gaps between villages and
// mountains fill while the edge stays about 3 km beyond the outermost towns), holes filled. Each land cell belongs
// to the département of its nearest commune, and the borders are the edges between cells of two départements.
// Both are computed on a grid of the frame (three quarters of a kilometre, 2 units of the image at least), traced,
// simplified and rounded: accurate to a couple of kilometres, enough to recognise the area, never meant for
// measuring. Where islands lie a few kilometres off the coast (Ré, Oléron), the closing joins them to the mainland,
// as on the offline map.
// The communes' positions are bucketed once per loaded index and kept with it.
import type { CommunesIndex } from './communes-index';
import { KM_PER_DEGREE, ZONE_HEIGHT, ZONE_WIDTH, type ZoneFrame } from './zone-map';
import { simplifyLine, simplifyRing, smooth, type Point } from './zone-paths';
import { fillHoles, removeSaddles } from '@annuaire/shared/domain/raster';

/** Land and borders in the frame's units: closed rings (holes turn the other way) and open polylines. */
export interface ZoneBackground {
  land: Point[][];
  borders: Point[][];
}

const DILATE_KM = 22;
const ERODE_KM = 19;
/** The grid's cell: three quarters of a kilometre (the communes are placed to about that), 2 units at least. */
const CELL_KM = 0.75;
const MIN_CELL_UNITS = 2;
/** Placements of the index (communes-builder.ts PLACEMENT) that are a place of the commune itself. */
const MAX_PLACEMENT = 1;
const BUCKET_DEGREES = 0.25;
/** Stair steps are simplified within this share of a cell, then their corners cut by at most MAX_CUT cells. */
const SIMPLIFY_CELLS = 0.8;
const MAX_CUT_CELLS = 1.5;
/** Passes of the filter that gives each land cell the most common département around it (single cells of noise). */
const LABEL_PASSES = 2;
/** Cells drawn beyond each edge of the image, so that the outline's artificial edges stay out of sight. */
const DRAWN_BEYOND = 5;

/** The placed communes of an index, bucketed by a quarter of a degree, with their départements as numbers. */
export class CommuneSeeds {
  private readonly lon: Float64Array;
  private readonly lat: Float64Array;
  private readonly departement: Int32Array;
  private readonly buckets = new Map<number, number[]>();

  constructor(index: CommunesIndex) {
    const rows = index.data.communes.filter(([, , , , , placement]) => placement <= MAX_PLACEMENT);
    this.lon = new Float64Array(rows.length);
    this.lat = new Float64Array(rows.length);
    this.departement = new Int32Array(rows.length);
    const codes = new Map<string, number>();
    rows.forEach(([, , , lon, lat, , , departement], row) => {
      this.lon[row] = lon;
      this.lat[row] = lat;
      let code = codes.get(departement);
      if (code === undefined) {
        code = codes.size + 1;
        codes.set(departement, code);
      }
      this.departement[row] = code;
      const key = CommuneSeeds.bucketKey(Math.floor(lat / BUCKET_DEGREES), Math.floor(lon / BUCKET_DEGREES));
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(row);
      else this.buckets.set(key, [row]);
    });
  }

  private static bucketKey(latBucket: number, lonBucket: number): number {
    const lonBuckets = 360 / BUCKET_DEGREES;
    return latBucket * lonBuckets + (((lonBucket % lonBuckets) + lonBuckets) % lonBuckets);
  }

  /** Calls `visit` with every commune within `latSpan` and `lonSpan` degrees of the point (and a few beyond). */
  forEachNear(
    lat: number,
    lon: number,
    latSpan: number,
    lonSpan: number,
    visit: (lat: number, lon: number, departement: number) => void,
  ): void {
    const latFrom = Math.floor((lat - latSpan) / BUCKET_DEGREES);
    const latTo = Math.floor((lat + latSpan) / BUCKET_DEGREES);
    // Past half the world, every longitude: the frame is near a pole.
    const allLons = lonSpan >= 180;
    const lonFrom = allLons ? 0 : Math.floor((lon - lonSpan) / BUCKET_DEGREES);
    const lonTo = allLons ? 360 / BUCKET_DEGREES - 1 : Math.floor((lon + lonSpan) / BUCKET_DEGREES);
    for (let latBucket = latFrom; latBucket <= latTo; latBucket += 1)
      for (let lonBucket = lonFrom; lonBucket <= lonTo; lonBucket += 1) {
        for (const row of this.buckets.get(CommuneSeeds.bucketKey(latBucket, lonBucket)) ?? [])
          visit(this.lat[row]!, this.lon[row]!, this.departement[row]!);
      }
  }
}

const seedsOf = new WeakMap<CommunesIndex, CommuneSeeds>();

/** The seeds of a loaded index, made once and kept as long as the index is. */
export function communeSeeds(index: CommunesIndex): CommuneSeeds {
  let seeds = seedsOf.get(index);
  if (!seeds) {
    seeds = new CommuneSeeds(index);
    seedsOf.set(index, seeds);
  }
  return seeds;
}

/**
 * Squared Euclidean distance transform (Felzenszwalb and Huttenlocher) of a width×height grid whose sources are
 * the cells where `source` is true: each cell's squared distance in cells to its nearest source, and that source's
 * cell (-1 without any source).
 */
export function distanceTransform(
  source: ArrayLike<boolean | number>,
  width: number,
  height: number,
): { distance: Float64Array; nearest: Int32Array } {
  const size = width * height;
  const distance = new Float64Array(size);
  const nearest = new Int32Array(size).fill(-1);
  for (let cell = 0; cell < size; cell += 1) {
    distance[cell] = source[cell] ? 0 : Infinity;
    if (source[cell]) nearest[cell] = cell;
  }
  const length = Math.max(width, height);
  const f = new Float64Array(length);
  const from = new Int32Array(length);
  const v = new Int32Array(length);
  const z = new Float64Array(length + 1);
  // One line of the grid: `count` cells from `offset`, `step` apart.
  const pass = (count: number, offset: number, step: number) => {
    for (let q = 0; q < count; q += 1) {
      f[q] = distance[offset + q * step]!;
      from[q] = nearest[offset + q * step]!;
    }
    // The lower envelope of the parabolas rooted at the finite values.
    let k = -1;
    for (let q = 0; q < count; q += 1) {
      const fq = f[q]!;
      if (fq === Infinity) continue;
      if (k < 0) {
        k = 0;
        v[0] = q;
        z[0] = -Infinity;
        z[1] = Infinity;
        continue;
      }
      let s = (fq + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      while (k > 0 && s <= z[k]!) {
        k -= 1;
        s = (fq + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      }
      k += 1;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Infinity;
    }
    if (k < 0) return;
    let j = 0;
    for (let q = 0; q < count; q += 1) {
      while (z[j + 1]! < q) j += 1;
      const root = v[j]!;
      distance[offset + q * step] = (q - root) * (q - root) + f[root]!;
      nearest[offset + q * step] = from[root]!;
    }
  };
  for (let x = 0; x < width; x += 1) pass(height, x, width);
  for (let y = 0; y < height; y += 1) pass(width, y * width, 1);
  return { distance, nearest };
}

/** Each labelled cell takes the label most of its 3×3 neighbourhood's labelled cells have (its own on a tie). */
function majority(labels: Int32Array<ArrayBuffer>, width: number, height: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(labels.length);
  const around = new Int32Array(9);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const own = labels[y * width + x]!;
      if (!own) continue;
      let count = 0;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny += 1)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx += 1) {
          const label = labels[ny * width + nx]!;
          if (label) around[count++] = label;
        }
      let best = own;
      let bestCount = 0;
      for (let i = 0; i < count; i += 1) if (around[i] === own) bestCount += 1;
      for (let i = 0; i < count; i += 1) {
        const label = around[i]!;
        if (label === best) continue;
        let votes = 0;
        for (let j = 0; j < count; j += 1) if (around[j] === label) votes += 1;
        if (votes > bestCount) {
          best = label;
          bestCount = votes;
        }
      }
      out[y * width + x] = best;
    }
  return out;
}

/** Outline rings of the filled cells, filled cells on the left of each edge, in grid-vertex coordinates. */
function traceRings(filled: (x: number, y: number) => boolean, width: number, height: number): Point[][] {
  const next = new Map<number, number>();
  const stride = width + 1;
  const vertex = (x: number, y: number) => y * stride + x;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!filled(x, y)) continue;
      if (!filled(x, y - 1)) next.set(vertex(x, y), vertex(x + 1, y));
      if (!filled(x + 1, y)) next.set(vertex(x + 1, y), vertex(x + 1, y + 1));
      if (!filled(x, y + 1)) next.set(vertex(x + 1, y + 1), vertex(x, y + 1));
      if (!filled(x - 1, y)) next.set(vertex(x, y + 1), vertex(x, y));
    }
  const rings: Point[][] = [];
  for (const start of next.keys()) {
    if (!next.has(start)) continue;
    const ring: Point[] = [];
    let current = start;
    for (;;) {
      const to = next.get(current);
      if (to === undefined) break;
      ring.push([current % stride, Math.floor(current / stride)]);
      next.delete(current);
      current = to;
      if (current === start) break;
    }
    rings.push(ring);
  }
  return rings;
}

/** Edges between land cells of two départements, chained into polylines (grid-vertex coordinates). */
function traceBorders(label: (x: number, y: number) => number, width: number, height: number): Point[][] {
  const stride = width + 1;
  const vertex = (x: number, y: number) => y * stride + x;
  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    (links.get(a) ?? links.set(a, []).get(a)!).push(b);
    (links.get(b) ?? links.set(b, []).get(b)!).push(a);
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const here = label(x, y);
      if (!here) continue;
      const right = x + 1 < width ? label(x + 1, y) : 0;
      if (right && right !== here) link(vertex(x + 1, y), vertex(x + 1, y + 1));
      const below = y + 1 < height ? label(x, y + 1) : 0;
      if (below && below !== here) link(vertex(x, y + 1), vertex(x + 1, y + 1));
    }
  const used = new Set<string>();
  const edgeKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const walk = (start: number, first: number): Point[] => {
    const line: Point[] = [[start % stride, Math.floor(start / stride)]];
    let previous = start;
    let current = first;
    for (;;) {
      used.add(edgeKey(previous, current));
      line.push([current % stride, Math.floor(current / stride)]);
      const around = links.get(current)!;
      // A line goes on through a vertex of two edges only: ends and junctions of three départements stop it.
      if (around.length !== 2) break;
      const onward = around[0] === previous ? around[1]! : around[0]!;
      if (used.has(edgeKey(current, onward))) break;
      previous = current;
      current = onward;
    }
    return line;
  };
  const lines: Point[][] = [];
  // Lines from their ends and junctions first, then the closed loops (a département's enclave) that remain.
  for (const ends of [true, false])
    for (const [start, around] of links) {
      if (ends && around.length === 2) continue;
      for (const neighbour of around)
        if (!used.has(edgeKey(start, neighbour))) lines.push(walk(start, neighbour));
    }
  return lines;
}

/** Land and département borders of the frame, from the placed communes around it. */
export function zoneBackground(seeds: CommuneSeeds, frame: ZoneFrame): ZoneBackground {
  const cell = Math.max(MIN_CELL_UNITS, CELL_KM / frame.kmPerUnit);
  const cellKm = cell * frame.kmPerUnit;
  // Enough cells around the image for the closing to be right at its edge.
  const margin = Math.ceil((DILATE_KM + ERODE_KM) / cellKm) + DRAWN_BEYOND + 1;
  const innerWidth = Math.ceil(ZONE_WIDTH / cell);
  const innerHeight = Math.ceil(ZONE_HEIGHT / cell);
  const width = innerWidth + 2 * margin;
  const height = innerHeight + 2 * margin;

  // The communes in the grid, each in its cell (the first one found keeps a cell).
  const departementOf = new Int32Array(width * height);
  const halfWidthKm = (ZONE_WIDTH / 2 + margin * cell) * frame.kmPerUnit;
  const halfHeightKm = (ZONE_HEIGHT / 2 + margin * cell) * frame.kmPerUnit;
  const cosLat = Math.cos((frame.center.lat * Math.PI) / 180);
  const latSpan = halfHeightKm / KM_PER_DEGREE;
  const lonSpan = cosLat > 1e-6 ? halfWidthKm / (KM_PER_DEGREE * cosLat) : 360;
  let placed = 0;
  seeds.forEachNear(frame.center.lat, frame.center.lon, latSpan, lonSpan, (lat, lon, departement) => {
    const [x, y] = frame.project(lat, lon);
    const column = Math.floor(x / cell) + margin;
    const row = Math.floor(y / cell) + margin;
    if (column < 0 || row < 0 || column >= width || row >= height) return;
    const index = row * width + column;
    if (!departementOf[index]) {
      departementOf[index] = departement;
      placed += 1;
    }
  });
  if (placed === 0) return { land: [], borders: [] };

  // Closing: within DILATE_KM of a commune, then farther than ERODE_KM from what is not.
  const toCommune = distanceTransform(departementOf, width, height);
  const dilateCells = (DILATE_KM / cellKm) ** 2;
  const outside = new Uint8Array(width * height);
  for (let index = 0; index < outside.length; index += 1)
    outside[index] = toCommune.distance[index]! > dilateCells ? 1 : 0;
  const toOutside = distanceTransform(outside, width, height);
  const erodeCells = (ERODE_KM / cellKm) ** 2;
  const land = new Uint8Array(width * height);
  for (let index = 0; index < land.length; index += 1)
    land[index] = toOutside.distance[index]! > erodeCells ? 1 : 0;
  fillHoles(land, width, height);

  // What is drawn: the image and DRAWN_BEYOND cells around it.
  const from = margin - DRAWN_BEYOND;
  const drawnWidth = innerWidth + 2 * DRAWN_BEYOND;
  const drawnHeight = innerHeight + 2 * DRAWN_BEYOND;
  const drawn = new Uint8Array(drawnWidth * drawnHeight);
  for (let y = 0; y < drawnHeight; y += 1)
    for (let x = 0; x < drawnWidth; x += 1) drawn[y * drawnWidth + x] = land[(y + from) * width + x + from]!;
  removeSaddles(drawn, drawnWidth, drawnHeight);
  const isLand = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < drawnWidth && y < drawnHeight && drawn[y * drawnWidth + x] === 1;
  // Each land cell's département: its nearest commune's, then the most common one around it.
  let labels: Int32Array<ArrayBuffer> = new Int32Array(drawnWidth * drawnHeight);
  for (let y = 0; y < drawnHeight; y += 1)
    for (let x = 0; x < drawnWidth; x += 1) {
      if (!isLand(x, y)) continue;
      const nearest = toCommune.nearest[(y + from) * width + x + from]!;
      labels[y * drawnWidth + x] = nearest < 0 ? 0 : departementOf[nearest]!;
    }
  for (let pass = 0; pass < LABEL_PASSES; pass += 1) labels = majority(labels, drawnWidth, drawnHeight);
  const labelAt = (x: number, y: number) => labels[y * drawnWidth + x]!;

  // Grid vertices to units; stair steps simplified within half a cell, then rounded off.
  const toUnits = (point: Point): Point => [
    (point[0] - DRAWN_BEYOND) * cell,
    (point[1] - DRAWN_BEYOND) * cell,
  ];
  const ring = (points: Point[]) =>
    smooth(smooth(simplifyRing(points, SIMPLIFY_CELLS), true, MAX_CUT_CELLS), true, MAX_CUT_CELLS).map(
      toUnits,
    );
  const line = (points: Point[]) =>
    smooth(smooth(simplifyLine(points, SIMPLIFY_CELLS), false, MAX_CUT_CELLS), false, MAX_CUT_CELLS).map(
      toUnits,
    );
  return {
    land: traceRings(isLand, drawnWidth, drawnHeight)
      .filter((points) => points.length >= 4)
      .map(ring),
    borders: traceBorders(labelAt, drawnWidth, drawnHeight).map(line),
  };
}
