// GET /api/user?page&q: one page of accounts whose e-mail or username contains the search, for the back office's
// list (under the key every account write invalidates). A search still being typed keeps the previous rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@annuaire/shared/query/keys';
import { fetchUsersPage } from '@annuaire/shared/client/users';
import { adminQuery } from '../../../api/admin-query';

export { fetchUsersPage };

export function usersPageQuery(params: { page: number; q: string }) {
  return adminQuery(queryKeys.usersPage(params), () => fetchUsersPage(params));
}

export function useUsersPage(params: { page: number; q: string }) {
  return useQuery({ ...usersPageQuery(params), placeholderData: keepPreviousData });
}
