// The inline form of one qualification (NORME) or insurance (ASSURANCE): the shared QualificationFields and an
// optional picture of the certificate, sent as soon as it is picked (its path goes into the detail). Checked with the
// contract's schema before anything is sent (ArtisanDetailInputSchema for a new one, ArtisanDetailUpdateSchema for a
// stored one); the API's 400 messages land on the same fields; a failure keeps everything typed.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ArtisanDetailInputSchema,
  ArtisanDetailUpdateSchema,
  type ArtisanDetail,
  type ArtisanDetailInput,
  type ArtisanDetailUpdateInput,
} from '@annuaire/shared/contract/artisan-detail';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { FieldError } from '@annuaire/shared/ui/field';
import { ImageDropZone } from '@annuaire/shared/ui/image-drop-zone';
import { shrinkImage } from '@annuaire/shared/ui/shrink-image';
import {
  QUALIFICATION_FIELDS,
  QualificationFields,
  emptyQualification,
  qualificationValuesOf,
  toQualificationInput,
  type QualificationField,
  type QualificationType,
  type QualificationValues,
} from '@annuaire/shared/ui/qualification-fields';
import { toast } from '@annuaire/shared/ui/toast';
import { UploadProgress } from '@annuaire/shared/ui/upload-progress';
import { useSaveQualification } from '../api/save-qualification';
import { useUploadCertificateImage } from '../api/upload-certificate-image';
import { QUALIFICATION_TEXTS } from '../utils/qualification-texts';
import styles from './qualifications-section.module.css';

type FormValues = QualificationValues & { pathImg: string | null };
type FormField = QualificationField | 'pathImg';

/** Screen order: the focus goes to the first field in error. */
const FIELDS: readonly FormField[] = [...QUALIFICATION_FIELDS, 'pathImg'];

export const IMAGE_LABEL = 'Image du certificat (facultatif)';

export interface QualificationFormProps {
  artisanId: number;
  type: QualificationType;
  /** The artisan's trades (their pages show the RGE badge). */
  specialites: readonly number[];
  /** The stored detail being edited; none for a new one. */
  detail?: ArtisanDetail | null;
  onSaved(detail: ArtisanDetail): void;
  onCancel(): void;
  /** Whether something was typed or picked since the form opened (the editor's leave guard). */
  onDirtyChange?(dirty: boolean): void;
}

function initialValues(type: QualificationType, detail: ArtisanDetail | null | undefined): FormValues {
  return detail
    ? { ...qualificationValuesOf(detail), pathImg: detail.pathImg }
    : { ...emptyQualification(type), pathImg: null };
}

export function QualificationForm({
  artisanId,
  type,
  specialites,
  detail = null,
  onSaved,
  onCancel,
  onDirtyChange,
}: QualificationFormProps) {
  const texts = QUALIFICATION_TEXTS[type];
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveQualification(artisanId, specialites);
  const upload = useUploadCertificateImage(artisanId);
  const [uploading, setUploading] = useState<string | null>(null);
  const [initial] = useState(() => initialValues(type, detail));
  const form = useContractForm({
    schema: detail ? ArtisanDetailUpdateSchema : ArtisanDetailInputSchema,
    initialValues: initial,
    fields: FIELDS,
    toInput: (values) => ({
      type,
      artisanId,
      pathImg: values.pathImg,
      ...toQualificationInput(type, values),
    }),
    submit: (data) =>
      detail
        ? save.mutateAsync({ id: detail.id, detail: data as ArtisanDetailUpdateInput })
        : save.mutateAsync({ detail: data as ArtisanDetailInput }),
    onSuccess: (saved) => {
      toast.success(texts.saved);
      onSaved(saved as ArtisanDetail);
    },
    onFailure: (message) => {
      toast.error(MESSAGES.detailSaveFailed, { description: message });
    },
  });
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    // Opening the form takes the focus to its first field.
    const first = formRef.current?.querySelector<HTMLElement>('input:not([type="file"]), select');
    first?.focus();
  }, []);

  function change<K extends keyof QualificationValues>(field: K, value: QualificationValues[K]) {
    form.setValue(field, value as FormValues[K]);
    // The typed name of « Autre organisme » carries the organisme's error.
    if (field === 'organismeAutre' && form.errors.organisme)
      form.setErrors({ ...form.errors, organisme: undefined });
  }

  async function handleFiles([file]: File[]) {
    if (!file) return;
    setUploading(file.name);
    form.setErrors({ ...form.errors, pathImg: undefined });
    try {
      form.setValue('pathImg', await upload.mutateAsync(file));
    } catch (error) {
      form.setErrors({ ...form.errors, pathImg: `${MESSAGES.uploadFailed} ${errorMessage(error)}` });
    } finally {
      setUploading(null);
    }
  }

  const busy = form.sending || uploading !== null;
  const imageLabelId = `${idPrefix}-image`;
  const imageErrorId = `${idPrefix}-image-error`;
  const title = detail ? texts.editTitle : texts.newTitle;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={title}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void form.handleSubmit(event)}
    >
      <h3 className={styles.formTitle}>{title}</h3>
      <QualificationFields
        type={type}
        values={form.values}
        onChange={change}
        errors={form.errors}
        idPrefix={idPrefix}
        disabled={form.sending}
      />

      <div
        className={styles.image}
        role="group"
        aria-labelledby={imageLabelId}
        aria-describedby={form.errors.pathImg ? imageErrorId : undefined}
      >
        <p id={imageLabelId} className={styles.imageLabel}>
          {IMAGE_LABEL}
        </p>
        {form.values.pathImg ? (
          <div className={styles.imagePreview}>
            <img
              src={form.values.pathImg}
              srcSet={imageSrcSet(form.values.pathImg) || undefined}
              sizes="8rem"
              alt={texts.imageAlt}
              className={styles.previewImage}
              decoding="async"
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => form.setValue('pathImg', null)}
            >
              Retirer l’image
            </Button>
          </div>
        ) : null}
        <ImageDropZone
          label={form.values.pathImg ? 'Remplacer l’image du certificat' : 'Ajouter l’image du certificat'}
          disabled={busy}
          onFiles={(files) => void handleFiles(files)}
          onRejected={(message) => form.setErrors({ ...form.errors, pathImg: message })}
          shrink={shrinkImage}
        />
        {uploading ? <UploadProgress name={uploading} percent={0} /> : null}
        <FieldError id={imageErrorId} error={form.errors.pathImg} />
      </div>

      {form.formError ? (
        <div className={styles.formError} role="alert">
          <p>{form.formError}</p>
          <p>Vos saisies sont conservées : corrigez-les si besoin puis enregistrez à nouveau.</p>
        </div>
      ) : null}

      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={form.sending}>
          Annuler
        </Button>
        <Button
          type="submit"
          loading={form.sending}
          loadingText="Enregistrement..."
          disabled={uploading !== null || !form.ready}
        >
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
