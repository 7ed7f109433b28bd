import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { haversineKm } from '@annuaire/shared/domain/coverage';
import { coverageAt } from './coverage-filter';

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
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
  };
}

describe('coverageAt', () => {
  it('gives the distance to the point and whether the artisan comes there', () => {
    expect(coverageAt(marker(1, 30), TULLE)).toEqual({ distanceKm: haversineKm(TULLE, BRIVE), couvre: true });
    expect(coverageAt(marker(2, 20), TULLE)).toEqual({
      distanceKm: haversineKm(TULLE, BRIVE),
      couvre: false,
    });
    expect(coverageAt(marker(3, 5, TULLE), TULLE)).toEqual({ distanceKm: 0, couvre: true });
  });

  it('has nothing to say of an artisan without a position', () => {
    expect(coverageAt({ latitude: null, longitude: null, rayonActivite: 100 }, TULLE)).toBeNull();
  });
});
