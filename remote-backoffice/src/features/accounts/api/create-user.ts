// POST /api/user: a new account; the account lists (every role) are asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { createUser } from '@annuaire/shared/client/users';
import type { UserCreate } from '@annuaire/shared/contract/user';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { createUser };

export function useCreateUser() {
  return useInvalidatingMutation(
    (user: UserCreate) => createUser(user),
    () => [queryKeys.users()],
  );
}
