// POST /api/particulier: a new particulier; the list is asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { createParticulier } from '@annuaire/shared/client/particuliers';
import type { ParticulierInput } from '@annuaire/shared/contract/particulier';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { createParticulier };

export function useCreateParticulier() {
  return useInvalidatingMutation(
    (particulier: ParticulierInput) => createParticulier(particulier),
    () => [queryKeys.particuliers()],
  );
}
