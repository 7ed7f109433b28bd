// GET /api/artisan/details/artisan/{id}: the main image, description, work images and norms of one artisan.
// The public artisan page reads the same key: what the editor writes invalidates it (use-artisan-write.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getArtisanDetails = fetchArtisanDetails;

export function artisanDetailsQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanDetails(artisanId),
    queryFn: () => getArtisanDetails(artisanId),
    // Asked again each time the editor opens: its form starts from what the server holds, not from what another
    // page cached.
    staleTime: 0,
  });
}

export function useArtisanDetailsQuery(artisanId: number) {
  return useQuery(artisanDetailsQuery(artisanId));
}
