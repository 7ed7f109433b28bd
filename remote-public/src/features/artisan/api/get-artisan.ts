// GET /api/artisan/{id}: the public profile of the artisan page (contact details already filtered by the API, main
// image, trades, average and count of reviews).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';

export { fetchArtisan };

export function artisanQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.artisan(id), queryFn: () => fetchArtisan(id) });
}

/** No request for a null id (a path the page already knows is wrong). */
export function useArtisan(id: number | null) {
  return useQuery({ ...artisanQuery(id ?? 0), enabled: id !== null });
}
