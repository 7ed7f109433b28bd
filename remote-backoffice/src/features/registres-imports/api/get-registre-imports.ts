// GET /api/registres/imports?page (admin): one page of the importer's runs, newest first, paged by the API. While
// the next page loads, the last one stays on screen.
import { queryKeys } from '@annuaire/shared/query/keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRegistreImports } from '@annuaire/shared/client/registres-imports';
import { adminQuery } from '../../../api/admin-query';

export { fetchRegistreImports };

export const registreImportsQuery = (page: number) =>
  adminQuery(queryKeys.registreImportsPage(page), () => fetchRegistreImports(page));

export function useRegistreImports(page: number) {
  return useQuery({ ...registreImportsQuery(page), placeholderData: keepPreviousData });
}
