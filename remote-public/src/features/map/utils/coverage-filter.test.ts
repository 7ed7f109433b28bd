import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { haversineKm } from '@annuaire/shared/domain/coverage';
import { coverageAt, filterByCoverage } from './coverage-filter';

const TULLE = { latitude: 45.2667, longitude: 1.7667 };
const BRIVE = { latitude: 45.1589, longitude: 1.5333 };

function marker(id: number, rayonActivite: number, position = BRIVE): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    ...position,
    anneeExperience: null,
    rayonActivite,
    adresse: { rue: '', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites: [2],
  };
}

// Brive – Tulle: 21,86 km.
const MARKERS = [
  marker(1, 30),
  marker(2, 20),
  marker(3, 5, TULLE),
  marker(4, 100, { latitude: 48.85, longitude: 2.35 }),
];

describe('filterByCoverage', () => {
  it('keeps the markers whose radius covers the point, in their order', () => {
    expect(filterByCoverage(MARKERS, TULLE, true).map((m) => m.id)).toEqual([1, 3]);
  });

  it('keeps every marker when couvre is off or there is no point', () => {
    expect(filterByCoverage(MARKERS, TULLE, false).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(filterByCoverage(MARKERS, null, true).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps an artisan exactly at its radius from the point', () => {
    const distance = haversineKm(TULLE, BRIVE);
    const atBoundary = { ...marker(5, 0), rayonActivite: distance };
    const justShort = { ...marker(6, 0), rayonActivite: distance - 1e-9 };
    expect(filterByCoverage([atBoundary, justShort], TULLE, true).map((m) => m.id)).toEqual([5]);
  });

  it('leaves out an artisan without a position', () => {
    const noPosition = { id: 7, latitude: null, longitude: null, rayonActivite: 100 };
    expect(filterByCoverage([noPosition], TULLE, true)).toEqual([]);
    expect(coverageAt(noPosition, TULLE)).toBeNull();
  });
});

describe('coverageAt', () => {
  it('gives the distance to the point and whether the artisan comes there', () => {
    expect(coverageAt(marker(1, 30), TULLE)).toEqual({ distanceKm: haversineKm(TULLE, BRIVE), couvre: true });
    expect(coverageAt(marker(2, 20), TULLE)).toEqual({
      distanceKm: haversineKm(TULLE, BRIVE),
      couvre: false,
    });
    expect(coverageAt(marker(3, 5, TULLE), TULLE)).toEqual({ distanceKm: 0, couvre: true });
  });
});
