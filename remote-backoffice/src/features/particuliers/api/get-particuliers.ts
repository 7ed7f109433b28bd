// GET /api/particulier: every particulier, for the back office's list (and invalidated by an addition).
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchParticuliers } from '@annuaire/shared/client/particuliers';
import { adminQuery } from '../../../api/admin-query';

export { fetchParticuliers };

export const particuliersQuery = adminQuery(queryKeys.particuliers(), () => fetchParticuliers());

export function useParticuliers() {
  return useQuery(particuliersQuery);
}
