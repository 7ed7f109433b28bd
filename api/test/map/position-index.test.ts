// The map's position index against a plain oracle: every view's cells, counts, mean positions, markers and
// expansion zooms computed again by grouping every artisan one by one, over random and crowded positions.
import { MAP_VIEW_LIMITS } from '@annuaire/shared/contract/map';
import {
  cellsPerAxis,
  FINEST_LEVEL,
  MAX_POINT_SCAN,
  mercatorY,
  planeDistance,
  PositionIndex,
  type Box,
  type Position,
  type ViewGroups,
} from '../../src/map/position-index';

/** A seeded generator (mulberry32): the same positions on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(7);
const positions: Position[] = [];
// Metropolitan France at random, a crowded town, and ten artisans at one address.
for (let id = 1; id <= 6000; id += 1)
  positions.push({ id, lon: -4.5 + next() * 12.5, lat: 42.5 + next() * 8.5 });
for (let id = 6001; id <= 9000; id += 1)
  positions.push({ id, lon: 1.25 + next() * 0.05, lat: 45.82 + next() * 0.04 });
for (let id = 9001; id <= 9010; id += 1) positions.push({ id, lon: 2.35, lat: 48.85 });
const index = new PositionIndex(positions);

const cellOf = (position: Position, level: number) => {
  const cells = cellsPerAxis(level);
  const x = Math.min(cells - 1, Math.max(0, Math.floor(((position.lon + 180) / 360) * cells)));
  const y = Math.min(cells - 1, Math.max(0, Math.floor(mercatorY(position.lat) * cells)));
  return `${x}:${y}`;
};
const inBox = (box: Box, lat: number, lon: number) =>
  lat >= box.sud && lat <= box.nord && lon >= box.ouest && lon <= box.est;

/** What a view at a level up to FINEST_LEVEL must draw, by grouping every artisan of the directory. */
function oracle(box: Box, level: number) {
  const groups = new Map<string, Position[]>();
  for (const position of positions) {
    const key = cellOf(position, level);
    groups.set(key, [...(groups.get(key) ?? []), position]);
  }
  return [...groups.values()]
    .map((members) => ({
      members,
      lat: members.reduce((sum, member) => sum + member.lat, 0) / members.length,
      lon: members.reduce((sum, member) => sum + member.lon, 0) / members.length,
    }))
    .filter((group) => inBox(box, group.lat, group.lon));
}

/** The first zoom after `level` at which these artisans no longer share one cell. */
function splitZoom(members: Position[], level: number) {
  for (let deeper = level + 1; deeper <= FINEST_LEVEL; deeper += 1)
    if (new Set(members.map((member) => cellOf(member, deeper))).size > 1) return deeper;
  return FINEST_LEVEL + 1;
}

const drawn = (answer: ViewGroups) =>
  answer.markerIds.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

const france: Box = { ouest: -5, sud: 42, est: 8.5, nord: 51.5 };
const limousin: Box = { ouest: 0.8, sud: 45.3, est: 2.3, nord: 46.3 };
const limoges: Box = { ouest: 1.24, sud: 45.81, est: 1.31, nord: 45.87 };

