// DELETE /api/user/{id}: refused for one's own account and for an account that still owns an artisan.
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteUser } from '@annuaire/shared/client/users';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { deleteUser };

export function useDeleteUser() {
  return useInvalidatingMutation(
    (id: number) => deleteUser(id),
    () => [queryKeys.users()],
  );
}
