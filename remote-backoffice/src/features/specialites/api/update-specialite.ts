// PUT /api/specialite/{id}: the trade's name and image; the trades, and the trade pages under them, are asked for
// again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { updateSpecialite } from '@annuaire/shared/client/specialites';
import type { SpecialiteInput } from '@annuaire/shared/contract/specialite';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { updateSpecialite };

export function useUpdateSpecialite() {
  return useInvalidatingMutation(
    ({ id, input }: { id: number; input: SpecialiteInput }) => updateSpecialite(id, input),
    () => [queryKeys.specialites()],
  );
}
