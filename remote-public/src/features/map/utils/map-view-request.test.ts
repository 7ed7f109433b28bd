import { NO_MAP_FILTERS } from './map-query';
import { boxAround, pointBox, viewBox, viewFilters, viewZoom } from './map-view-request';

const TULLE = { latitude: 45.2667, longitude: 1.7667 };

describe('viewBox', () => {
  it('names the box as the API does, rounded to five decimals', () => {
    expect(viewBox({ west: 1.2999999, south: 45.0000012, east: 1.8000004, north: 45.3 })).toEqual({
      ouest: 1.3,
      sud: 45,
      est: 1.8,
      nord: 45.3,
    });
  });

  it('stops at the edges of the world, which a zoomed-out wide screen crosses', () => {
    expect(viewBox({ west: -250.5, south: -89.9, east: 310, north: 89.9 })).toEqual({
      ouest: -180,
      sud: -89.9,
      est: 180,
      nord: 89.9,
    });
  });
});

describe('viewZoom', () => {
  it('is the zoom’s whole level, within the API’s range', () => {
    expect(viewZoom(9.7)).toBe(9);
    expect(viewZoom(11.9999999)).toBe(12);
    expect(viewZoom(-1)).toBe(0);
    expect(viewZoom(24)).toBe(22);
  });
});

describe('viewFilters', () => {
  it('sends nothing without a trade or a filter, the point included', () => {
    expect(viewFilters(null, NO_MAP_FILTERS, TULLE)).toEqual({});
  });

  it('sends the trade and every filter set, under the API’s names, the point only with couvre', () => {
    expect(
      viewFilters(
        2,
        { couvre: true, noteMin: 4, avecAvis: true, rge: true, urgence: true, dispo: 7 },
        { latitude: 45.266712, longitude: 1.766734 },
      ),
    ).toEqual({
      metier: 2,
      noteMin: 4,
      avecAvis: '1',
      rge: '1',
      urgence: '1',
      dispo: 7,
      couvre: '1',
      lat: 45.26671,
      lon: 1.76673,
    });
    expect(viewFilters(2, { ...NO_MAP_FILTERS, rge: true }, TULLE)).toEqual({ metier: 2, rge: '1' });
  });
});

describe('pointBox and boxAround', () => {
  it('hold the point alone, or every place 100 km around it', () => {
    expect(pointBox(TULLE)).toEqual({ ouest: 1.7667, sud: 45.2667, est: 1.7667, nord: 45.2667 });
    const box = boxAround(TULLE);
    expect((box.ouest + box.est) / 2).toBeCloseTo(TULLE.longitude, 4);
    expect((box.sud + box.nord) / 2).toBeCloseTo(TULLE.latitude, 4);
    // 100 km north and south: 0,9° of latitude; east and west, more degrees of longitude at 45° north.
    expect(box.nord - box.sud).toBeCloseTo(1.8, 1);
    expect(box.est - box.ouest).toBeCloseTo(2.54, 1);
  });
});
