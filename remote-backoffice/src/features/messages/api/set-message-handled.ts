// PUT /api/messages/{id} (admin): a received message marked handled (« Traité ») or waiting again. The messages
// and the home page's counts (under the same key) are asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { setMessageHandled } from '@annuaire/shared/client/messages';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { setMessageHandled };

export function useSetMessageHandled() {
  return useInvalidatingMutation(
    ({ id, traite }: { id: number; traite: boolean }) => setMessageHandled(id, { traite }),
    () => [queryKeys.messages()],
  );
}
