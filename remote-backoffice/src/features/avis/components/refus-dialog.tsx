// The dialog of « Refuser » (a review waiting) and « Retirer l’avis » (a reported review) on the « Avis à modérer »
// screen: one of the published grounds (REFUS_MOTIFS), required with the contract's French message, the author being
// told the ground by e-mail when the review came from an invitation. Sends the refusal (PUT /api/avis/{id}/moderation);
// on success the screen says so and drops the review, on a 409 (decided meanwhile) the screen refreshes its lists,
// any other failure is shown in the dialog, which stays open with the ground chosen.
import { useId } from 'react';
import {
  ModerationInputSchema,
  REFUS_MOTIFS,
  REFUS_MOTIF_LABELS,
  type AvisModeration,
  type RefusMotif,
} from '@annuaire/shared/contract/avis';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { FieldError } from '@annuaire/shared/ui/field';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useModerateAvis } from '../api/moderate-avis';
import { DECISIONS, type ModerationList } from '../utils/moderation-texts';
import styles from './refus-dialog.module.css';

export interface RefusDialogProps {
  avis: AvisModeration;
  list: ModerationList;
  onClose(): void;
  /** The review is refused (or withdrawn): the screen says so and drops it. */
  onDecided(avis: AvisModeration): void;
  /** Another admin decided first (409): the screen says so and asks for its lists again. */
  onAlreadyDecided(): void;
}

export function RefusDialog({ avis, list, onClose, onDecided, onAlreadyDecided }: RefusDialogProps) {
  const formId = useId();
  const groupId = useId();
  const moderate = useModerateAvis();
  const label = DECISIONS[list].confirmRefusal;
  const form = useContractForm({
    schema: ModerationInputSchema,
    initialValues: { motif: '' as RefusMotif | '' },
    fields: ['motif'],
    toInput: ({ motif }) => ({ decision: 'REFUSER', motif: motif || undefined }),
    submit: (input) => moderate.mutateAsync({ avis, input }),
    onSuccess: () => onDecided(avis),
    onFailure(_message, error) {
      if (errorStatus(error) !== 409) return true;
      onAlreadyDecided();
      return false;
    },
  });
  const error = form.errors.motif;
  const legendId = `${groupId}-legend`;
  const errorId = error ? `${groupId}-error` : undefined;
  const noticeId = `${groupId}-notice`;

  return (
    <FormModal
      title={label}
      description={`Avis de ${avis.auteur} sur ${avis.artisan.entrepriseNom}`}
      formId={formId}
      submitLabel={label}
      sending={form.sending}
      onClose={onClose}
    >
      <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
        <fieldset
          role="radiogroup"
          className={styles.group}
          aria-labelledby={legendId}
          aria-describedby={[noticeId, errorId].filter(Boolean).join(' ')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
        >
          <legend id={legendId} className={styles.legend}>
            Motif du refus
          </legend>
          <ul role="list" className={styles.options}>
            {REFUS_MOTIFS.map((motif) => {
              const optionId = `${groupId}-${motif}`;
              return (
                <li key={motif} className={styles.option}>
                  <input
                    id={optionId}
                    type="radio"
                    name="motif"
                    value={motif}
                    checked={form.values.motif === motif}
                    onChange={() => form.setValue('motif', motif)}
                    className={styles.radio}
                  />
                  <label htmlFor={optionId} className={styles.label}>
                    {REFUS_MOTIF_LABELS[motif]}
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError id={errorId} error={error} />
        </fieldset>
        <p id={noticeId} className={styles.notice}>
          {avis.email
            ? `L’auteur recevra ce motif par e-mail (${avis.email}).`
            : 'Cet avis n’a pas d’adresse e-mail : son auteur ne sera pas informé du motif.'}
        </p>
      </AdminForm>
    </FormModal>
  );
}
