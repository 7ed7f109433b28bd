// GET /api/particulier: every particulier, for the back office's list (and invalidated by an addition).
import { queryKeys } from '@annuaire/shared/query/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParticuliers } from '@annuaire/shared/client/particuliers';

export const particuliersQuery = queryOptions({
  queryKey: queryKeys.particuliers(),
  queryFn: () => fetchParticuliers(),
  // Other administrators write too: what is cached is shown, and asked for again at each visit.
  staleTime: 0,
});

export function useParticuliers() {
  return useQuery(particuliersQuery);
}
