import { DEFAULT_MAP_STYLE_URL, getMapStyleUrl } from './get-map-style-url';

const fetchMock = jest.fn();

beforeEach(() => {
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('getMapStyleUrl', () => {
  it('reads mapStyleUrl from /runtime-config.json, never cached', async () => {
    answer({ apiPrefix: '/api', mapStyleUrl: '/tuiles/style.json' });
    await expect(getMapStyleUrl()).resolves.toBe('/tuiles/style.json');
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('gives null when the deployment chose the offline background', async () => {
    answer({ mapStyleUrl: null });
    await expect(getMapStyleUrl()).resolves.toBeNull();
  });

  it('falls back to the OpenStreetMap style when the config says nothing, is blank or cannot be read', async () => {
    answer({ apiPrefix: '/api' });
    await expect(getMapStyleUrl()).resolves.toBe(DEFAULT_MAP_STYLE_URL);
    answer({ mapStyleUrl: '  ' });
    await expect(getMapStyleUrl()).resolves.toBe(DEFAULT_MAP_STYLE_URL);
    answer({}, 500);
    await expect(getMapStyleUrl()).resolves.toBe(DEFAULT_MAP_STYLE_URL);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMapStyleUrl()).resolves.toBe(DEFAULT_MAP_STYLE_URL);
    expect(console.warn).toHaveBeenCalled();
    expect(DEFAULT_MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/liberty');
  });
});
