import { createQueryClient } from '@annuaire/shared/query/query-client';
import { getMapStyle, mapStyleQuery } from './get-map-style';
import { getMapStyleUrl } from './get-map-style-url';
import { getTileStyle } from './get-tile-style';

jest.mock('./get-map-style-url', () => ({ getMapStyleUrl: jest.fn() }));
jest.mock('./get-tile-style', () => ({ getTileStyle: jest.fn() }));

const STYLE = { version: 8, sources: {}, layers: [] } as never;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('getMapStyle', () => {
  it('loads the configured tile style', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue('https://tuiles.exemple.fr/style.json');
    jest.mocked(getTileStyle).mockResolvedValue(STYLE);
    await expect(getMapStyle()).resolves.toBe(STYLE);
    expect(getTileStyle).toHaveBeenCalledWith('https://tuiles.exemple.fr/style.json', 8000);
  });

  it('gives null (the offline background) when no style is configured', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue(null);
    await expect(getMapStyle()).resolves.toBeNull();
    expect(getTileStyle).not.toHaveBeenCalled();
  });

  it('gives null and warns when the tile service fails', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue('https://tuiles.exemple.fr/style.json');
    jest.mocked(getTileStyle).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMapStyle()).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('is one query entry: prefetched by the route, read by the page', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue(null);
    const client = createQueryClient();
    void client.prefetchQuery(mapStyleQuery);
    await expect(client.fetchQuery(mapStyleQuery)).resolves.toBeNull();
    expect(getMapStyleUrl).toHaveBeenCalledTimes(1);
  });
});
