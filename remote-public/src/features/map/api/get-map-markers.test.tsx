import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { mapMarkersQuery, useMapMarkers } from './get-map-markers';

jest.mock('@annuaire/shared/client/artisans', () => ({ fetchArtisanMarkers: jest.fn() }));

function withClient(client = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('map markers', () => {
  beforeEach(() => jest.mocked(fetchArtisanMarkers).mockReset());

  it('gives the page the markers prefetched by the route, without a second request', async () => {
    jest.mocked(fetchArtisanMarkers).mockResolvedValue([]);
    const client = createQueryClient();
    void client.prefetchQuery(mapMarkersQuery);
    void client.prefetchQuery(mapMarkersQuery);
    const { result } = renderHook(() => useMapMarkers(), { wrapper: withClient(client) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(fetchArtisanMarkers).toHaveBeenCalledTimes(1);
    expect(fetchArtisanMarkers).toHaveBeenCalledWith();
  });

  it('passes a failure on to the page', async () => {
    jest.mocked(fetchArtisanMarkers).mockRejectedValue(new Error('500'));
    const { result } = renderHook(() => useMapMarkers(), { wrapper: withClient() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('500'));
  });
});
