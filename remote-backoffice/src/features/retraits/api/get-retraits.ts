// GET /api/registres/retraits (admin): one page of the requests to withdraw a listing (RGPD article 21), newest first,
// all of them or those of one status. While the next page or status loads, the last one stays on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRetraits } from '@annuaire/shared/client/retraits';
import type { RetraitListQuery } from '@annuaire/shared/contract/retrait';
import { queryKeys } from '@annuaire/shared/query/keys';
import { adminQuery } from '../../../api/admin-query';

export { fetchRetraits };

export const retraitsPageQuery = (query: RetraitListQuery) =>
  adminQuery(queryKeys.retraitsPage(query), () => fetchRetraits(query));

export function useRetraits(query: RetraitListQuery) {
  return useQuery({ ...retraitsPageQuery(query), placeholderData: keepPreviousData });
}
