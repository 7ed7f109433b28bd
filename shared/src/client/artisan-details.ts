// Artisan detail calls (images, description, norms) and the image upload, used by the profile editor, the back
// office's details screen and the public artisan page.
import type { ArtisanDetail, ArtisanDetailInput, ArtisanDetailUpdateInput } from '../contract/artisan-detail';
import { api, request } from './http';
import { uploadImage, type UploadProgressHandler } from './upload';

export type { UploadProgressHandler };

/**
 * An artisan's details. The public list leaves out expired qualifications and insurances; `withExpired` (the
 * artisan themself or an admin: the editor and the back office) gives them too.
 */
export function fetchArtisanDetails(
  artisanId: number,
  { withExpired = false }: { withExpired?: boolean } = {},
): Promise<ArtisanDetail[]> {
  return request(() =>
    api()
      .get(`artisan/details/artisan/${artisanId}`, withExpired ? { searchParams: { expirees: '1' } } : {})
      .json<ArtisanDetail[]>(),
  );
}

/** Rejects with the spec's French message when the artisan already has the maximum of this type. */
export function createArtisanDetail(detail: ArtisanDetailInput): Promise<ArtisanDetail> {
  return request(() =>
    api()
      .post('artisan/details', { json: detail, retry: { limit: 0 } })
      .json<ArtisanDetail>(),
  );
}

export function updateArtisanDetail(id: number, detail: ArtisanDetailUpdateInput): Promise<ArtisanDetail> {
  return request(() =>
    api()
      .put(`artisan/details/${id}`, { json: detail, retry: { limit: 0 } })
      .json<ArtisanDetail>(),
  );
}

/**
 * PUT /api/artisan/details/{id}/verification (admin): marks a qualification or insurance checked, or no longer
 * checked; only a checked RGE qualification gives the RGE badge.
 */
export function setArtisanDetailVerification(id: number, verifiee: boolean): Promise<ArtisanDetail> {
  return request(() =>
    api()
      .put(`artisan/details/${id}/verification`, { json: { verifiee }, retry: { limit: 0 } })
      .json<ArtisanDetail>(),
  );
}

export async function deleteArtisanDetail(id: number): Promise<void> {
  await request(() => api().delete(`artisan/details/${id}`, { retry: { limit: 0 } }));
}

/** POST /api/artisan/details/{artisanId}/upload-file: admin, or the artisan's own account. */
export function uploadArtisanImage(
  artisanId: number,
  file: Blob,
  onProgress?: UploadProgressHandler,
): Promise<string> {
  return uploadImage(`artisan/details/${artisanId}/upload-file`, file, onProgress);
}
