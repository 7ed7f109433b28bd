import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { haversineKm } from '@annuaire/shared/domain/coverage';
import { matchesMapFilters, matchesTradeAndFilters } from './map-filters';
import { NO_MAP_FILTERS, type MapFilters, type MapPosition } from './map-query';

const TULLE = { latitude: 45.2667, longitude: 1.7667 };
const BRIVE = { latitude: 45.1589, longitude: 1.5333 };

function marker(
  id: number,
  {
    rayonActivite = 30,
    position = BRIVE,
    moyenne = 0,
    nombreAvis = 0,
    rge = false,
    depannageUrgence = false,
    disponibleSousJours = null as number | null,
  } = {},
): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    ...position,
    anneeExperience: null,
    rayonActivite,
    adresse: { rue: '', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites: [2],
    moyenne,
    nombreAvis,
    rge,
    positionApprochee: false,
    geree: true,
    depannageUrgence,
    disponibleSousJours,
  };
}

const filters = (on: Partial<MapFilters>): MapFilters => ({ ...NO_MAP_FILTERS, ...on });
const ids = (markers: readonly ArtisanMarker[]) => markers.map((m) => m.id);
/** The markers the filters keep, in their order. */
const keptBy = (markers: readonly ArtisanMarker[], on: MapFilters, point: MapPosition | null) =>
  markers.filter((marker) => matchesMapFilters(marker, on, point));

// Brive – Tulle: 21,86 km.
const MARKERS = [
  marker(1, { rayonActivite: 30, moyenne: 4.5, nombreAvis: 6, rge: true }),
  marker(2, { rayonActivite: 20, moyenne: 3, nombreAvis: 2 }),
  marker(3, { rayonActivite: 5, position: TULLE, rge: true }),
  marker(4, {
    rayonActivite: 100,
    position: { latitude: 48.85, longitude: 2.35 },
    moyenne: 5,
    nombreAvis: 1,
  }),
];

describe('matchesMapFilters', () => {
  it('keeps every marker, in its order, when no filter is on (a point or not)', () => {
    expect(ids(keptBy(MARKERS, NO_MAP_FILTERS, TULLE))).toEqual([1, 2, 3, 4]);
    expect(ids(keptBy(MARKERS, NO_MAP_FILTERS, null))).toEqual([1, 2, 3, 4]);
  });

  it('rge keeps the artisans with an RGE qualification valid today', () => {
    expect(ids(keptBy(MARKERS, filters({ rge: true }), null))).toEqual([1, 3]);
  });

  it('urgence keeps the artisans offering the emergency service', () => {
    const markers = [marker(1, { depannageUrgence: true }), marker(2)];
    expect(keptBy(markers, { ...NO_MAP_FILTERS, urgence: true }, null).map((m) => m.id)).toEqual([1]);
  });

  it('dispo keeps the artisans available within that many days, never one without an availability', () => {
    const markers = [
      marker(1, { disponibleSousJours: 3 }),
      marker(2, { disponibleSousJours: 7 }),
      marker(3, { disponibleSousJours: 8 }),
      marker(4),
    ];
    expect(keptBy(markers, { ...NO_MAP_FILTERS, dispo: 7 }, null).map((m) => m.id)).toEqual([1, 2]);
    expect(keptBy(markers, { ...NO_MAP_FILTERS, dispo: 3 }, null).map((m) => m.id)).toEqual([1]);
  });

  it('avecAvis keeps the artisans with at least one published review', () => {
    expect(ids(keptBy(MARKERS, filters({ avecAvis: true }), null))).toEqual([1, 2, 4]);
  });

  it('noteMin keeps the averages from the note up, never an artisan without reviews', () => {
    expect(ids(keptBy(MARKERS, filters({ noteMin: 3 }), null))).toEqual([1, 2, 4]);
    expect(ids(keptBy(MARKERS, filters({ noteMin: 4 }), null))).toEqual([1, 4]);
    expect(ids(keptBy(MARKERS, filters({ noteMin: 5 }), null))).toEqual([4]);
    // An average of 0 without reviews is no « 1 et plus » either; an average at the note is kept.
    expect(matchesMapFilters(marker(5), filters({ noteMin: 1 }), null)).toBe(false);
    expect(matchesMapFilters(marker(6, { moyenne: 0, nombreAvis: 3 }), filters({ noteMin: 1 }), null)).toBe(
      false,
    );
    expect(matchesMapFilters(marker(7, { moyenne: 4, nombreAvis: 1 }), filters({ noteMin: 4 }), null)).toBe(
      true,
    );
    expect(
      matchesMapFilters(marker(8, { moyenne: 3.99, nombreAvis: 1 }), filters({ noteMin: 4 }), null),
    ).toBe(false);
  });

  it('couvre keeps the markers whose radius covers the point, and means nothing without a point', () => {
    expect(ids(keptBy(MARKERS, filters({ couvre: true }), TULLE))).toEqual([1, 3]);
    expect(ids(keptBy(MARKERS, filters({ couvre: true }), null))).toEqual([1, 2, 3, 4]);
  });

  it('keeps an artisan exactly at its radius from the point, and leaves out one without a position', () => {
    const distance = haversineKm(TULLE, BRIVE);
    const atBoundary = marker(5, { rayonActivite: distance });
    const justShort = marker(6, { rayonActivite: distance - 1e-9 });
    const noPosition = { ...marker(7, { rayonActivite: 100 }), latitude: null, longitude: null };
    expect(ids(keptBy([atBoundary, justShort], filters({ couvre: true }), TULLE))).toEqual([5]);
    expect(matchesMapFilters(noPosition, filters({ couvre: true }), TULLE)).toBe(false);
  });

  it('keeps only the markers that every filter on keeps', () => {
    expect(ids(keptBy(MARKERS, filters({ rge: true, avecAvis: true }), null))).toEqual([1]);
    expect(ids(keptBy(MARKERS, filters({ couvre: true, noteMin: 4 }), TULLE))).toEqual([1]);
    expect(keptBy(MARKERS, filters({ couvre: true, noteMin: 5, avecAvis: true, rge: true }), TULLE)).toEqual(
      [],
    );
  });
});

describe('matchesTradeAndFilters', () => {
  it('keeps a marker of the trade, or of any trade without one, that the filters keep', () => {
    const [rgePlumber, plumber] = MARKERS;
    expect(matchesTradeAndFilters(plumber, null, NO_MAP_FILTERS, null)).toBe(true);
    expect(matchesTradeAndFilters(plumber, 2, NO_MAP_FILTERS, null)).toBe(true);
    expect(matchesTradeAndFilters(plumber, 3, NO_MAP_FILTERS, null)).toBe(false);
    expect(matchesTradeAndFilters(plumber, 2, filters({ rge: true }), null)).toBe(false);
    expect(matchesTradeAndFilters(rgePlumber, 2, filters({ rge: true }), null)).toBe(true);
  });
});
