import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import { getMapMarkers, prefetchMapMarkers } from './get-map-markers';

jest.mock('@annuaire/shared/client/artisans', () => ({ fetchArtisanMarkers: jest.fn() }));

describe('map markers', () => {
  it('gives the prefetched request to the first taker only', async () => {
    jest.mocked(fetchArtisanMarkers).mockResolvedValue([]);
    prefetchMapMarkers();
    prefetchMapMarkers();
    await getMapMarkers();
    expect(fetchArtisanMarkers).toHaveBeenCalledTimes(1);
    await getMapMarkers();
    expect(fetchArtisanMarkers).toHaveBeenCalledTimes(2);
  });

  it('passes a failure on to the taker', async () => {
    jest.mocked(fetchArtisanMarkers).mockRejectedValue(new Error('500'));
    prefetchMapMarkers();
    await expect(getMapMarkers()).rejects.toThrow('500');
  });
});
