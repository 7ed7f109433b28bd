// One detail's form (an existing one, or the 'add a detail' form): the type drives the input, a text for DESCRIPTION,
// an image drop zone for the two image types (uploaded at once, previewed, removable), and for a qualification
// (NORME) or the ten-year liability insurance (ASSURANCE) the shared qualification fields with an optional
// certificate picture. The contract's schema checks everything before sending, its messages and the API's next to
// their field; saving checks the type's limit first. An existing detail is titled by its type and place (« Image de
// réalisation 2 sur 4 »), a qualification says where its validity stands and carries the administrator's « Vérifiée »
// (the RGE badge needs it), and it can be deleted after confirmation.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import {
  ArtisanDetailInputSchema,
  DETAIL_TYPES,
  type ArtisanDetail,
  type DetailType,
} from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import {
  QUALIFICATION_VERIFICATION,
  isVerifiable,
  parisToday,
  validiteStatut,
  validiteText,
  validiteWarning,
} from '@annuaire/shared/contract/qualification';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { cx } from '@annuaire/shared/ui/class-names';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import {
  QUALIFICATION_FIELDS,
  QualificationFields,
  emptyQualification,
  qualificationValuesOf,
  toQualificationInput,
  type QualificationField,
  type QualificationValues,
} from '@annuaire/shared/ui/qualification-fields';
import { Select } from '@annuaire/shared/ui/select';
import { ImageDrop, ImagePreview } from '../../../components/image-upload';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { useCreateArtisanDetail } from '../api/create-artisan-detail';
import { useDeleteArtisanDetail } from '../api/delete-artisan-detail';
import { useUpdateArtisanDetail } from '../api/update-artisan-detail';
import { useUploadArtisanImage } from '../api/upload-artisan-image';
import { useVerifyArtisanDetail } from '../api/verify-artisan-detail';
import {
  DETAIL_TYPE_LABELS,
  detailLabel,
  isImageType,
  isQualificationType,
  limitMessage,
} from '../utils/detail-types';
import styles from './detail-form.module.css';

export const TYPE_REQUIRED = 'Veuillez choisir le type du détail.';
export const IMAGE_REQUIRED = 'Veuillez choisir une image.';

interface DetailFormProps {
  artisanId: number;
  /** The detail edited; null for the 'add a detail' form. */
  detail: ArtisanDetail | null;
  /** Every detail of the artisan, to check the limits and to number the forms of a type. */
  details: readonly ArtisanDetail[];
  /** After a save or a deletion (the details are asked for again anyway). */
  onChanged?(): void;
}

/** The description is the text of a DESCRIPTION, an image's caption, a qualification's title or cover. */
interface DetailValues extends QualificationValues {
  type: DetailType | '';
  pathImg: string | null;
}

type Field = Extract<keyof DetailValues, string>;

/**
 * The fields in screen order (a qualification's; the other types show only the type, the description and the
 * image): the focus goes to the first one in error. The image's drop zone has no name, so it is never focused.
 */
const FIELDS: readonly Field[] = ['type', ...QUALIFICATION_FIELDS, 'pathImg'];

const QUALIFICATION_ERROR_FIELDS = QUALIFICATION_FIELDS;

function initialValues(detail: ArtisanDetail | null): DetailValues {
  if (!detail) return { type: '', pathImg: null, ...emptyQualification('NORME') };
  const qualification = isQualificationType(detail.type)
    ? qualificationValuesOf(detail)
    : { ...emptyQualification('NORME'), description: detail.description ?? '' };
  return { type: detail.type, pathImg: detail.pathImg, ...qualification };
}

/** The tone of a validity's line: an expired one is hidden from the public, one ending soon needs renewing. */
const STATUT_TONES = {
  VALIDE: styles.valide,
  A_VENIR: styles.valide,
  EXPIRE_BIENTOT: styles.bientot,
  EXPIREE: styles.expiree,
} as const;

/** Where a saved qualification's validity stands today (in France): its warning when it has one, else its line. */
function ValiditeLine({ detail, id }: { detail: ArtisanDetail; id: string }) {
  const today = parisToday();
  const statut = validiteStatut(detail, today);
  if (!statut) return null;
  return (
    <p id={id} className={cx(styles.validite, STATUT_TONES[statut])}>
      {validiteWarning(detail, today, 'admin') ?? validiteText(detail, today)}
    </p>
  );
}

/**
 * « Vérifiée »: the administrator's check of a saved qualification or insurance, sent at once (not with the form's
 * fields). Only a checked RGE qualification gives the public RGE badge; a change to what was checked clears it.
 */
function VerificationBox({ artisanId, detail }: { artisanId: number; detail: ArtisanDetail }) {
  const verify = useVerifyArtisanDetail(artisanId);
  // The value sent, from the click until the details are read again (or the write fails): set in the event itself,
  // so that the controlled box never shows the stale value in between (the mutation's own state comes a task later).
  const [sent, setSent] = useState<boolean | null>(null);
  return (
    <Checkbox
      label={QUALIFICATION_VERIFICATION.checkboxLabel}
      hint={QUALIFICATION_VERIFICATION.explanation}
      checked={sent ?? detail.verifiee}
      disabled={sent !== null}
      onChange={(event) => {
        const verifiee = event.target.checked;
        setSent(verifiee);
        verify.mutate(
          { id: detail.id, verifiee },
          {
            onSettled: () => setSent(null),
            onSuccess: () =>
              toast.success(
                verifiee ? QUALIFICATION_VERIFICATION.verified : QUALIFICATION_VERIFICATION.unverified,
              ),
            onError: (error) => toast.error(MESSAGES.detailSaveFailed, { description: errorMessage(error) }),
          },
        );
      }}
    />
  );
}

