// GET /api/artisan/details/artisan/{id}: the artisan's details (description, norms and work images), asked for
// together with the profile.
import { queryOptions } from '@tanstack/react-query';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { queryKeys } from '@annuaire/shared/query/keys';
import { usePageQuery } from '../../../hooks/use-page-query';

export { fetchArtisanDetails };

export function artisanDetailsQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.artisanDetails(id), queryFn: () => fetchArtisanDetails(id) });
}

/** No request for a null id. */
export function useArtisanDetails(id: number | null) {
  return usePageQuery(id, artisanDetailsQuery);
}
