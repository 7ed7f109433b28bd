// GET /api/particulier?page&q: one page of particuliers whose nom and prénom hold every word of the search, for the
// back office's list (under the key an addition invalidates). A search still being typed keeps the previous rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@annuaire/shared/query/keys';
import { fetchParticuliersPage } from '@annuaire/shared/client/particuliers';
import { adminQuery } from '../../../api/admin-query';

export { fetchParticuliersPage };

export function particuliersPageQuery(params: { page: number; q: string }) {
  return adminQuery(queryKeys.particuliersPage(params), () => fetchParticuliersPage(params));
}

export function useParticuliersPage(params: { page: number; q: string }) {
  return useQuery({ ...particuliersPageQuery(params), placeholderData: keepPreviousData });
}
