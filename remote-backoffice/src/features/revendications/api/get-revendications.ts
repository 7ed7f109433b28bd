// GET /api/revendications (admin): one page of the claims of listings, newest first, all or of one status. While the
// next page or status loads, the last one stays on screen. A claim's document is read by a plain link to
// GET /api/revendications/{id}/documents/{documentId} (the session's cookie goes with it): its address is here too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRevendications, revendicationDocumentUrl } from '@annuaire/shared/client/revendications';
import type { RevendicationListQuery } from '@annuaire/shared/contract/revendication';
import { queryKeys } from '@annuaire/shared/query/keys';
import { adminQuery } from '../../../api/admin-query';

export { revendicationDocumentUrl };

export const revendicationsPageQuery = (query: RevendicationListQuery) =>
  adminQuery(queryKeys.revendicationsPage(query), () => fetchRevendications(query));

export function useRevendications(query: RevendicationListQuery) {
  return useQuery({ ...revendicationsPageQuery(query), placeholderData: keepPreviousData });
}
