// 'Ajouter une Nouvelle Spécialité' / 'Modifier Spécialité' (SPEC back office 4): Métier (required) and an image
// dropped or picked (images only), uploaded at once, previewed at most 150 px high, removable with 'Supprimer
// l'image'; submit 'Ajouter la spécialité' or 'Modifier la spécialité'.
import { useId } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { SpecialiteInputSchema, type Specialite } from '@annuaire/shared/contract/specialite';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextField } from '@annuaire/shared/ui/input';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { ImageDrop, ImagePreview } from '../../../components/image-upload';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { useCreateSpecialite } from '../api/create-specialite';
import { useUpdateSpecialite } from '../api/update-specialite';
import { useUploadSpecialiteImage } from '../api/upload-specialite-image';

interface SpecialiteFormModalProps {
  /** null: create mode; a trade: edit mode. */
  specialite: Specialite | null;
  onClose(): void;
  onSaved(): void;
}

export function SpecialiteFormModal({ specialite, onClose, onSaved }: SpecialiteFormModalProps) {
  const formId = useId();
  const createSpecialite = useCreateSpecialite();
  const updateSpecialite = useUpdateSpecialite();
  const form = useContractForm({
    schema: SpecialiteInputSchema,
    initialValues: { metier: specialite?.metier ?? '', pathImg: specialite?.pathImg ?? null },
    fields: ['metier', 'pathImg'],
    submit: (input) =>
      specialite
        ? updateSpecialite.mutateAsync({ id: specialite.id, input })
        : createSpecialite.mutateAsync(input),
    onSuccess(_result, { metier }) {
      toast.success(
        specialite
          ? `La spécialité « ${metier} » a été modifiée.`
          : `La spécialité « ${metier} » a été ajoutée.`,
      );
      onSaved();
    },
  });
  const uploadImage = useUploadSpecialiteImage();
  const upload = useImageUpload(uploadImage.mutateAsync, (path) => form.setValue('pathImg', path));
  const uploading = upload.uploading !== null;
  const { metier, pathImg } = form.values;

  return (
    <FormModal
      title={specialite ? 'Modifier Spécialité' : 'Ajouter une Nouvelle Spécialité'}
      formId={formId}
      submitLabel={specialite ? 'Modifier la spécialité' : 'Ajouter la spécialité'}
      sending={form.sending}
      busy={uploading}
      onClose={onClose}
    >
      <AdminForm
        id={formId}
        error={form.formError}
        onSubmit={(event) => {
          if (uploading) event.preventDefault();
          else void form.handleSubmit(event);
        }}
      >
        <TextField
          label="Métier"
          required
          maxLength={maxLengthOf(SpecialiteInputSchema.shape.metier)}
          {...bindField(form, 'metier')}
        />
        <ImageDrop label="Image de la spécialité" disabled={form.sending || uploading} upload={upload} />
        {pathImg ? (
          <ImagePreview
            path={pathImg}
            alt={`Aperçu de l'image ${metier ? `de ${metier}` : 'de la spécialité'}`}
            disabled={form.sending || uploading}
            onRemove={() => form.setValue('pathImg', null)}
          />
        ) : null}
      </AdminForm>
    </FormModal>
  );
}
