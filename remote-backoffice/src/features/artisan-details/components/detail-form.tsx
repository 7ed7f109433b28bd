// One artisan detail as a form (SPEC back office 3, 4, 5): the type drives the input, a text for DESCRIPTION, an
// image drop zone for the three image types (uploaded at once, previewed, removable). Saving checks the type's
// limit first; an existing detail can also be deleted, after confirmation.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { toApiError } from '@annuaire/shared/client/http';
import {
  ArtisanDetailInputSchema,
  DETAIL_TYPES,
  type ArtisanDetail,
  type DetailType,
} from '@annuaire/shared/contract/artisan-detail';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import { DETAIL_TYPE_LABELS, isImageType, limitMessage } from '../utils/detail-types';
import styles from './detail-form.module.css';

export const IMAGE_REQUIRED = 'Veuillez choisir une image.';

interface DetailFormProps {
  artisanId: number;
  /** The detail edited; null for the 'add a detail' form. */
  detail: ArtisanDetail | null;
  /** Every detail of the artisan, to check the limits. */
  details: readonly ArtisanDetail[];
  /** After a save or a deletion: the screen reloads the details. */
  onChanged(): void;
}

export function DetailForm({ artisanId, detail, details, onChanged }: DetailFormProps) {
  const baseId = useId();
  const [type, setType] = useState<DetailType | ''>(detail?.type ?? '');
  const [description, setDescription] = useState(detail?.description ?? '');
  const [pathImg, setPathImg] = useState<string | null>(detail?.pathImg ?? null);
  const [upload, setUpload] = useState<{ name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = saving || deleting || upload !== null;

  function reset() {
    setType('');
    setDescription('');
    setPathImg(null);
    setErrors({});
  }

  async function receive([file]: File[]) {
    if (!file) return;
    setUpload({ name: file.name });
    try {
      // No progress callback: the product's server speaks HTTP/1.1, where Chromium refuses a streamed upload
      // body, and the client's first try would end in a console error before its plain retry.
      const path = await uploadArtisanImage(artisanId, file);
      setPathImg(path);
      setErrors((current) => ({ ...current, pathImg: '' }));
    } catch (error) {
      toast.error(MESSAGES.uploadFailed, { description: toApiError(error).message });
    } finally {
      setUpload(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (type === '') {
      setErrors({ type: 'Veuillez choisir le type du détail.' });
      return;
    }
    const limit = limitMessage(details, type, detail?.id ?? null);
    if (limit) {
      toast.error(limit);
      return;
    }
    const payload = isImageType(type)
      ? { type, artisanId, pathImg: pathImg ?? undefined, description: description.trim() || null }
      : { type, artisanId, description };
    // The creation schema serves both: an update sends the artisan too, which the API accepts and ignores.
    const parsed = ArtisanDetailInputSchema.safeParse(payload);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      if (found.pathImg && !pathImg) found.pathImg = IMAGE_REQUIRED;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (detail) await updateArtisanDetail(detail.id, parsed.data);
      else await createArtisanDetail(parsed.data);
      toast.success(MESSAGES.detailSaved);
      if (!detail) reset();
      onChanged();
    } catch (error) {
      toast.error(MESSAGES.detailSaveFailed, { description: toApiError(error).message });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!detail) return;
    setDeleting(true);
    try {
      await deleteArtisanDetail(detail.id);
      toast.success(MESSAGES.detailDeleted);
      setConfirming(false);
      onChanged();
    } catch (error) {
      toast.error(MESSAGES.deleteFailed, { description: toApiError(error).message });
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  }

  const title = detail ? `${DETAIL_TYPE_LABELS[detail.type]} n° ${detail.id}` : 'Ajouter un détail';
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={title}>
      <Select
        label="Type de détail"
        required
        placeholder={detail ? undefined : 'Sélectionner un type'}
        options={DETAIL_TYPES.map((value) => ({ value, label: DETAIL_TYPE_LABELS[value] }))}
        value={type}
        onChange={(event) => setType(event.target.value as DetailType | '')}
        error={errors.type}
        disabled={busy}
      />
      {type === 'DESCRIPTION' ? (
        <TextArea
          label="Description"
          required
          rows={5}
          hint="Moins de 500 caractères."
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
        />
      ) : null}
      {type !== '' && isImageType(type) ? (
        <>
          {pathImg ? (
            <div className={styles.preview}>
              <img
                src={pathImg}
                srcSet={imageSrcSet(pathImg) || undefined}
                sizes="240px"
                alt={description.trim() || 'Aperçu de l’image'}
              />
              <Button variant="secondary" size="sm" onClick={() => setPathImg(null)} disabled={busy}>
                Supprimer l&apos;image
              </Button>
            </div>
          ) : null}
          <ImageDropZone
            label={pathImg ? "Remplacer l'image" : 'Image'}
            disabled={busy}
            onFiles={(files) => void receive(files)}
            onRejected={(message) => toast.error(message)}
          />
          {upload ? <UploadProgress name={upload.name} percent={0} /> : null}
          {errors.pathImg ? (
            <p role="alert" className={styles.error} id={`${baseId}-image-error`}>
              {errors.pathImg}
            </p>
          ) : null}
          <TextField
            label="Légende (facultative)"
            hint="Décrit l'image pour les personnes qui ne la voient pas."
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={errors.description}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={busy}>
          {detail ? 'Enregistrer' : 'Ajouter le détail'}
        </Button>
        {detail ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            Supprimer
          </Button>
        ) : null}
      </div>
      {detail ? (
        <ConfirmDialog
          open={confirming}
          title="Supprimer ce détail ?"
          message={
            <p>
              {DETAIL_TYPE_LABELS[detail.type]} n° {detail.id} sera supprimé
              {isImageType(detail.type) ? ', avec son image' : ''}. Cette action est irréversible.
            </p>
          }
          confirmLabel="Supprimer le détail"
          busy={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </form>
  );
}
