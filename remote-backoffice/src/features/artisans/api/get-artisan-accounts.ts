// GET /api/user?role=ROLE_ARTISAN: the accounts an artisan can belong to, for the artisan form's select.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchUsers } from '@annuaire/shared/client/users';
import { adminQuery } from '../../../api/admin-query';

export { fetchUsers };

export const artisanAccountsQuery = adminQuery(queryKeys.usersByRole('ROLE_ARTISAN'), () =>
  fetchUsers('ROLE_ARTISAN'),
);

export function useArtisanAccounts() {
  return useQuery(artisanAccountsQuery);
}
