// Polylines of the zone map (zone-map.ts, zone-background.ts): Douglas-Peucker simplification, Chaikin's corner
// cutting, and the SVG path data at the output's scale (coordinates to 0.1 unit, relative moves, points closer
// than 0.5 unit to the previous one dropped), so that GET /api/artisan/{id}/zone.svg stays a few kilobytes.

export type Point = [number, number];

/** Output precision: points closer than this to the previous one kept are dropped. */
const MIN_STEP = 0.5;
/** Points that leave a line within this distance once drawn are dropped too. */
const OUTPUT_TOLERANCE = 0.2;

function perpendicularDistance(point: Point, start: Point, end: Point): number {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(point[0] - start[0], point[1] - start[1]);
  return Math.abs(dy * point[0] - dx * point[1] + end[0] * start[1] - end[1] * start[0]) / length;
}

/** Douglas-Peucker: the points of a polyline that keep it within `tolerance`. */
export function simplifyLine(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = 0;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const distance = perpendicularDistance(points[i]!, points[first]!, points[last]!);
      if (distance > farthest) {
        farthest = distance;
        index = i;
      }
    }
    if (index >= 0 && farthest > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * Chaikin's corner cutting, each cut at most `maxCut` from the corner (so that long straight edges, such as those
 * beyond the image, stay where they are). A ring is cut all round; an open line keeps its two ends.
 */
export function smooth(points: readonly Point[], closed: boolean, maxCut: number): Point[] {
  const count = points.length;
  if (count < 3) return [...points];
  const out: Point[] = closed ? [] : [points[0]!];
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % count]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) continue;
    const cut = Math.min(0.25, maxCut / length);
    if (closed || i > 0) out.push([a[0] + (b[0] - a[0]) * cut, a[1] + (b[1] - a[1]) * cut]);
    if (closed || i < segments - 1) out.push([b[0] - (b[0] - a[0]) * cut, b[1] - (b[1] - a[1]) * cut]);
  }
  if (!closed) out.push(points[count - 1]!);
  return out;
}

/** A ring simplified in two halves (split at its farthest point from the start), so that both keep their shape. */
export function simplifyRing(ring: readonly Point[], tolerance: number): Point[] {
  if (ring.length < 4) return [...ring];
  let far = 0;
  let farIndex = 0;
  ring.forEach((point, i) => {
    const distance = Math.hypot(point[0] - ring[0]![0], point[1] - ring[0]![1]);
    if (distance > far) {
      far = distance;
      farIndex = i;
    }
  });
  const first = simplifyLine(ring.slice(0, farIndex + 1), tolerance);
  const second = simplifyLine([...ring.slice(farIndex), ring[0]!], tolerance);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

/** A number of the output: at most one decimal, no trailing zero, no "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** Numbers separated by spaces, except before a minus sign, which separates them already. */
function numbers(values: readonly number[]): string {
  return values.map((value, index) => (index > 0 && value >= 0 ? ' ' : '') + num(value)).join('');
}

/**
 * Path data of polylines (or rings, closed with Z) at the output's scale: simplified within OUTPUT_TOLERANCE
 * (unless `simplify` is false: the radius keeps every point),
 * coordinates rounded to 0.1 unit, each point closer than MIN_STEP to the last one kept dropped (an open line keeps
 * its last point, where it meets another), then written as relative moves. A line left with fewer than 2 points
 * (3 for a ring) is left out.
 */
export function pathData(
  lines: readonly (readonly Point[])[],
  closed: boolean,
  { simplify = true }: { simplify?: boolean } = {},
): string {
  const parts: string[] = [];
  let pen: Point = [0, 0];
  for (const line of lines) {
    const simplified = !simplify
      ? line
      : closed
        ? simplifyRing(line, OUTPUT_TOLERANCE)
        : simplifyLine(line, OUTPUT_TOLERANCE);
    const kept: Point[] = [];
    simplified.forEach(([x, y], index) => {
      const point: Point = [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
      const last = kept.at(-1);
      if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= MIN_STEP) kept.push(point);
      else if (!closed && index === simplified.length - 1 && kept.length > 1) kept[kept.length - 1] = point;
    });
    if (kept.length < (closed ? 3 : 2)) continue;
    const [first, ...rest] = kept;
    const moves: number[] = [];
    let previous = first!;
    for (const point of rest) {
      moves.push(point[0] - previous[0], point[1] - previous[1]);
      previous = point;
    }
    parts.push(`m${numbers([first![0] - pen[0], first![1] - pen[1]])}l${numbers(moves)}${closed ? 'z' : ''}`);
    // After z the pen is back at the ring's first point.
    pen = closed ? first! : previous;
  }
  // The first move of a path is absolute whatever its case.
  return parts.join('');
}