describe('PositionIndex', () => {
  it.each([
    ['France', 0, france],
    ['France', 5, france],
    ['France', 6.7, france],
    ['Limousin', 8, limousin],
    ['Limousin', 9.5, limousin],
    ['Limoges', 12, limoges],
    ['Limoges', 14, limoges],
  ])('draws %s at zoom %s as the oracle groups it', (_, zoom, box) => {
    const level = Math.floor(zoom);
    const expected = oracle(box, level);
    const answer = index.view(box, zoom);
    const total = expected.reduce((sum, group) => sum + group.members.length, 0);
    expect(answer.total).toBe(total);
    expect(drawn(answer)).toBe(total);
    expect(total).toBeGreaterThan(MAP_VIEW_LIMITS.maxMarkers);
    const lone = expected.filter((group) => group.members.length === 1);
    // Fewer lone artisans than the markers' limit here: each is a marker, every other cell a cluster.
    expect(lone.length).toBeLessThanOrEqual(MAP_VIEW_LIMITS.maxMarkers);
    expect(answer.markerIds).toEqual(lone.map((group) => group.members[0]!.id).sort((a, b) => a - b));
    const clusters = expected
      .filter((group) => group.members.length > 1)
      .map((group) => ({
        count: group.members.length,
        lat: Math.round(group.lat * 1e5) / 1e5,
        lon: Math.round(group.lon * 1e5) / 1e5,
        expansionZoom: splitZoom(group.members, level),
      }));
    const byPlace = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
      a.lat - b.lat || a.lon - b.lon;
    expect([...answer.clusters].sort(byPlace)).toEqual(clusters.sort(byPlace));
    for (const cluster of answer.clusters) {
      expect(inBox(box, cluster.lat, cluster.lon)).toBe(true);
      expect(cluster.expansionZoom).toBeGreaterThan(zoom);
    }
  });

  it('gives every artisan as a marker when a view holds few', () => {
    const alps: Box = { ouest: 5, sud: 44, est: 5.6, nord: 44.5 };
    const answer = index.view(alps, 9);
    const expected = oracle(alps, 9).flatMap((group) => group.members.map((member) => member.id));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(MAP_VIEW_LIMITS.maxMarkers);
    expect(answer).toEqual({
      total: expected.length,
      clusters: [],
      markerIds: expected.sort((a, b) => a - b),
    });
  });

  it('beyond the finest level, counts exactly the artisans inside the box and groups them one by one', () => {
    const box: Box = { ouest: 1.255, sud: 45.825, est: 1.285, nord: 45.845 };
    const inside = positions.filter((position) => inBox(box, position.lat, position.lon));
    expect(inside.length).toBeGreaterThan(MAP_VIEW_LIMITS.maxMarkers);
    const answer = index.view(box, 16.5);
    expect(answer.total).toBe(inside.length);
    expect(drawn(answer)).toBe(inside.length);
    const cells = new Set(inside.map((position) => cellOf(position, 16)));
    expect(answer.clusters.length + answer.markerIds.length).toBe(cells.size);
    for (const cluster of answer.clusters)
      expect(cluster.expansionZoom).toBe(16 + MAP_VIEW_LIMITS.expansionStep);
  });

  it('keeps artisans at one address together to the finest level, and opens them one level deeper', () => {
    const around = random(11);
    const town: Position[] = Array.from({ length: 300 }, (_, offset) => ({
      id: offset + 1,
      // West of the address's finest cell (2.3467° to 2.3687°): the address's artisans alone share it.
      lon: 2.25 + around() * 0.07,
      lat: 48.8 + around() * 0.1,
    }));
    const address = Array.from({ length: 10 }, (_, offset) => ({ id: 1000 + offset, lon: 2.35, lat: 48.85 }));
    const paris = new PositionIndex([...town, ...address]);
    const box: Box = { ouest: 2.24, sud: 48.79, est: 2.41, nord: 48.91 };
    const finest = paris.view(box, FINEST_LEVEL);
    expect(finest.total).toBe(310);
    const cluster = finest.clusters.find((candidate) => candidate.lat === 48.85 && candidate.lon === 2.35);
    expect(cluster).toEqual({ count: 10, lat: 48.85, lon: 2.35, expansionZoom: FINEST_LEVEL + 1 });
    for (const id of address.map((position) => position.id)) expect(finest.markerIds).not.toContain(id);
    const deeper = paris.view(box, FINEST_LEVEL + 1);
    expect(deeper.total).toBe(310);
    expect(deeper.clusters).toContainEqual({
      count: 10,
      lat: 48.85,
      lon: 2.35,
      expansionZoom: FINEST_LEVEL + 1 + MAP_VIEW_LIMITS.expansionStep,
    });
  });

  it('answers a box larger than any screen with coarser cells, never more than a screen of them', () => {
    const world: Box = { ouest: -180, sud: -85, est: 180, nord: 85 };
    for (const zoom of [10, FINEST_LEVEL, 18, MAP_VIEW_LIMITS.maxZoom]) {
      const answer = index.view(world, zoom);
      expect(answer.total).toBe(positions.length);
      expect(drawn(answer)).toBe(positions.length);
      expect(answer.clusters.length + answer.markerIds.length).toBeLessThanOrEqual(128 * 128);
    }
    expect(positions.length).toBeLessThan(MAX_POINT_SCAN);
  });

  it('lists the artisans of a box nearest its centre first, ties by id, as sorting every artisan does', () => {
    const boxes: Box[] = [
      { ouest: 1.25, sud: 45.82, est: 1.3, nord: 45.86 },
      { ouest: 1.26, sud: 45.83, est: 1.27, nord: 45.84 },
      // The ten artisans at one address: one distance, ordered by id.
      { ouest: 2.3, sud: 48.8, est: 2.4, nord: 48.9 },
      { ouest: -1, sud: 44, est: 1, nord: 46 },
      { ouest: -30, sud: 10, est: -20, nord: 20 },
    ];
    for (const box of boxes) {
      const centre = { lon: (box.ouest + box.est) / 2, lat: (box.sud + box.nord) / 2 };
      const expected = positions
        .filter((position) => inBox(box, position.lat, position.lon))
        .map((position) => ({
          id: position.id,
          distance: planeDistance(position.lon - centre.lon, position.lat - centre.lat),
        }))
        .sort((a, b) => a.distance - b.distance || a.id - b.id)
        .map((entry) => entry.id);
      expect(index.nearestInBox(box, centre, positions.length)).toEqual(expected);
      expect(index.nearestInBox(box, centre, 21)).toEqual(expected.slice(0, 21));
    }
    expect(index.nearestInBox(boxes[2]!, { lon: 2.35, lat: 48.85 }, 20)!.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, offset) => 9001 + offset),
    );
  });

  it('leaves a box of more than MAX_POINT_SCAN artisans to the database', () => {
    const crowd = Array.from({ length: MAX_POINT_SCAN + 1 }, (_, offset) => ({
      id: offset + 1,
      lon: 1 + (offset % 300) / 1000,
      lat: 45 + Math.floor(offset / 300) / 1000,
    }));
    const large = new PositionIndex(crowd);
    const box = { ouest: 0.9, sud: 44.9, est: 1.4, nord: 45.3 };
    expect(large.nearestInBox(box, { lon: 1.15, lat: 45.1 }, 20)).toBeNull();
    expect(large.nearestInBox({ ...box, nord: 45.01 }, { lon: 1.15, lat: 44.955 }, 3)).toHaveLength(3);
  });

  it('measures a plane distance as Math.hypot does, within rounding (the database’s formula, checked there)', () => {
    expect(planeDistance(3, 4)).toBe(5);
    expect(planeDistance(-4, 3)).toBe(5);
    expect(planeDistance(0, -2)).toBe(2);
    expect(planeDistance(0, 0)).toBe(0);
    for (const [dx, dy] of [
      [0.1, 0.2],
      [1e-7, 3e-5],
      [12.5, -8.5],
    ])
      expect(planeDistance(dx!, dy!)).toBeCloseTo(Math.hypot(dx!, dy!), 12);
  });

  it('answers an empty view and an empty index', () => {
    expect(index.view({ ouest: -30, sud: 10, est: -20, nord: 20 }, 6)).toEqual({
      total: 0,
      clusters: [],
      markerIds: [],
    });
    expect(new PositionIndex([]).view(france, 5)).toEqual({ total: 0, clusters: [], markerIds: [] });
  });
});
