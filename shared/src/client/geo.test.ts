import { configureApi } from './http';
import { searchAddress } from './geo';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

const brive = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [1.5333, 45.1589] },
  properties: { id: '19031', label: 'Brive-la-Gaillarde', postcode: '19100', citycode: '19031' },
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  configureApi({});
});

describe('searchAddress', () => {
  it('asks GET /api/geo/search with the trimmed text and the limit, and returns the features', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ type: 'FeatureCollection', features: [brive] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(searchAddress('  brive ')).resolves.toEqual([brive]);
    const url = new URL(fetchMock.mock.calls[0]![0].url);
    expect(url.pathname).toBe('/api/geo/search');
    expect(url.searchParams.get('q')).toBe('brive');
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('sends no request under 3 non-blank characters', async () => {
    for (const q of ['', '   ', 'br', '  b r  ']) await expect(searchAddress(q)).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs a failure and returns an empty list', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Erreur"}', { status: 500 }));
    await expect(searchAddress('brive', 3)).resolves.toEqual([]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(searchAddress('brive')).resolves.toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