export function DetailForm({ artisanId, detail, details, onChanged }: DetailFormProps) {
  const createDetail = useCreateArtisanDetail(artisanId);
  const updateDetail = useUpdateArtisanDetail(artisanId);
  const deleteDetail = useDeleteArtisanDetail(artisanId);
  const uploadImage = useUploadArtisanImage(artisanId);
  const idPrefix = useId();
  const form = useContractForm({
    // The creation schema serves both: an update sends the artisan too, which the API accepts and ignores.
    schema: ArtisanDetailInputSchema,
    initialValues: initialValues(detail),
    fields: FIELDS,
    toInput: (values) => {
      const { type, pathImg, description } = values;
      if (type !== '' && isQualificationType(type))
        return { type, artisanId, pathImg, ...toQualificationInput(type, values) };
      if (type !== '' && isImageType(type))
        return { type, artisanId, pathImg: pathImg ?? undefined, description: description.trim() || null };
      return { type, artisanId, description };
    },
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
  const qualification = type !== '' && isQualificationType(type) ? type : null;

  function setQualification<K extends keyof QualificationValues>(field: K, value: QualificationValues[K]) {
    form.setValue(field, value as DetailValues[K]);
  }

  function changeType(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as DetailType | '';
    const previous = form.values.type;
    form.setValue('type', next);
    form.setErrors({});
    // Between a qualification and an insurance, what was typed follows (an insurer's name becomes « Autre organisme »).
    if (
      next !== previous &&
      next !== '' &&
      isQualificationType(next) &&
      previous !== '' &&
      isQualificationType(previous)
    ) {
      const converted = qualificationValuesOf({
        id: detail?.id ?? 0,
        artisanId,
        type: next,
        pathImg,
        verifiee: false,
        ...toQualificationInput(previous, form.values),
      });
      for (const field of Object.keys(converted) as (keyof QualificationValues)[])
        setQualification(field, converted[field]);
    }
  }

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

  const title = detail ? detailLabel(detail, details) : 'Ajouter un détail';
  const titleId = `${idPrefix}-title`;
  const validiteId = `${idPrefix}-validite`;
  const showsValidite =
    detail !== null && isQualificationType(detail.type) && validiteStatut(detail, parisToday());
  // The image variants say the stored path is invalid when there is none: the form asks for an image.
  const imageError = form.errors.pathImg && !pathImg ? IMAGE_REQUIRED : form.errors.pathImg;
  const qualificationErrors: Partial<Record<QualificationField, string>> = {};
  for (const field of QUALIFICATION_ERROR_FIELDS) qualificationErrors[field] = form.errors[field];
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      {...(detail ? { 'aria-labelledby': titleId } : { 'aria-label': title })}
      aria-describedby={showsValidite ? validiteId : undefined}
    >
      {detail ? (
        // The screen's sections are h2 (existing / new) and h3 (a type): a form's title comes under them.
        <div className={styles.header}>
          <h4 id={titleId} className={styles.title}>
            {title}
          </h4>
          {isQualificationType(detail.type) ? <ValiditeLine detail={detail} id={validiteId} /> : null}
          {isVerifiable(detail) ? <VerificationBox artisanId={artisanId} detail={detail} /> : null}
        </div>
      ) : null}
      <Select
        label="Type de détail"
        required
        placeholder={detail ? undefined : 'Sélectionner un type'}
        options={DETAIL_TYPES.map((value) => ({ value, label: DETAIL_TYPE_LABELS[value] }))}
        disabled={busy}
        {...bindField(form, 'type')}
        onChange={changeType}
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
      {qualification ? (
        <QualificationFields
          type={qualification}
          values={form.values}
          onChange={setQualification}
          errors={qualificationErrors}
          idPrefix={idPrefix}
          disabled={busy}
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
          <ImageDrop
            label={imageDropLabel(qualification !== null, pathImg !== null)}
            disabled={busy}
            upload={upload}
          />
          {imageError ? (
            <p role="alert" className={styles.error}>
              {imageError}
            </p>
          ) : null}
          {qualification ? null : (
            <TextField
              label="Légende (facultative)"
              hint="Décrit l'image pour les personnes qui ne la voient pas."
              {...bindField(form, 'description')}
            />
          )}
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
              {title} : ce détail sera supprimé{detail.pathImg ? ', avec son image' : ''}. Cette action est
              irréversible.
            </p>
          }
          confirmLabel="Supprimer le détail"
        />
      ) : null}
    </form>
  );
}

function imageDropLabel(certificate: boolean, replacing: boolean): string {
  if (certificate) return replacing ? 'Remplacer l’image du certificat' : 'Image du certificat (facultatif)';
  return replacing ? "Remplacer l'image" : 'Image';
}
