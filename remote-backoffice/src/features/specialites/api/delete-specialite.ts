// DELETE /api/specialite/{id}: refused (400) while an artisan has the trade.
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteSpecialite } from '@annuaire/shared/client/specialites';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { deleteSpecialite };

export function useDeleteSpecialite() {
  return useInvalidatingMutation(
    (id: number) => deleteSpecialite(id),
    () => [queryKeys.specialites()],
  );
}
