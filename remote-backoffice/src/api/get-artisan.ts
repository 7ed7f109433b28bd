// GET /api/artisan/{id}: one artisan, for the details popup, the artisan form and the details screen. The key is
// the public profile's, so that an artisan write here reaches the public page's cache too.
import { queryKeys } from '@annuaire/shared/query/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisan } from '@annuaire/shared/client/artisans';

export const artisanQuery = (artisanId: number) =>
  queryOptions({ queryKey: queryKeys.artisan(artisanId), queryFn: () => fetchArtisan(artisanId) });

/** Other administrators write too: what is cached is shown, and asked for again. Waits while `artisanId` is null. */
export function useArtisan(artisanId: number | null) {
  return useQuery({ ...artisanQuery(artisanId ?? 0), staleTime: 0, enabled: artisanId !== null });
}
