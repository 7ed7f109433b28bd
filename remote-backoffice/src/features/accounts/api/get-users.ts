// GET /api/user: every account, for the back office's list (invalidated by every account write).
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchUsers } from '@annuaire/shared/client/users';
import { adminQuery } from '../../../api/admin-query';

export { fetchUsers };

export const usersQuery = adminQuery(queryKeys.users(), () => fetchUsers());

export function useUsers() {
  return useQuery(usersQuery);
}
