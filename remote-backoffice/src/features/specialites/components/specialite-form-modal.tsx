// 'Ajouter une Nouvelle Spécialité' / 'Modifier Spécialité' (SPEC back office 4): Métier (required) and an image
// dropped or picked (images only), uploaded at once, previewed at most 150 px high, removable with 'Supprimer
// l'image'; submit 'Ajouter la spécialité' or 'Modifier la spécialité'.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { toApiError } from '@annuaire/shared/client/http';
import {
  createSpecialite,
  updateSpecialite,
  uploadSpecialiteImage,
} from '@annuaire/shared/client/specialites';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { SpecialiteInputSchema, type Specialite } from '@annuaire/shared/contract/specialite';
import { Button } from '@annuaire/shared/ui/button';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { TextField } from '@annuaire/shared/ui/input';
import { Modal } from '@annuaire/shared/ui/modal';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import styles from './specialite-form-modal.module.css';

interface SpecialiteFormModalProps {
  /** null: create mode; a trade: edit mode. */
  specialite: Specialite | null;
  onClose(): void;
  onSaved(): void;
}

export function SpecialiteFormModal({ specialite, onClose, onSaved }: SpecialiteFormModalProps) {
  const formId = useId();
  const editing = specialite !== null;
  const [metier, setMetier] = useState(specialite?.metier ?? '');
  const [pathImg, setPathImg] = useState<string | null>(specialite?.pathImg ?? null);
  const [upload, setUpload] = useState<{ name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = saving || upload !== null;

  async function receive([file]: File[]) {
    if (!file) return;
    setUpload({ name: file.name });
    try {
      // No progress callback: the product's server speaks HTTP/1.1, where Chromium refuses a streamed upload
      // body, and the client's first try would end in a console error before its plain retry.
      const path = await uploadSpecialiteImage(file);
      setPathImg(path);
    } catch (error) {
      toast.error(MESSAGES.uploadFailed, { description: toApiError(error).message });
    } finally {
      setUpload(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = SpecialiteInputSchema.safeParse({ metier, pathImg });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (specialite) await updateSpecialite(specialite.id, parsed.data);
      else await createSpecialite(parsed.data);
      toast.success(
        specialite
          ? `La spécialité « ${parsed.data.metier} » a été modifiée.`
          : `La spécialité « ${parsed.data.metier} » a été ajoutée.`,
      );
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      setFormError(toApiError(error).message);
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={editing ? 'Modifier Spécialité' : 'Ajouter une Nouvelle Spécialité'}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={upload !== null}>
            {editing ? 'Modifier la spécialité' : 'Ajouter la spécialité'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <TextField
          label="Métier"
          required
          value={metier}
          onChange={(event) => setMetier(event.target.value)}
          error={errors.metier}
          maxLength={100}
        />
        <ImageDropZone
          label="Image de la spécialité"
          disabled={busy}
          onFiles={(files) => void receive(files)}
          onRejected={(message) => toast.error(message)}
        />
        {upload ? <UploadProgress name={upload.name} percent={0} /> : null}
        {pathImg ? (
          <div className={styles.preview}>
            <img
              src={pathImg}
              srcSet={imageSrcSet(pathImg) || undefined}
              sizes="240px"
              alt={`Aperçu de l'image ${metier ? `de ${metier}` : 'de la spécialité'}`}
            />
            <Button variant="secondary" size="sm" onClick={() => setPathImg(null)} disabled={busy}>
              Supprimer l&apos;image
            </Button>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
