// The main image: drop an image or click to pick one; it replaces the current main image when there is one, else it
// is created (SPEC 4). Saved as soon as it is sent.
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { useUploadDetailImage } from '../api/upload-detail-image';
import { useImageUploads } from '../hooks/use-image-uploads';
import { toastDetailFailures } from '../utils/detail-toasts';
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

  async function handleFiles([file]: File[]) {
    if (!file) return;
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
    toastDetailFailures(errors);
  }

  return (
    <div className={styles.field}>
      <ImageDropZone
        label={detail?.pathImg ? "Remplacer l'image principale" : 'Ajouter une image principale'}
        disabled={busy}
        onFiles={(files) => void handleFiles(files)}
        onRejected={(message) => toast.error(message)}
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
