// POST /api/specialite: a new trade; the trade list (shared with the header, the home page, /metiers and the map) is
// asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { createSpecialite } from '@annuaire/shared/client/specialites';
import type { SpecialiteInput } from '@annuaire/shared/contract/specialite';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { createSpecialite };

export function useCreateSpecialite() {
  return useInvalidatingMutation(
    (input: SpecialiteInput) => createSpecialite(input),
    () => [queryKeys.specialites()],
  );
}
