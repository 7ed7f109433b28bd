// POST /api/artisan/details (a new qualification or insurance) or PUT /api/artisan/details/{id} (a stored one, a
// legacy certificate picture completed included), with the fields of contract/qualification.ts; and DELETE of one.
// The RGE mention shows on the artisan's cards and page: a write makes every artisan list stale
// (`queryKeys.artisans()`, a prefix of the artisan's details, both lists) and the pages of the artisan's trades.
import { createArtisanDetail, updateArtisanDetail } from '@annuaire/shared/client/artisan-details';
import type {
  ArtisanDetail,
  ArtisanDetailInput,
  ArtisanDetailUpdateInput,
} from '@annuaire/shared/contract/artisan-detail';
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteDetail } from './delete-detail';
import { useArtisanWrite } from './use-artisan-write';

export type QualificationWrite =
  { id?: undefined; detail: ArtisanDetailInput } | { id: number; detail: ArtisanDetailUpdateInput };

export function saveQualification(write: QualificationWrite): Promise<ArtisanDetail> {
  return write.id === undefined
    ? createArtisanDetail(write.detail)
    : updateArtisanDetail(write.id, write.detail);
}

function changedBy(specialites: readonly number[]) {
  return () => [queryKeys.artisans(), ...specialites.map((id) => queryKeys.specialite(id))];
}

/** Creates or updates one qualification or insurance of this artisan (`specialites`: its trades' ids). */
export function useSaveQualification(artisanId: number, specialites: readonly number[]) {
  return useArtisanWrite(artisanId, saveQualification, changedBy(specialites));
}

/** Deletes one qualification or insurance of this artisan, given its id. */
export function useDeleteQualification(artisanId: number, specialites: readonly number[]) {
  return useArtisanWrite(artisanId, (detailId: number) => deleteDetail(detailId), changedBy(specialites));
}
