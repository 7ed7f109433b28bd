// Positions of the map's artisans kept in the API process, ordered along a Z-order (Morton) curve of the map's
// finest cells, with running sums of their coordinates. Any screen cell of any zoom up to FINEST_LEVEL is then one
// contiguous run of that order: a view costs two binary searches per cell on screen, and a cell's count and mean
// position two subtractions, whatever the directory holds (a whole-France view at a million artisans included).
// Beyond FINEST_LEVEL, views are small: their artisans are read from the finest cells and grouped one by one.
import { MAP_VIEW_LIMITS } from '@annuaire/shared/contract/map';

export interface Position {
  id: number;
  lon: number;
  lat: number;
}

export interface Box {
  ouest: number;
  sud: number;
  est: number;
  nord: number;
}

export interface ViewGroups {
  /** The artisans drawn: the clusters' counts plus the markers. */
  total: number;
  clusters: { count: number; lat: number; lon: number; expansionZoom: number }[];
  /** The artisans drawn as markers, by id. */
  markerIds: number[];
}

/** log2 of the cells a 256 px tile holds per axis (4 cells of 64 px). */
const CELL_SHIFT = Math.log2(256 / MAP_VIEW_LIMITS.cellPixels);
/**
 * The deepest zoom whose cells the order follows: 16 bits per axis, so that a cell's Morton key is one unsigned
 * 32-bit number (a cell of 64 px at zoom 14 is about 600 m across in France).
 */
export const FINEST_LEVEL = 16 - CELL_SHIFT;
/**
 * At most this many cells are looked up for one view (a 8,192 px square screen of 64 px cells); a larger box, which
 * no screen shows, is grouped in coarser cells instead, so that no request costs more.
 */
export const MAX_VIEW_CELLS = 128 * 128;
/** Beyond FINEST_LEVEL, the most artisans grouped one by one; a view holding more keeps the finest cells. */
export const MAX_POINT_SCAN = 50_000;

/** The bits of a 16-bit number spread to the even bits of a 32-bit one. */
function spread(value: number): number {
  let v = value & 0xffff;
  v = (v | (v << 8)) & 0x00ff00ff;
  v = (v | (v << 4)) & 0x0f0f0f0f;
  v = (v | (v << 2)) & 0x33333333;
  v = (v | (v << 1)) & 0x55555555;
  return v;
}

const morton = (x: number, y: number) => (spread(x) | (spread(y) << 1)) >>> 0;

/**
 * The length of (dx, dy) as PostgreSQL computes `point <-> point` (pg_hypot in geo_ops.c): the same operations in the
 * same order, so that a list ordered here and one ordered by the database's scan agree to the last bit.
 */
export function planeDistance(dx: number, dy: number): number {
  let x = Math.abs(dx);
  let y = Math.abs(dy);
  if (x < y) [x, y] = [y, x];
  if (y === 0) return x;
  const yx = y / x;
  return x * Math.sqrt(1 + yx * yx);
}

