import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { prefetchMapMarkers } from './api/get-map-markers';
import { prefetchMapStyle } from './api/get-map-style';
import { mapRoutes } from './routes';
import { loadMaplibre } from './utils/load-maplibre';

jest.mock('./api/get-map-markers', () => ({ prefetchMapMarkers: jest.fn() }));
jest.mock('./api/get-map-style', () => ({ prefetchMapStyle: jest.fn() }));
jest.mock('./utils/load-maplibre', () => ({ loadMaplibre: jest.fn(() => Promise.resolve({})) }));
jest.mock('./components/map-page', () => ({ MapPage: () => <h1>Page carte</h1> }));

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
