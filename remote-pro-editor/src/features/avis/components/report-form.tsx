// The artisan's report of a doubt about one published review, inline under it (ReviewItem): « Raison du
// signalement », checked with the contract's SignalementInputSchema (AVIS_LIMITS.signalementMin characters at least),
// « Envoyer le signalement » and « Annuler ». Says that the review stays published until the administration decides.
// A field error sits under the text, a refusal (409 AVIS_MESSAGES.alreadyReported) under the buttons.
import { useEffect, useRef } from 'react';
import { AVIS_LIMITS, AVIS_MESSAGES, SignalementInputSchema } from '@annuaire/shared/contract/avis';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea } from '@annuaire/shared/ui/input';
import { useReportNote } from '../api/report-note';
import styles from './avis-section.module.css';

export const REPORT_HINT = `Expliquez ce qui vous fait douter de cet avis (${AVIS_LIMITS.signalementMin} caractères au moins). L’avis reste publié jusqu’à la décision de l’administration.`;

const FIELDS = ['motif'] as const;

export interface ReportFormProps {
  artisanId: number;
  noteId: number;
  /** Names the form (« Signaler l’avis de Marie D. »). */
  label: string;
  /** With the API's sentence (AVIS_MESSAGES.signalementSent). */
  onReported(message: string): void;
  onCancel(): void;
}

export function ReportForm({ artisanId, noteId, label, onReported, onCancel }: ReportFormProps) {
  const report = useReportNote(artisanId);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm({
    schema: SignalementInputSchema,
    initialValues: { motif: '' },
    fields: FIELDS,
    submit: ({ motif }) => report.mutateAsync({ noteId, motif }),
    onSuccess: (result) => {
      const message = (result as { message?: unknown } | undefined)?.message;
      onReported(typeof message === 'string' && message ? message : AVIS_MESSAGES.signalementSent);
    },
    onFailure: (_message, error) => Object.keys(apiFieldErrors(error, FIELDS)).length === 0,
  });

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
        {...bindField(form, 'motif')}
        label="Raison du signalement"
        hint={REPORT_HINT}
        required
        rows={3}
        maxLength={AVIS_LIMITS.signalementMax}
      />
      <div className={styles.formActions}>
        <Button
          type="submit"
          className={styles.action}
          disabled={!form.ready}
          loading={form.sending}
          loadingText="Envoi en cours..."
        >
          Envoyer le signalement
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
