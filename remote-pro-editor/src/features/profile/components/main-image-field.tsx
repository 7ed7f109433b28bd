// The main image: drop an image or click to pick one; it replaces the current main image when there is one, else it
// is created (SPEC 4). Saved as soon as it is sent.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { shrinkImage } from '@annuaire/shared/ui/shrink-image';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { useUploadDetailImage } from '../api/upload-detail-image';
import { useImageUploads } from '../hooks/use-image-uploads';
import { describeDetailFailures } from '../utils/detail-toasts';
import styles from './main-image-field.module.css';

export interface MainImageFieldProps {
  artisanId: number;
  entrepriseNom: string;
  /** The current IMG_PRINCIPALE detail, if any. */
  detail: ArtisanDetail | null;
  onSaved(detail: ArtisanDetail): void;
}

export function MainImageField({ artisanId, entrepriseNom, detail, onSaved }: MainImageFieldProps) {
  const { rows, run } = useImageUploads();
  const upload = useUploadDetailImage(artisanId);
  const busy = rows.length > 0;
  // What the last send refused (the server's answer), kept under the drop zone until the next pick.
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleFiles([file]: File[]) {
    if (!file) return;
    setRefusal(null);
    const { saved, errors } = await run(
      [file],
      (picked, onProgress) =>
        upload.mutateAsync({
          type: 'IMG_PRINCIPALE',
          file: picked,
          description: detail?.description?.trim() || entrepriseNom,
          replace: detail,
          onProgress,
        }),
      onSaved,
    );
    if (saved.length > 0) toast.success(MESSAGES.detailSaved);
    const failures = describeDetailFailures(errors);
    setRefusal(failures.length > 0 ? failures.join(' ') : null);
  }

  return (
    <div className={styles.field}>
      <ImageDropZone
        label={detail?.pathImg ? "Remplacer l'image principale" : 'Ajouter une image principale'}
        disabled={busy}
        onFiles={(files) => void handleFiles(files)}
        shrink={shrinkImage}
        error={refusal}
      >
        {detail?.pathImg ? (
          <img
            className={styles.image}
            src={detail.pathImg}
            srcSet={imageSrcSet(detail.pathImg) || undefined}
            sizes="(max-width: 48rem) 100vw, 24rem"
            alt={`Image principale de ${entrepriseNom}`}
            decoding="async"
          />
        ) : (
          <p className={styles.none}>Aucune image principale pour le moment.</p>
        )}
      </ImageDropZone>
      {rows.map((row) => (
        <UploadProgress key={row.key} name={row.name} percent={row.percent} />
      ))}
    </div>
  );
}
