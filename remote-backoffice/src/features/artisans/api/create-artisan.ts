// POST /api/artisan (admin): every artisan query (the list's pages, the searches) is asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { createArtisan } from '@annuaire/shared/client/artisans';
import type { ArtisanInput } from '@annuaire/shared/contract/artisan';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { createArtisan };

export function useCreateArtisan() {
  return useInvalidatingMutation(
    (input: ArtisanInput) => createArtisan(input),
    // The accounts an artisan may take change with its owner.
    () => [queryKeys.artisans(), queryKeys.usersByRole('ROLE_ARTISAN')],
  );
}
