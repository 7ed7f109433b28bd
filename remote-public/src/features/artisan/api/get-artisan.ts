// GET /api/artisan/{id}: the public profile of the artisan page (contact details already filtered by the API, main
// image, trades, average and count of reviews).
import { queryOptions } from '@tanstack/react-query';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { queryKeys } from '@annuaire/shared/query/keys';
import { usePageQuery } from '../../../hooks/use-page-query';

export { fetchArtisan };

export function artisanQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.artisan(id), queryFn: () => fetchArtisan(id) });
}

/** No request for a null id (a path the page already knows is wrong). */
export function useArtisan(id: number | null) {
  return usePageQuery(id, artisanQuery);
}
