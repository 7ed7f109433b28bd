import { configureApi } from './http';
import { fetchArtisansBySpecialitePage, fetchMapView, fetchMapViewArtisans } from './artisans';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ items: [], total: 0, page: 1, size: 10, pageCount: 1 }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({});
});

const sent = () => new URL(fetchMock.mock.calls.at(-1)![0].url);

describe('fetchArtisansBySpecialitePage', () => {
  it('sends only page 1 without filters', async () => {
    await fetchArtisansBySpecialitePage(3);
    expect(sent().pathname).toBe('/api/artisan/artisans-specialite/3');
    expect([...sent().searchParams]).toEqual([['page', '1']]);
  });

  it('sends every filter of the trade page, « Dépannage en urgence » and « Disponible sous » included', async () => {
    await fetchArtisansBySpecialitePage(3, {
      page: 2,
      size: 10,
      lat: 45.27,
      lon: 1.77,
      tri: 'distance',
      couvre: '1',
      noteMin: 4,
      avecAvis: '1',
      rge: '1',
      urgence: '1',
      dispo: 7,
    });
    expect(Object.fromEntries(sent().searchParams)).toEqual({
      page: '2',
      size: '10',
      lat: '45.27',
      lon: '1.77',
      tri: 'distance',
      couvre: '1',
      noteMin: '4',
      avecAvis: '1',
      rge: '1',
      urgence: '1',
      dispo: '7',
    });
  });
});

describe('the map view and its list', () => {
  it('send the box, the zoom and the filters set, never an unset one', async () => {
    await fetchMapView({
      ouest: 1,
      sud: 45,
      est: 2,
      nord: 46,
      zoom: 9.5,
      metier: 3,
      rge: '1',
      noteMin: undefined,
    });
    expect(sent().pathname).toBe('/api/artisan/map/vue');
    expect(Object.fromEntries(sent().searchParams)).toEqual({
      ouest: '1',
      sud: '45',
      est: '2',
      nord: '46',
      zoom: '9.5',
      metier: '3',
      rge: '1',
    });
    await fetchMapViewArtisans({
      ouest: 1,
      sud: 45,
      est: 2,
      nord: 46,
      page: 2,
      couvre: '1',
      lat: 45.5,
      lon: 1.5,
    });
    expect(sent().pathname).toBe('/api/artisan/map/vue/artisans');
    expect(Object.fromEntries(sent().searchParams)).toEqual({
      ouest: '1',
      sud: '45',
      est: '2',
      nord: '46',
      page: '2',
      couvre: '1',
      lat: '45.5',
      lon: '1.5',
    });
  });
});
