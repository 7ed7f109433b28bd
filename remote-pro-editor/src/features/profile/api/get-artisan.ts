// GET /api/artisan/{id}: the profile as the public sees it (company, address, SIRET, trades, experience, radius).
// The public artisan page reads the same key: what the editor writes invalidates it (use-artisan-write.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getArtisan = fetchArtisan;

export function artisanQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisan(artisanId),
    queryFn: () => getArtisan(artisanId),
    // Asked again each time the editor opens: its form starts from what the server holds, not from what another
    // page cached.
    staleTime: 0,
  });
}

export function useArtisanQuery(artisanId: number) {
  return useQuery(artisanQuery(artisanId));
}
