// GET /api/specialite/usage (admin): how many artisans have each trade, so that the list says it and the
// confirmation before a deletion says whether the trade can be deleted (issue 22). Under the trades' key: a trade
// written or deleted asks for it again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchSpecialiteUsage } from '@annuaire/shared/client/specialites';
import { adminQuery } from '../../../api/admin-query';

export { fetchSpecialiteUsage };

export const specialiteUsageQuery = adminQuery([...queryKeys.specialites(), 'usage'] as const, async () => {
  const usage = await fetchSpecialiteUsage();
  return new Map(usage.map((row) => [row.specialiteId, row.artisans]));
});

export function useSpecialiteUsage() {
  return useQuery(specialiteUsageQuery);
}
