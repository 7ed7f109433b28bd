// GET /api/artisan/details/artisan/{id}?expirees=1: the main image, description, work images, qualifications and
// insurances of one artisan, the expired ones included (the artisan themself sees them, with their warning; the
// public page does not). Its key is a child of queryKeys.artisanDetails, so what the editor writes invalidates both
// this list and the public page's (use-artisan-write.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getArtisanDetails = fetchArtisanDetails;

export function artisanDetailsQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanDetailsWithExpired(artisanId),
    queryFn: () => getArtisanDetails(artisanId, { withExpired: true }),
    // Asked again each time the editor opens: its form starts from what the server holds, not from what another
    // page cached.
    staleTime: 0,
  });
}

export function useArtisanDetailsQuery(artisanId: number) {
  return useQuery(artisanDetailsQuery(artisanId));
}
