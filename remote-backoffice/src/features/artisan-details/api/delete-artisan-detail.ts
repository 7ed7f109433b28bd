// DELETE /api/artisan/details/{id}: the detail, and its image with it.
import { deleteArtisanDetail } from '@annuaire/shared/client/artisan-details';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { detailsChanged } from './details-changed';

export { deleteArtisanDetail };

export function useDeleteArtisanDetail(artisanId: number) {
  return useInvalidatingMutation(
    (id: number) => deleteArtisanDetail(id),
    () => detailsChanged(artisanId),
  );
}
