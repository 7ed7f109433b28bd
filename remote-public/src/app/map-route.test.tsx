import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { fetchMapView, fetchMapViewArtisans } from '@annuaire/shared/client/artisans';
import { getMapStyleUrl } from '../features/map/api/get-map-style-url';
import { loadMaplibre } from '../features/map/utils/load-maplibre';
import { mapRoutes } from './routes';

jest.mock('@annuaire/shared/client/artisans', () => ({
  fetchMapView: jest.fn(),
  fetchMapViewArtisans: jest.fn(),
}));
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn(async () => []) }));
jest.mock('../features/map/api/get-map-style-url', () => ({ getMapStyleUrl: jest.fn(async () => null) }));
jest.mock('../features/map/utils/load-maplibre', () => ({
  loadMaplibre: jest.fn(() => Promise.resolve({})),
}));
jest.mock('../features/map/components/map-page', () => ({ MapPage: () => <h1>Page carte</h1> }));

// What the map's route prefetches: the style's request (the runtime config first), never the artisans, which the map
// asks for per view once it knows its box.
const prefetchMapStyle = jest.mocked(getMapStyleUrl);

describe('mapRoutes', () => {
  it('serves /map with a lazy page that starts the style and the map library at once, not the artisans', async () => {
    expect(mapRoutes.map((route) => route.path)).toEqual(['/map']);
    const { Component } = mapRoutes[0];
    render(
      <MemoryRouter>
        <Suspense fallback="...">
          <Component />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Page carte' })).toBeInTheDocument();
    expect(prefetchMapStyle).toHaveBeenCalledTimes(1);
    expect(fetchMapView).not.toHaveBeenCalled();
    expect(fetchMapViewArtisans).not.toHaveBeenCalled();
    expect(loadMaplibre).toHaveBeenCalledTimes(1);
  });
});
