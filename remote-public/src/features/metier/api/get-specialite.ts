// GET /api/specialite/{id}: the trade of a trade page (its name for the title, the breadcrumb and the meta tags).
import { queryOptions } from '@tanstack/react-query';
import { fetchSpecialite } from '@annuaire/shared/client/specialites';
import { queryKeys } from '@annuaire/shared/query/keys';
import { usePageQuery } from '../../../hooks/use-page-query';

export { fetchSpecialite };

export function specialiteQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.specialite(id), queryFn: () => fetchSpecialite(id) });
}

/** No request for a null id (a path the page already knows is wrong). */
export function useSpecialite(id: number | null) {
  return usePageQuery(id, specialiteQuery);
}
