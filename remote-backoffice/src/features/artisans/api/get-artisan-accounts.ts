// GET /api/user?role=ROLE_ARTISAN&libre=1&artisanId: the accounts an artisan can belong to, for the artisan form's
// select: the ROLE_ARTISAN accounts no artisan uses, and the edited artisan's own (issue 22).
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchFreeUsers } from '@annuaire/shared/client/users';
import { adminQuery } from '../../../api/admin-query';

export { fetchFreeUsers };

/** Under usersByRole('ROLE_ARTISAN'): every write to an account or an artisan's owner refreshes it. */
export const artisanAccountsQuery = (artisanId: number | null) =>
  adminQuery([...queryKeys.usersByRole('ROLE_ARTISAN'), 'libres', artisanId] as const, () =>
    fetchFreeUsers('ROLE_ARTISAN', artisanId ?? undefined),
  );

export function useArtisanAccounts(artisanId: number | null) {
  return useQuery(artisanAccountsQuery(artisanId));
}