/** Web Mercator's y of a latitude, from 0 (north edge) to 1 (south edge). */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85.05113, Math.min(85.05113, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The column of a longitude and the row of a latitude among `cells` per axis (clamped to the map). */
const column = (lon: number, cells: number) =>
  Math.min(cells - 1, Math.max(0, Math.floor(((lon + 180) / 360) * cells)));
const row = (lat: number, cells: number) =>
  Math.min(cells - 1, Math.max(0, Math.floor(mercatorY(lat) * cells)));

/** The cells per axis of the grid of `level` (MAP_VIEW_LIMITS.cellPixels on screen at that zoom). */
export const cellsPerAxis = (level: number) => 2 ** (level + CELL_SHIFT);

const round = (value: number) => Math.round(value * 1e5) / 1e5;

interface Run {
  start: number;
  end: number;
  lat: number;
  lon: number;
}

export class PositionIndex {
  private readonly ids: Int32Array;
  /** Morton keys of the finest cells, ascending: the order of every other array. */
  private readonly keys: Uint32Array;
  private readonly lons: Float64Array;
  private readonly lats: Float64Array;
  /** sumLon[i] is the sum of the first i longitudes in the order (sumLat likewise). */
  private readonly sumLon: Float64Array;
  private readonly sumLat: Float64Array;

  constructor(positions: readonly Position[]) {
    const count = positions.length;
    const cells = cellsPerAxis(FINEST_LEVEL);
    const keys = new Uint32Array(count);
    positions.forEach((position, index) => {
      keys[index] = morton(column(position.lon, cells), row(position.lat, cells));
    });
    const order = sortedOrder(keys);
    this.ids = new Int32Array(count);
    this.keys = new Uint32Array(count);
    this.lons = new Float64Array(count);
    this.lats = new Float64Array(count);
    this.sumLon = new Float64Array(count + 1);
    this.sumLat = new Float64Array(count + 1);
    for (let to = 0; to < count; to += 1) {
      const from = order[to]!;
      const position = positions[from]!;
      this.ids[to] = position.id;
      this.keys[to] = keys[from]!;
      this.lons[to] = position.lon;
      this.lats[to] = position.lat;
      this.sumLon[to + 1] = this.sumLon[to]! + position.lon;
      this.sumLat[to + 1] = this.sumLat[to]! + position.lat;
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** The first place in the order whose key is at least `key`. */
  private lowerBound(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The non-empty cells of `level` that meet `box`, each a run of the order with its mean position, at a coarser
   * level when the box holds more than MAX_VIEW_CELLS cells of `level`. With `centredInBox`, only the cells whose
   * mean position is inside the box: what a view draws (a cell across the edge belongs to the view its artisans
   * mostly are in, as supercluster does).
   */
  private runs(box: Box, wanted: number, centredInBox: boolean): { level: number; runs: Run[] } {
    let level = wanted;
    let cells = cellsPerAxis(level);
    let x0 = column(box.ouest, cells);
    let x1 = column(box.est, cells);
    let y0 = row(box.nord, cells);
    let y1 = row(box.sud, cells);
    while (level > 0 && (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_VIEW_CELLS) {
      level -= 1;
      cells = cellsPerAxis(level);
      x0 = column(box.ouest, cells);
      x1 = column(box.est, cells);
      y0 = row(box.nord, cells);
      y1 = row(box.sud, cells);
    }
    // A cell of `level` holds the finest keys [key × span, (key + 1) × span).
    const span = 4 ** (FINEST_LEVEL - level);
    const runs: Run[] = [];
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        const key = morton(x, y);
        const start = this.lowerBound(key * span);
        const end = this.lowerBound((key + 1) * span);
        if (start === end) continue;
        const n = end - start;
        const lat = (this.sumLat[end]! - this.sumLat[start]!) / n;
        const lon = (this.sumLon[end]! - this.sumLon[start]!) / n;
        if (centredInBox && !(lat >= box.sud && lat <= box.nord && lon >= box.ouest && lon <= box.est))
          continue;
        runs.push({ start, end, lat, lon });
      }
    }
    return { level, runs };
  }

  /**
   * The zoom at which a run's artisans stop sharing one cell: the level of the first bit where its first and last
   * keys differ (the order is a Z-order, so every key between shares what they share). Artisans of one finest cell
   * open one zoom deeper, where they are grouped one by one.
   */
  private expansionZoom(run: Run): number {
    const differing = (this.keys[run.start]! ^ this.keys[run.end - 1]!) >>> 0;
    if (differing === 0) return Math.min(MAP_VIEW_LIMITS.maxZoom, FINEST_LEVEL + 1);
    const bit = 31 - Math.clz32(differing);
    return Math.min(MAP_VIEW_LIMITS.maxZoom, FINEST_LEVEL - (bit >> 1));
  }

  /**
   * What a view at `zoom` draws of `box`: every artisan as a marker when they are MAP_VIEW_LIMITS.maxMarkers or
   * fewer; otherwise the screen cells of MAP_VIEW_LIMITS.cellPixels (Web Mercator, at the zoom's whole level), a
   * lone artisan of a cell being a marker while markers remain, any other cell a cluster at its artisans' mean
   * position with the zoom that splits it.
   */
  view(box: Box, zoom: number): ViewGroups {
    const level = Math.max(0, Math.floor(zoom));
    if (level > FINEST_LEVEL) {
      const fine = this.pointView(box, zoom);
      if (fine) return fine;
    }
    const { runs } = this.runs(box, Math.min(level, FINEST_LEVEL), true);
    let total = 0;
    for (const run of runs) total += run.end - run.start;
    if (total <= MAP_VIEW_LIMITS.maxMarkers) {
      const markerIds: number[] = [];
      for (const run of runs) for (let at = run.start; at < run.end; at += 1) markerIds.push(this.ids[at]!);
      return { total, clusters: [], markerIds: markerIds.sort((a, b) => a - b) };
    }
    const clusters: ViewGroups['clusters'] = [];
    const markerIds: number[] = [];
    for (const run of runs) {
      const count = run.end - run.start;
      if (count === 1 && markerIds.length < MAP_VIEW_LIMITS.maxMarkers) {
        markerIds.push(this.ids[run.start]!);
        continue;
      }
      // Five decimals are about a metre, as for the markers.
      clusters.push({
        count,
        lat: round(run.lat),
        lon: round(run.lon),
        expansionZoom: this.expansionZoom(run),
      });
    }
    return { total, clusters, markerIds: markerIds.sort((a, b) => a - b) };
  }

  /**
   * The artisans inside `box`, nearest `centre` first, then by id: the first `limit` ids; null when the box's cells
   * hold more than MAX_POINT_SCAN artisans (a box that large is read quicker by the database's nearest-first scan).
   * The distance is PostgreSQL's between points (planeDistance), so that both readings order alike.
   */
  nearestInBox(box: Box, centre: { lon: number; lat: number }, limit: number): number[] | null {
    const { runs } = this.runs(box, FINEST_LEVEL, false);
    let candidates = 0;
    for (const run of runs) candidates += run.end - run.start;
    if (candidates > MAX_POINT_SCAN) return null;
    const found: { id: number; distance: number }[] = [];
    for (const run of runs) {
      for (let at = run.start; at < run.end; at += 1) {
        const lon = this.lons[at]!;
        const lat = this.lats[at]!;
        if (lat >= box.sud && lat <= box.nord && lon >= box.ouest && lon <= box.est)
          found.push({ id: this.ids[at]!, distance: planeDistance(lon - centre.lon, lat - centre.lat) });
      }
    }
    found.sort((a, b) => a.distance - b.distance || a.id - b.id);
    return found.slice(0, limit).map((entry) => entry.id);
  }

  /**
   * A view deeper than FINEST_LEVEL: the artisans inside the box exactly, grouped one by one in the zoom's own
   * cells; null when the box holds more than MAX_POINT_SCAN of them (a box no screen shows at that zoom).
   */
  private pointView(box: Box, zoom: number): ViewGroups | null {
    const { runs } = this.runs(box, FINEST_LEVEL, false);
    let candidates = 0;
    for (const run of runs) candidates += run.end - run.start;
    if (candidates > MAX_POINT_SCAN) return null;
    const inBox: number[] = [];
    for (const run of runs) {
      for (let at = run.start; at < run.end; at += 1) {
        const lon = this.lons[at]!;
        const lat = this.lats[at]!;
        if (lat >= box.sud && lat <= box.nord && lon >= box.ouest && lon <= box.est) inBox.push(at);
      }
    }
    const total = inBox.length;
    if (total <= MAP_VIEW_LIMITS.maxMarkers) {
      return { total, clusters: [], markerIds: inBox.map((at) => this.ids[at]!).sort((a, b) => a - b) };
    }
    const cells = cellsPerAxis(Math.floor(zoom));
    const groups = new Map<number, { count: number; lonSum: number; latSum: number; first: number }>();
    for (const at of inBox) {
      const lon = this.lons[at]!;
      const lat = this.lats[at]!;
      const key = column(lon, cells) * cells + row(lat, cells);
      const group = groups.get(key);
      if (group) {
        group.count += 1;
        group.lonSum += lon;
        group.latSum += lat;
      } else groups.set(key, { count: 1, lonSum: lon, latSum: lat, first: at });
    }
    const clusters: ViewGroups['clusters'] = [];
    const markerIds: number[] = [];
    const expansionZoom = Math.min(MAP_VIEW_LIMITS.maxZoom, Math.floor(zoom) + MAP_VIEW_LIMITS.expansionStep);
    for (const group of groups.values()) {
      if (group.count === 1 && markerIds.length < MAP_VIEW_LIMITS.maxMarkers) {
        markerIds.push(this.ids[group.first]!);
        continue;
      }
      clusters.push({
        count: group.count,
        lat: round(group.latSum / group.count),
        lon: round(group.lonSum / group.count),
        expansionZoom,
      });
    }
    return { total, clusters, markerIds: markerIds.sort((a, b) => a - b) };
  }
}

/**
 * The positions' order by key (ties by their place in the input): keys and places packed into one float64 each
 * and sorted natively when they fit in its 53 bits (up to 2,097,152 positions), by comparison beyond.
 */
function sortedOrder(keys: Uint32Array): Uint32Array {
  const count = keys.length;
  const order = new Uint32Array(count);
  const placeFactor = 2 ** 21;
  if (count <= placeFactor) {
    const packed = new Float64Array(count);
    for (let index = 0; index < count; index += 1) packed[index] = keys[index]! * placeFactor + index;
    packed.sort();
    for (let index = 0; index < count; index += 1) order[index] = packed[index]! % placeFactor;
    return order;
  }
  for (let index = 0; index < count; index += 1) order[index] = index;
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}
/**
 * Position indexes by key (a trade or all, and a set of filters), built on first use and kept
 * MAP_VIEW_LIMITS.maxIndexes at most and MAP_VIEW_LIMITS.maxIndexedPositions positions together, least recently used
 * dropped first. An index older than its lifetime, or of an older version (a write here
 * or, through the change feed, on another instance), keeps serving while its replacement is read (one read at a
 * time per key): a write shows on the map at the next view but one, and after indexLifetimeMs at worst.
 */
export class PositionIndexCache {
  private readonly entries = new Map<
    string,
    {
      index?: PositionIndex;
      builtAt: number;
      stale: boolean;
      version?: unknown;
      pending?: Promise<PositionIndex>;
    }
  >();

  constructor(
    private readonly load: (key: string) => Promise<Position[]>,
    private readonly now: () => number = Date.now,
  ) {}

  /** `version` changes when the markers may have changed (the hot cache's token, forgotten at every write). */
  async get(key: string, version?: unknown): Promise<PositionIndex> {
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = { builtAt: 0, stale: true };
      this.entries.set(key, entry);
      while (this.entries.size > MAP_VIEW_LIMITS.maxIndexes)
        this.entries.delete(this.entries.keys().next().value!);
    }
    const expired =
      entry.stale ||
      entry.version !== version ||
      this.now() - entry.builtAt > MAP_VIEW_LIMITS.indexLifetimeMs;
    if (expired && !entry.pending) {
      const current = entry;
      current.stale = false;
      current.version = version;
      current.pending = this.load(key)
        .then((positions) => {
          current.index = new PositionIndex(positions);
          current.builtAt = this.now();
          this.trim(key);
          return current.index;
        })
        .finally(() => {
          current.pending = undefined;
        });
      // A failed read is tried again on the next use; the old index, if any, keeps serving.
      current.pending.catch(() => {
        current.stale = true;
      });
    }
    if (entry.index) return entry.index;
    return entry.pending!;
  }

  /**
   * Drops the least recently used indexes (never `kept`, just built) while they hold more than
   * MAP_VIEW_LIMITS.maxIndexedPositions positions together: a few large filter sets cost what one directory does.
   */
  private trim(kept: string): void {
    let held = 0;
    for (const entry of this.entries.values()) held += entry.index?.size ?? 0;
    for (const [key, entry] of this.entries) {
      if (held <= MAP_VIEW_LIMITS.maxIndexedPositions) return;
      if (key === kept || !entry.index) continue;
      held -= entry.index.size;
      this.entries.delete(key);
    }
  }

  /** After a write that moves, adds, closes or removes markers: every index is read again on its next use. */
  invalidate(): void {
    for (const entry of this.entries.values()) entry.stale = true;
  }
}
