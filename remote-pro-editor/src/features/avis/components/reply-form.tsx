// The artisan's reply to one published review, inline under it (ReviewItem): a text checked with the contract's
// ReponseInputSchema (required, AVIS_LIMITS.reponseMax characters, counted), « Publier la réponse » and « Annuler ».
// Says that the reply is public and can be changed for AVIS_LIMITS.reponseEditableHours hours. A field error sits under
// the text, a refusal (409 AVIS_MESSAGES.reponseLocked once that time is over) under the buttons.
import { useEffect, useRef } from 'react';
import { AVIS_LIMITS, ReponseInputSchema } from '@annuaire/shared/contract/avis';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea } from '@annuaire/shared/ui/input';
import { useReplyToNote } from '../api/reply-to-note';
import styles from './avis-section.module.css';

export const REPLY_HINT = `Votre réponse est publique : elle s’affiche sous l’avis, sur votre page. Vous pouvez la modifier pendant ${AVIS_LIMITS.reponseEditableHours} heures après sa publication.`;

const FIELDS = ['texte'] as const;

export interface ReplyFormProps {
  artisanId: number;
  noteId: number;
  /** The reply being changed, or '' for a first reply. */
  initialText: string;
  /** Names the form (« Répondre à l’avis de Marie D. »). */
  label: string;
  onPublished(): void;
  onCancel(): void;
}

export function ReplyForm({ artisanId, noteId, initialText, label, onPublished, onCancel }: ReplyFormProps) {
  const reply = useReplyToNote(artisanId);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm({
    schema: ReponseInputSchema,
    initialValues: { texte: initialText },
    fields: FIELDS,
    submit: ({ texte }) => reply.mutateAsync({ noteId, texte }),
    onSuccess: () => onPublished(),
    onFailure: (_message, error) => Object.keys(apiFieldErrors(error, FIELDS)).length === 0,
  });

  // Opened from « Répondre » or « Modifier la réponse »: the keyboard goes on in the text.
  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      className={styles.subForm}
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <TextArea
        {...bindField(form, 'texte')}
        label="Votre réponse"
        hint={REPLY_HINT}
        required
        rows={4}
        maxLength={AVIS_LIMITS.reponseMax}
        showCount
      />
      <div className={styles.formActions}>
        <Button
          type="submit"
          className={styles.action}
          disabled={!form.ready}
          loading={form.sending}
          loadingText="Publication en cours..."
        >
          Publier la réponse
        </Button>
        <Button variant="secondary" className={styles.action} disabled={form.sending} onClick={onCancel}>
          Annuler
        </Button>
      </div>
      {form.formError ? (
        <p className={styles.failure} role="alert">
          {form.formError}
        </p>
      ) : null}
    </form>
  );
}
