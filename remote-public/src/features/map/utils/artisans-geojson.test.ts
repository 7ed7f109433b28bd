import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { filterByTrade, toFeatureCollection } from './artisans-geojson';

function marker(id: number, specialites: number[]): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    latitude: 45 + id / 100,
    longitude: 1 + id / 100,
    anneeExperience: null,
    rayonActivite: 10,
    adresse: { rue: '', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites,
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
  };
}

describe('filterByTrade', () => {
  const markers = [marker(1, [2, 5]), marker(2, []), marker(3, [5])];

  it('keeps only the artisans whose specialites include the trade', () => {
    expect(filterByTrade(markers, 5).map((m) => m.id)).toEqual([1, 3]);
    expect(filterByTrade(markers, 9)).toEqual([]);
  });

  it('keeps everyone without a trade', () => {
    expect(filterByTrade(markers, null).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('toFeatureCollection', () => {
  it('makes one point per artisan at [longitude, latitude], carrying only its id', () => {
    expect(toFeatureCollection([marker(4, [1])])).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 4,
          properties: { id: 4 },
          geometry: { type: 'Point', coordinates: [1.04, 45.04] },
        },
      ],
    });
  });
});
