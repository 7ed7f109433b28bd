// POST /api/artisan/details: refused with the spec's message when the artisan already has the maximum of the type.
import { createArtisanDetail } from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetailInput } from '@annuaire/shared/contract/artisan-detail';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { detailsChanged } from './details-changed';

export { createArtisanDetail };

export function useCreateArtisanDetail(artisanId: number) {
  return useInvalidatingMutation(
    (detail: ArtisanDetailInput) => createArtisanDetail(detail),
    () => detailsChanged(artisanId),
  );
}
