// useImageUpload: sends an image dropped or picked at once, tells which file is on its way, and says in French when
// the upload fails; the form keeps the path the API returns.
import { useState } from 'react';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { toast } from '@annuaire/shared/ui/toast';

export interface ImageUpload {
  /** The file on its way, null when none. */
  uploading: { name: string } | null;
  receive(files: File[]): Promise<void>;
}

export function useImageUpload(
  upload: (file: File) => Promise<string>,
  onUploaded: (path: string) => void,
): ImageUpload {
  const [uploading, setUploading] = useState<{ name: string } | null>(null);
  async function receive([file]: File[]) {
    if (!file) return;
    setUploading({ name: file.name });
    try {
      onUploaded(await upload(file));
    } catch (error) {
      toast.error(MESSAGES.uploadFailed, { description: errorMessage(error) });
    } finally {
      setUploading(null);
    }
  }
  return { uploading, receive };
}
