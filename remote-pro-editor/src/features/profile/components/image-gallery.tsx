// One upload gallery of the editor (work images or certifications): add several images by drag and drop or the
// picker, one progress bar per file, previews that open the lightbox, and a delete cross on each image. Each image
// is saved as soon as it is sent, within the per-artisan limit of SPEC 5. A work image has a caption under it, saved
// on its own (caption-field.tsx).
import { useRef, useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { IconClose } from '@annuaire/shared/ui/icons';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { shrinkImage } from '@annuaire/shared/ui/shrink-image';
import { Lightbox } from '@annuaire/shared/ui/lightbox';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { useDeleteDetail } from '../api/delete-detail';
import { useUploadDetailImage } from '../api/upload-detail-image';
import { useImageUploads } from '../hooks/use-image-uploads';
import { CaptionField } from './caption-field';
import { describeDetailFailures } from '../utils/detail-toasts';
import styles from './image-gallery.module.css';

export interface ImageGalleryProps {
  artisanId: number;
  type: 'IMG_REALISATION' | 'NORME';
  /** Section title, e.g. 'Galerie de Réalisations'. */
  title: string;
  /** Label of the drop zone, e.g. 'Ajouter des photos de réalisations'. */
  addLabel: string;
  /** One image's name for assistive technologies, e.g. 'Réalisation' (numbered: 'Réalisation 2'). */
  itemLabel: string;
  emptyText: string;
  /** This gallery's details, in display order. */
  details: readonly ArtisanDetail[];
  onAdded(detail: ArtisanDetail): void;
  onDeleted(detailId: number): void;
  /** A detail changed in place (a work image's caption). */
  onUpdated?(detail: ArtisanDetail): void;
}

export function ImageGallery({
  artisanId,
  type,
  title,
  addLabel,
  itemLabel,
  emptyText,
  details,
  onAdded,
  onDeleted,
  onUpdated,
}: ImageGalleryProps) {
  const limit = LIMITS.detailsPerType[type];
  const { rows, run } = useImageUploads();
  const upload = useUploadDetailImage(artisanId);
  const remove = useDeleteDetail(artisanId);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  // Each picture's button: the focus comes back to the one last shown when the lightbox closes.
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const [toDelete, setToDelete] = useState<ArtisanDetail | null>(null);
  const [deleting, setDeleting] = useState(false);
  // What the last send refused (the server's answer), kept under the drop zone until the next pick.
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `galerie-${type.toLowerCase()}`;
  const remaining = limit - details.length - rows.length;
  const full = remaining <= 0;
  const labelOf = (detail: ArtisanDetail) =>
    detail.description?.trim() || `${itemLabel} ${details.indexOf(detail) + 1}`;

  async function handleFiles(files: File[]) {
    // Checked here before anything is sent; the API checks again under a lock.
    if (remaining <= 0) {
      setRefusal(MESSAGES.detailLimit[type]);
      return;
    }
    const accepted = files.slice(0, remaining);
    const left = files.length - accepted.length;
    const notices =
      left > 0
        ? [
            `${MESSAGES.detailLimit[type]} ${left} image${left > 1 ? 's' : ''} non ajoutée${left > 1 ? 's' : ''}.`,
          ]
        : [];
    setRefusal(notices[0] ?? null);
    const { saved, errors } = await run(
      accepted,
      (file, onProgress) => upload.mutateAsync({ type, file, description: null, onProgress }),
      onAdded,
    );
    if (saved.length > 0) toast.success(MESSAGES.detailSaved);
    const failures = [...notices, ...describeDetailFailures(errors)];
    setRefusal(failures.length > 0 ? failures.join(' ') : null);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await remove.mutateAsync(toDelete.id);
      onDeleted(toDelete.id);
      toast.success(MESSAGES.detailDeleted);
      setToDelete(null);
    } catch (error) {
      toast.error(MESSAGES.deleteFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setDeleting(false);
    }
  }

  const images = details.flatMap((detail) =>
    detail.pathImg
      ? [{ src: detail.pathImg, srcSet: imageSrcSet(detail.pathImg) || undefined, alt: labelOf(detail) }]
      : [],
  );
  const withImage = details.filter((detail) => detail.pathImg);

  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.count}>
          {details.length} / {limit} images
        </p>
      </div>

      {withImage.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.grid} aria-label={title}>
          {withImage.map((detail, index) => (
            <li key={detail.id} className={styles.item}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                className={styles.preview}
                onClick={() => setLightboxIndex(index)}
                aria-label={`Agrandir : ${labelOf(detail)}`}
              >
                <img
                  src={detail.pathImg!}
                  srcSet={imageSrcSet(detail.pathImg) || undefined}
                  sizes="(max-width: 40rem) 45vw, 12rem"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              </button>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setToDelete(detail)}
                aria-label={`Supprimer : ${labelOf(detail)}`}
                title="Supprimer"
              >
                <IconClose size="1.1rem" />
              </button>
              {detail.type === 'IMG_REALISATION' && detail.pathImg && onUpdated ? (
                <CaptionField
                  artisanId={artisanId}
                  detail={{ ...detail, type: 'IMG_REALISATION', pathImg: detail.pathImg }}
                  itemName={`${itemLabel} ${index + 1}`}
                  onSaved={onUpdated}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {rows.length > 0 ? (
        <ul className={styles.uploads} aria-label={`Envois en cours : ${title}`}>
          {rows.map((row) => (
            <li key={row.key}>
              <UploadProgress name={row.name} percent={row.percent} />
            </li>
          ))}
        </ul>
      ) : null}

      <ImageDropZone
        label={addLabel}
        multiple
        onFiles={(files) => void handleFiles(files)}
        shrink={shrinkImage}
        error={refusal}
      >
        <p className={styles.hint}>
          {full
            ? MESSAGES.detailLimit[type]
            : `Encore ${remaining} image${remaining > 1 ? 's' : ''} possible${remaining > 1 ? 's' : ''}. Chaque image est enregistrée dès son envoi.`}
        </p>
      </ImageDropZone>

      <Lightbox
        images={images}
        index={lightboxIndex}
        onIndexChange={setLightboxIndex}
        triggerOf={(index) => thumbs.current[index]}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer cette image ?"
        message={
          <p>
            « {toDelete ? labelOf(toDelete) : ''} » sera retirée de votre profil public. Cette action est
            définitive.
          </p>
        }
        confirmLabel="Supprimer"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
