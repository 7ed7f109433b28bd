// PUT /api/user/{id}: an admin's edit of any account (the password only when given).
import { queryKeys } from '@annuaire/shared/query/keys';
import { updateUser } from '@annuaire/shared/client/users';
import type { UserUpdate } from '@annuaire/shared/contract/user';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { updateUser };

export function useUpdateUser() {
  return useInvalidatingMutation(
    ({ id, user }: { id: number; user: UserUpdate }) => updateUser(id, user),
    () => [queryKeys.users()],
  );
}
