// GET /api/demandes (admin): the artisans who received at least one request, with their total, their requests not
// yet handled and the date of the last one. Read by the back office's « Demandes » screen; a deletion invalidates it.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchDemandeCounts } from '@annuaire/shared/client/demandes';
import { adminQuery } from '../../../api/admin-query';

export { fetchDemandeCounts };

export const demandeCountsQuery = adminQuery(queryKeys.demandeCounts(), () => fetchDemandeCounts());

export function useDemandeCounts() {
  return useQuery(demandeCountsQuery);
}
