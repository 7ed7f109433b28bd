import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { artisansInView, boundsOf, viewAround } from './artisans-in-view';

function at(id: number, entrepriseNom: string, latitude: number, longitude: number): ArtisanMarker {
  return {
    id,
    entrepriseNom,
    latitude,
    longitude,
    anneeExperience: null,
    rayonActivite: 10,
    adresse: { rue: '', ville: '', codePostal: '', pays: 'France' },
    specialites: [],
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
  };
}

const bounds = { west: 1, south: 45, east: 2, north: 46 };
const centre = { latitude: 45.5, longitude: 1.5 };

describe('artisansInView', () => {
  it('keeps the artisans inside the view, edges included, nearest to the centre first', () => {
    const markers = [
      at(1, 'Loin', 45.9, 1.9),
      at(2, 'Dehors', 46.2, 1.5),
      at(3, 'Centre', 45.5, 1.5),
      at(4, 'Bord', 45, 1),
      at(5, 'Ouest', 45.5, 0.9),
    ];
    expect(artisansInView(markers, bounds, centre).map((m) => m.entrepriseNom)).toEqual([
      'Centre',
      'Loin',
      'Bord',
    ]);
  });

  it('orders artisans at the same distance by name', () => {
    const markers = [at(1, 'Zinguerie', 45.5, 1.5), at(2, 'Atelier', 45.5, 1.5)];
    expect(artisansInView(markers, bounds, centre).map((m) => m.id)).toEqual([2, 1]);
  });

  it('handles a view across the antimeridian', () => {
    const markers = [at(1, 'Est', 0, 179.5), at(2, 'Ouest', 0, -179.5), at(3, 'Loin', 0, 0)];
    const wrapped = artisansInView(
      markers,
      { west: 179, south: -1, east: -179, north: 1 },
      { latitude: 0, longitude: 180 },
    );
    expect(wrapped.map((m) => m.id).sort()).toEqual([1, 2]);
  });
});

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
