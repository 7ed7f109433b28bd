// An image detail in two calls: POST /api/artisan/details/{artisanId}/upload-file stores the picture, then the
// detail is created, or for the main image replaced when one exists (SPEC 4). A failure says which step failed,
// because the spec gives each its own message.
import {
  createArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { queryKeys } from '@annuaire/shared/query/keys';
import { useArtisanWrite } from './use-artisan-write';

export type ImageDetailType = 'IMG_PRINCIPALE' | 'IMG_REALISATION' | 'NORME';

export class DetailImageError extends Error {
  constructor(
    readonly step: 'upload' | 'save',
    readonly cause: ApiRequestError,
  ) {
    super(cause.message);
    this.name = 'DetailImageError';
  }
}

export interface DetailImageRequest {
  artisanId: number;
  type: ImageDetailType;
  file: File;
  /** Caption stored with the image (the public page uses it as alternative text). */
  description: string | null;
  /** The detail to replace (the current main image), else a new detail is created. */
  replace?: ArtisanDetail | null;
  /** From 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function asApiError(error: unknown): ApiRequestError {
  return error instanceof ApiRequestError ? error : new ApiRequestError(String(error), null);
}

export async function uploadDetailImage({
  artisanId,
  type,
  file,
  description,
  replace,
  onProgress,
}: DetailImageRequest): Promise<ArtisanDetail> {
  let pathImg: string;
  try {
    // No progress callback on purpose: with one, the shared client first tries a streamed body, which Chromium
    // refuses over HTTP/1.1 (our server) with a console error before sending it again. The bar stays
    // indeterminate while the file travels and completes when it is stored.
    pathImg = await uploadArtisanImage(artisanId, file);
    onProgress?.(1);
  } catch (error) {
    throw new DetailImageError('upload', asApiError(error));
  }
  try {
    if (replace) return await updateArtisanDetail(replace.id, { type, pathImg, description, artisanId });
    return await createArtisanDetail({ type, pathImg, description, artisanId });
  } catch (error) {
    throw new DetailImageError('save', asApiError(error));
  }
}

/** An image detail of this artisan. The main image also shows on the artisan's cards, in every artisan list. */
export function useUploadDetailImage(artisanId: number) {
  return useArtisanWrite(
    artisanId,
    (request: Omit<DetailImageRequest, 'artisanId'>) => uploadDetailImage({ ...request, artisanId }),
    ({ type }) => [type === 'IMG_PRINCIPALE' ? queryKeys.artisans() : queryKeys.artisan(artisanId)],
  );
}
