import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { abbreviateCount, toFeatureCollection } from './artisans-geojson';

function marker(id: number): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    latitude: 45 + id / 100,
    longitude: 1 + id / 100,
    anneeExperience: null,
    rayonActivite: 10,
    adresse: { rue: '', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites: [1],
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
  };
}

describe('toFeatureCollection', () => {
  it('makes one point per cluster, with the counts and the zoom that opens it, and one per marker with its id', () => {
    expect(
      toFeatureCollection({
        clusters: [{ count: 1234, lat: 45.5, lon: 1.5, expansionZoom: 9 }],
        markers: [marker(4)],
      }),
    ).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { point_count: 1234, point_count_abbreviated: '1.2k', expansionZoom: 9 },
          geometry: { type: 'Point', coordinates: [1.5, 45.5] },
        },
        {
          type: 'Feature',
          id: 4,
          properties: { id: 4 },
          geometry: { type: 'Point', coordinates: [1.04, 45.04] },
        },
      ],
    });
  });

  it('is empty for an empty view', () => {
    expect(toFeatureCollection({ clusters: [], markers: [] }).features).toEqual([]);
  });
});

describe('abbreviateCount', () => {
  it('writes the counts as maplibre’s clustering did', () => {
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1250)).toBe('1.3k');
    expect(abbreviateCount(12_345)).toBe('12k');
  });
});
