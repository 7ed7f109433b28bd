// One artisan detail as a form (SPEC back office 3, 4, 5): the type drives the input, a text for DESCRIPTION, an
// image drop zone for the three image types (uploaded at once, previewed, removable). Saving checks the type's
// limit first; an existing detail can also be deleted, after confirmation.
import { type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import {
  ArtisanDetailInputSchema,
  DETAIL_TYPES,
  type ArtisanDetail,
  type DetailType,
} from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { ImageDrop, ImagePreview } from '../../../components/image-upload';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { useCreateArtisanDetail } from '../api/create-artisan-detail';
import { useDeleteArtisanDetail } from '../api/delete-artisan-detail';
import { useUpdateArtisanDetail } from '../api/update-artisan-detail';
import { useUploadArtisanImage } from '../api/upload-artisan-image';
import { DETAIL_TYPE_LABELS, isImageType, limitMessage } from '../utils/detail-types';
import styles from './detail-form.module.css';

export const TYPE_REQUIRED = 'Veuillez choisir le type du détail.';
export const IMAGE_REQUIRED = 'Veuillez choisir une image.';

interface DetailFormProps {
  artisanId: number;
  /** The detail edited; null for the 'add a detail' form. */
  detail: ArtisanDetail | null;
  /** Every detail of the artisan, to check the limits. */
  details: readonly ArtisanDetail[];
  /** After a save or a deletion (the details are asked for again anyway). */
  onChanged?(): void;
}

interface DetailValues {
  type: DetailType | '';
  description: string;
  pathImg: string | null;
}

export function DetailForm({ artisanId, detail, details, onChanged }: DetailFormProps) {
  const createDetail = useCreateArtisanDetail(artisanId);
  const updateDetail = useUpdateArtisanDetail(artisanId);
  const deleteDetail = useDeleteArtisanDetail(artisanId);
  const uploadImage = useUploadArtisanImage(artisanId);
  const form = useContractForm({
    // The creation schema serves both: an update sends the artisan too, which the API accepts and ignores.
    schema: ArtisanDetailInputSchema,
    initialValues: {
      type: detail?.type ?? '',
      description: detail?.description ?? '',
      pathImg: detail?.pathImg ?? null,
    } as DetailValues,
    fields: ['type', 'description', 'pathImg'],
    toInput: ({ type, description, pathImg }) =>
      type !== '' && isImageType(type)
        ? { type, artisanId, pathImg: pathImg ?? undefined, description: description.trim() || null }
        : { type, artisanId, description },
    submit: (input) =>
      detail ? updateDetail.mutateAsync({ id: detail.id, detail: input }) : createDetail.mutateAsync(input),
    onSuccess() {
      toast.success(MESSAGES.detailSaved);
      if (!detail) form.reset();
      onChanged?.();
    },
    onFailure(message) {
      toast.error(MESSAGES.detailSaveFailed, { description: message });
      return false;
    },
  });
  const upload = useImageUpload(uploadImage.mutateAsync, (path) => form.setValue('pathImg', path));
  const deletion = useConfirmation<ArtisanDetail>();
  const busy = form.sending || deletion.busy || upload.uploading !== null;
  const { type, description, pathImg } = form.values;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (type === '') {
      form.setErrors({ type: TYPE_REQUIRED });
      return;
    }
    const limit = limitMessage(details, type, detail?.id ?? null);
    if (limit) toast.error(limit);
    else void form.handleSubmit(event);
  }

  async function remove(target: ArtisanDetail) {
    try {
      await deleteDetail.mutateAsync(target.id);
      toast.success(MESSAGES.detailDeleted);
      onChanged?.();
    } catch (error) {
      toast.error(MESSAGES.deleteFailed, { description: errorMessage(error) });
    }
  }

  const title = detail ? `${DETAIL_TYPE_LABELS[detail.type]} n° ${detail.id}` : 'Ajouter un détail';
  // The image variants say the stored path is invalid when there is none: the form asks for an image.
  const imageError = form.errors.pathImg && !pathImg ? IMAGE_REQUIRED : form.errors.pathImg;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={title}>
      <Select
        label="Type de détail"
        required
        placeholder={detail ? undefined : 'Sélectionner un type'}
        options={DETAIL_TYPES.map((value) => ({ value, label: DETAIL_TYPE_LABELS[value] }))}
        disabled={busy}
        {...bindField(form, 'type')}
      />
      {type === 'DESCRIPTION' ? (
        <TextArea
          label="Description"
          required
          rows={5}
          hint={`Moins de ${LIMITS.descriptionMaxLength} caractères.`}
          {...bindField(form, 'description')}
        />
      ) : null}
      {type !== '' && isImageType(type) ? (
        <>
          {pathImg ? (
            <ImagePreview
              path={pathImg}
              alt={description.trim() || 'Aperçu de l’image'}
              disabled={busy}
              onRemove={() => form.setValue('pathImg', null)}
            />
          ) : null}
          <ImageDrop label={pathImg ? "Remplacer l'image" : 'Image'} disabled={busy} upload={upload} />
          {imageError ? (
            <p role="alert" className={styles.error}>
              {imageError}
            </p>
          ) : null}
          <TextField
            label="Légende (facultative)"
            hint="Décrit l'image pour les personnes qui ne la voient pas."
            {...bindField(form, 'description')}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={form.sending} disabled={busy}>
          {detail ? 'Enregistrer' : 'Ajouter le détail'}
        </Button>
        {detail ? (
          <Button variant="danger" onClick={() => deletion.ask(detail)} disabled={busy}>
            Supprimer
          </Button>
        ) : null}
      </div>
      {detail ? (
        <ConfirmDialog
          {...deletion.dialog(remove)}
          title="Supprimer ce détail ?"
          message={
            <p>
              {DETAIL_TYPE_LABELS[detail.type]} n° {detail.id} sera supprimé
              {isImageType(detail.type) ? ', avec son image' : ''}. Cette action est irréversible.
            </p>
          }
          confirmLabel="Supprimer le détail"
        />
      ) : null}
    </form>
  );
}
