import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import { getMapStyleUrl } from '../features/map/api/get-map-style-url';
import { loadMaplibre } from '../features/map/utils/load-maplibre';
import { mapRoutes } from './routes';

jest.mock('@annuaire/shared/client/artisans', () => ({ fetchArtisanMarkers: jest.fn(async () => []) }));
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn(async () => []) }));
jest.mock('../features/map/api/get-map-style-url', () => ({ getMapStyleUrl: jest.fn(async () => null) }));
jest.mock('../features/map/utils/load-maplibre', () => ({
  loadMaplibre: jest.fn(() => Promise.resolve({})),
}));
jest.mock('../features/map/components/map-page', () => ({ MapPage: () => <h1>Page carte</h1> }));

// What the map's route prefetches: the markers request and the style's (the runtime config first).
const prefetchMapMarkers = jest.mocked(fetchArtisanMarkers);
const prefetchMapStyle = jest.mocked(getMapStyleUrl);

describe('mapRoutes', () => {
  it('serves /map with a lazy page that starts the markers, the style and the map library at once', async () => {
    expect(mapRoutes.map((route) => route.path)).toEqual(['/map']);
    expect(prefetchMapMarkers).not.toHaveBeenCalled();
    const { Component } = mapRoutes[0];
    render(
      <MemoryRouter>
        <Suspense fallback="...">
          <Component />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Page carte' })).toBeInTheDocument();
    expect(prefetchMapMarkers).toHaveBeenCalledTimes(1);
    expect(prefetchMapStyle).toHaveBeenCalledTimes(1);
    expect(loadMaplibre).toHaveBeenCalledTimes(1);
  });
});
