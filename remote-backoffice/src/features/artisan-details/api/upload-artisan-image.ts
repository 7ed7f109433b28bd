// POST /api/artisan/details/{artisanId}/upload-file: stores an image of the artisan and returns its path. Nothing
// cached changes until a detail is saved with it, so nothing is invalidated.
import { useMutation } from '@tanstack/react-query';
import { uploadArtisanImage } from '@annuaire/shared/client/artisan-details';

export { uploadArtisanImage };

export function useUploadArtisanImage(artisanId: number) {
  // No progress callback: the product's server speaks HTTP/1.1, where Chromium refuses a streamed upload body, and
  // the client's first try would end in a console error before its plain retry.
  return useMutation({ mutationFn: (file: File) => uploadArtisanImage(artisanId, file) });
}
