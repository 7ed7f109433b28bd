import { EARTH_RADIUS_KM, coversPoint, distanceToPoint, haversineKm } from './coverage';

const BRIVE = { latitude: 45.1589, longitude: 1.5333 };
const TULLE = { latitude: 45.2667, longitude: 1.7667 };

/** The point `km` due north of `from` (a meridian is a great circle: the distance is the angle times the radius). */
function northOf(from: { latitude: number; longitude: number }, km: number) {
  return { latitude: from.latitude + ((km / EARTH_RADIUS_KM) * 180) / Math.PI, longitude: from.longitude };
}

describe('haversineKm', () => {
  it('gives the great-circle distance with an earth radius of 6371 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      9,
    );
    expect(haversineKm(BRIVE, TULLE)).toBeCloseTo(21.86, 2);
    // Paris – London.
    expect(
      haversineKm({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 51.5074, longitude: -0.1278 }),
    ).toBeCloseTo(343.56, 2);
    expect(haversineKm(BRIVE, northOf(BRIVE, 20))).toBeCloseTo(20, 9);
  });

  it('is 0 from a point to itself and the same both ways', () => {
    expect(haversineKm(TULLE, TULLE)).toBe(0);
    expect(haversineKm(TULLE, BRIVE)).toBe(haversineKm(BRIVE, TULLE));
  });

  it('stays defined at the antipodes (half the circumference)', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
    expect(haversineKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).not.toBeNaN();
  });
});

describe('coversPoint', () => {
  const artisan = (rayonActivite: number, position = BRIVE) => ({ ...position, rayonActivite });

  it('keeps an artisan whose radius reaches the point, and no other', () => {
    expect(coversPoint(artisan(30), TULLE)).toBe(true);
    expect(coversPoint(artisan(20), TULLE)).toBe(false);
    expect(coversPoint(artisan(0), BRIVE)).toBe(true);
  });

  it('includes the boundary: a point exactly at the radius is covered', () => {
    const distance = haversineKm(TULLE, BRIVE);
    expect(coversPoint(artisan(distance), TULLE)).toBe(true);
    expect(coversPoint(artisan(distance - 1e-9), TULLE)).toBe(false);
    // 20 km due north, a 20 km radius (the integer radius of the contract).
    const point = northOf(BRIVE, 20);
    expect(haversineKm(point, BRIVE)).toBeLessThanOrEqual(20);
    expect(coversPoint(artisan(20), point)).toBe(true);
    expect(coversPoint(artisan(19), point)).toBe(false);
  });

  it('never keeps an artisan without a position', () => {
    for (const position of [
      { latitude: null, longitude: null },
      { latitude: 45.16, longitude: null },
      { latitude: undefined, longitude: 1.53 },
    ]) {
      expect(coversPoint({ ...position, rayonActivite: 100 }, BRIVE)).toBe(false);
      expect(distanceToPoint({ ...position, rayonActivite: 100 }, BRIVE)).toBeNull();
    }
  });

  it('measures the artisan from the point', () => {
    expect(distanceToPoint(artisan(20), TULLE)).toBe(haversineKm(TULLE, BRIVE));
  });
});
