// GET /api/user: every account, for the back office's list (invalidated by every account write).
import { queryKeys } from '@annuaire/shared/query/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUsers } from '@annuaire/shared/client/users';

export const usersQuery = queryOptions({
  queryKey: queryKeys.users(),
  queryFn: () => fetchUsers(),
  // Other administrators write too: what is cached is shown, and asked for again at each visit.
  staleTime: 0,
});

export function useUsers() {
  return useQuery(usersQuery);
}
