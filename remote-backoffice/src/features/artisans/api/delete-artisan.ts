// DELETE /api/artisan/{id} (admin): the artisan, its details, notes and images; every artisan query is asked for
// again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteArtisan } from '@annuaire/shared/client/artisans';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { deleteArtisan };

export function useDeleteArtisan() {
  return useInvalidatingMutation(
    (id: number) => deleteArtisan(id),
    // The accounts an artisan may take change with its owner.
    () => [queryKeys.artisans(), queryKeys.usersByRole('ROLE_ARTISAN')],
  );
}
