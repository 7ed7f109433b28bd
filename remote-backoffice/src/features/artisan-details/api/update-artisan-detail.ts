// PUT /api/artisan/details/{id}: a detail's type, description, image, or a qualification's fields.
import { updateArtisanDetail } from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetailUpdateInput } from '@annuaire/shared/contract/artisan-detail';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { detailsChanged } from './details-changed';

export { updateArtisanDetail };

export function useUpdateArtisanDetail(artisanId: number) {
  return useInvalidatingMutation(
    ({ id, detail }: { id: number; detail: ArtisanDetailUpdateInput }) => updateArtisanDetail(id, detail),
    () => detailsChanged(artisanId),
  );
}
