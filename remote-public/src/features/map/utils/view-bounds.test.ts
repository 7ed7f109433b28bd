import { boundsOf, viewAround } from './view-bounds';

describe('viewAround', () => {
  it('is centred on the point and halves in size at each zoom level', () => {
    const at10 = viewAround({ latitude: 45, longitude: 1.5 }, 10);
    const at11 = viewAround({ latitude: 45, longitude: 1.5 }, 11);
    expect(at10.centre).toEqual({ latitude: 45, longitude: 1.5 });
    expect((at10.bounds.west + at10.bounds.east) / 2).toBeCloseTo(1.5);
    expect((at10.bounds.south + at10.bounds.north) / 2).toBeCloseTo(45);
    expect(at10.bounds.east - at10.bounds.west).toBeCloseTo(2 * (at11.bounds.east - at11.bounds.west));
    expect(at10.bounds.east - at10.bounds.west).toBeGreaterThan(1);
  });
});

describe('boundsOf', () => {
  it('holds every position, and is null for none', () => {
    expect(
      boundsOf([
        { latitude: 45.27, longitude: 1.77 },
        { latitude: 45.1, longitude: 1.9 },
        { latitude: 45.4, longitude: 1.5 },
      ]),
    ).toEqual({ west: 1.5, south: 45.1, east: 1.9, north: 45.4 });
    expect(boundsOf([])).toBeNull();
  });
});
