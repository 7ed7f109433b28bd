// PUT /api/artisan/{id} (admin, the whole artisan): every artisan query, this one's profile included, is asked for
// again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { updateArtisan } from '@annuaire/shared/client/artisans';
import type { ArtisanInput } from '@annuaire/shared/contract/artisan';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { updateArtisan };

export function useUpdateArtisan() {
  return useInvalidatingMutation(
    ({ id, input }: { id: number; input: ArtisanInput }) => updateArtisan(id, input),
    // The accounts an artisan may take change with its owner.
    () => [queryKeys.artisans(), queryKeys.usersByRole('ROLE_ARTISAN')],
  );
}
