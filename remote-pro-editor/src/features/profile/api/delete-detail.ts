// DELETE /api/artisan/details/{id}: removes a work image or a norm (the API deletes its files once unused).
import { deleteArtisanDetail } from '@annuaire/shared/client/artisan-details';
import { useArtisanWrite } from './use-artisan-write';

export function deleteDetail(detailId: number): Promise<void> {
  return deleteArtisanDetail(detailId);
}

/** Deletes one of this artisan's details, given its id. */
export function useDeleteDetail(artisanId: number) {
  return useArtisanWrite(artisanId, (detailId: number) => deleteDetail(detailId));
}
