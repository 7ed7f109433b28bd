// PUT /api/artisan/details/{id}: a detail's type, description or image.
import { updateArtisanDetail } from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetailUpdate } from '@annuaire/shared/contract/artisan-detail';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { detailsChanged } from './details-changed';

export { updateArtisanDetail };

export function useUpdateArtisanDetail(artisanId: number) {
  return useInvalidatingMutation(
    ({ id, detail }: { id: number; detail: ArtisanDetailUpdate }) => updateArtisanDetail(id, detail),
    () => detailsChanged(artisanId),
  );
}
