// Artisan detail calls (images, description, norms) and the image upload, used by the profile editor, the back
// office's details screen and the public artisan page.
import { isNetworkError, type Progress } from 'ky';
import type {
  ArtisanDetail,
  ArtisanDetailInput,
  ArtisanDetailUpdateInput,
  UploadResponse,
} from '../contract/artisan-detail';
import { api, request } from './http';

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

export async function deleteArtisanDetail(id: number): Promise<void> {
  await request(() => api().delete(`artisan/details/${id}`, { retry: { limit: 0 } }));
}

/** Upload progress from 0 to 1, for a progress bar. */
export type UploadProgressHandler = (percent: number) => void;

/**
 * Sends `file` as the multipart field `file` to `path` and returns the stored image's relative path. Progress is
 * reported where the browser can stream a request body; where streaming is refused (HTTP/1.1 in Chromium), the
 * upload is sent again as a plain body and progress jumps to 1 at the end.
 */
export async function uploadImage(
  path: string,
  file: Blob,
  onProgress?: UploadProgressHandler,
): Promise<string> {
  const send = (withProgress: boolean) => {
    const body = new FormData();
    body.append('file', file, file instanceof File ? file.name : 'image');
    return api()
      .post(path, {
        body,
        retry: { limit: 0 },
        // Large images on slow links: more than the default 15 s.
        timeout: 120_000,
        onUploadProgress:
          withProgress && onProgress ? (progress: Progress) => onProgress(progress.percent) : undefined,
      })
      .json<UploadResponse>();
  };
  const answer = await request(async () => {
    try {
      return await send(true);
    } catch (error) {
      if (!onProgress || !isNetworkError(error)) throw error;
      return send(false);
    }
  });
  onProgress?.(1);
  return answer.path;
}

/** POST /api/artisan/details/{artisanId}/upload-file: admin, or the artisan's own account. */
export function uploadArtisanImage(
  artisanId: number,
  file: Blob,
  onProgress?: UploadProgressHandler,
): Promise<string> {
  return uploadImage(`artisan/details/${artisanId}/upload-file`, file, onProgress);
}
