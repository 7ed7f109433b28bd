// DELETE /api/artisan/details/{id}: removes a work image or a norm (the API deletes its files once unused).
import { deleteArtisanDetail } from '@annuaire/shared/client/artisan-details';

export function deleteDetail(detailId: number): Promise<void> {
  return deleteArtisanDetail(detailId);
}
