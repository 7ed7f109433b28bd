// POST /api/artisan/details/{artisanId}/upload-file: stores the picture of a certificate (a qualification's or an
// insurance's) before the detail is saved; its path goes into the form (pathImg). Nothing shown changes until the
// detail is saved, so nothing is invalidated here.
import { uploadArtisanImage } from '@annuaire/shared/client/artisan-details';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export function uploadCertificateImage(artisanId: number, file: File): Promise<string> {
  return uploadArtisanImage(artisanId, file);
}

export function useUploadCertificateImage(artisanId: number) {
  return useInvalidatingMutation(
    (file: File) => uploadCertificateImage(artisanId, file),
    () => [],
  );
}
