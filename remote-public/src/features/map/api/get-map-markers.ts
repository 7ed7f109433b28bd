// GET /api/artisan/map: every artisan as a compact marker, in one request; the page filters them by trade in the
// browser, so that choosing a trade is instant. The route's preload prefetches it while the map's code downloads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisanMarkers } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';

export { fetchArtisanMarkers };

export const mapMarkersQuery = queryOptions({
  queryKey: queryKeys.mapMarkers(),
  queryFn: () => fetchArtisanMarkers(),
});

export function useMapMarkers() {
  return useQuery(mapMarkersQuery);
}
