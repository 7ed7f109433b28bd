// POST /api/specialite/upload-file: stores a trade's image and returns its path. Nothing cached changes until the
// trade is saved with it, so nothing is invalidated.
import { useMutation } from '@tanstack/react-query';
import { uploadSpecialiteImage } from '@annuaire/shared/client/specialites';

export { uploadSpecialiteImage };

export function useUploadSpecialiteImage() {
  // No progress callback: the product's server speaks HTTP/1.1, where Chromium refuses a streamed upload body, and
  // the client's first try would end in a console error before its plain retry.
  return useMutation({ mutationFn: (file: File) => uploadSpecialiteImage(file) });
}
