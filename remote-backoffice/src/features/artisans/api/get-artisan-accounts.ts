// The accounts an artisan can belong to, for the artisan form's owner combobox: one page of the ROLE_ARTISAN accounts
// no artisan uses (and the edited artisan's own) whose e-mail or username contains the text typed
// (GET /api/user?role=ROLE_ARTISAN&libre=1&artisanId&page&size&q), never the whole list; and the current owner read
// by its id (GET /api/user/{id}), so that the form names it without listing anything.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFreeUsersPage, fetchUser } from '@annuaire/shared/client/users';
import { FREE_ACCOUNT_CHOICES } from '@annuaire/shared/contract/user';
import { queryKeys } from '@annuaire/shared/query/keys';
import { adminQuery } from '../../../api/admin-query';

export { FREE_ACCOUNT_CHOICES };

/** Under usersByRole('ROLE_ARTISAN'): every write to an account or to an artisan's owner refreshes it. */
export const freeAccountsQuery = (q: string, artisanId: number | null) =>
  adminQuery(queryKeys.freeUsersPage('ROLE_ARTISAN', { q, artisanId }), () =>
    fetchFreeUsersPage('ROLE_ARTISAN', {
      q,
      page: 1,
      size: FREE_ACCOUNT_CHOICES,
      ...(artisanId === null ? {} : { artisanId }),
    }),
  );

/** The free accounts for `q`, asked only while `enabled` (the combobox open); the last answer stays meanwhile. */
export function useFreeAccounts(q: string, artisanId: number | null, enabled: boolean) {
  return useQuery({ ...freeAccountsQuery(q, artisanId), enabled, placeholderData: keepPreviousData });
}

export const ownerAccountQuery = (userId: number) =>
  adminQuery(queryKeys.user(userId), () => fetchUser(userId));

/** The account of `userId`, none asked when null (an artisan without an owner, the create form). */
export function useOwnerAccount(userId: number | null) {
  return useQuery({ ...ownerAccountQuery(userId ?? 0), enabled: userId !== null });
}
