// Positions of the map's artisans kept in the API process, sorted by longitude in typed arrays (16 bytes an
// artisan), and grouped per view into screen cells: a view costs a binary search and a scan of the artisans in
// its longitude strip, never a read of the database, and its answer is bounded by the cells a screen holds.
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
  total: number;
  clusters: { count: number; lat: number; lon: number; expansionZoom: number }[];
  /** The artisans drawn as markers, by id. */
  markerIds: number[];
}

export class PositionIndex {
  private readonly ids: Int32Array;
  private readonly lons: Float64Array;
  private readonly lats: Float64Array;

  constructor(positions: readonly Position[]) {
    const order = positions.map((_, index) => index).sort((a, b) => positions[a]!.lon - positions[b]!.lon);
    this.ids = new Int32Array(order.length);
    this.lons = new Float64Array(order.length);
    this.lats = new Float64Array(order.length);
    order.forEach((from, to) => {
      const position = positions[from]!;
      this.ids[to] = position.id;
      this.lons[to] = position.lon;
      this.lats[to] = position.lat;
    });
  }

  get size(): number {
    return this.ids.length;
  }

  /** The first index whose longitude is at least `lon`. */
  private lowerBound(lon: number): number {
    let low = 0;
    let high = this.lons.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lons[middle]! < lon) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The artisans in `box` at `zoom`: all as markers when they are MAP_VIEW_LIMITS.maxMarkers or fewer; otherwise
   * grouped in cells of MAP_VIEW_LIMITS.cellPixels on screen (Web Mercator), a lone artisan of a cell being a
   * marker while markers remain, any other cell a cluster at its artisans' mean position.
   */
  view(box: Box, zoom: number): ViewGroups {
    const start = this.lowerBound(box.ouest);
    const inBox: number[] = [];
    for (let index = start; index < this.lons.length && this.lons[index]! <= box.est; index += 1) {
      const lat = this.lats[index]!;
      if (lat >= box.sud && lat <= box.nord) inBox.push(index);
    }
    const total = inBox.length;
    if (total <= MAP_VIEW_LIMITS.maxMarkers) {
      return { total, clusters: [], markerIds: inBox.map((index) => this.ids[index]!).sort((a, b) => a - b) };
    }
    // World pixels at this zoom: 256 × 2^zoom across; a cell is cellPixels of them.
    const cells = (256 * 2 ** zoom) / MAP_VIEW_LIMITS.cellPixels;
    const groups = new Map<number, { count: number; lonSum: number; latSum: number; first: number }>();
    for (const index of inBox) {
      const lon = this.lons[index]!;
      const lat = this.lats[index]!;
      const x = Math.floor(((lon + 180) / 360) * cells);
      const y = Math.floor(mercatorY(lat) * cells);
      const key = x * 4_194_304 + y;
      const group = groups.get(key);
      if (group) {
        group.count += 1;
        group.lonSum += lon;
        group.latSum += lat;
      } else groups.set(key, { count: 1, lonSum: lon, latSum: lat, first: index });
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
        // Five decimals are about a metre, as for the markers.
        lat: round(group.latSum / group.count),
        lon: round(group.lonSum / group.count),
        expansionZoom,
      });
    }
    return { total, clusters, markerIds: markerIds.sort((a, b) => a - b) };
  }
}

/** Web Mercator's y of a latitude, from 0 (north edge) to 1 (south edge). */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85.05113, Math.min(85.05113, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Position indexes by key (all artisans, or one trade), built on first use and kept MAP_VIEW_LIMITS.maxIndexes at
 * most, least recently used dropped first. An index older than its lifetime, or of an older version (a write here
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

  /** After a write that moves, adds, closes or removes markers: every index is read again on its next use. */
  invalidate(): void {
    for (const entry of this.entries.values()) entry.stale = true;
  }
}
