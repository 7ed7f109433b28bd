// PUT /api/artisan/details/{id} with the same picture and a new description: a work image's caption. The API checks
// the owner and the length, and forgets the public page it changes.
import { updateArtisanDetail } from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { useArtisanWrite } from './use-artisan-write';

export interface CaptionRequest {
  detail: ArtisanDetail & { type: 'IMG_REALISATION'; pathImg: string };
  /** The new caption, null to remove it. */
  description: string | null;
}

export function saveCaption({ detail, description }: CaptionRequest): Promise<ArtisanDetail> {
  return updateArtisanDetail(detail.id, {
    type: 'IMG_REALISATION',
    pathImg: detail.pathImg,
    description,
    artisanId: detail.artisanId,
  });
}

/** Saves the caption of one of this artisan's work images. */
export function useSaveCaption(artisanId: number) {
  return useArtisanWrite(artisanId, saveCaption);
}
