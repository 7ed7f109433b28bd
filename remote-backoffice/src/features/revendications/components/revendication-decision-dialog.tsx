// The dialog of « Clore la revendication » (a claim in progress) and « Reprendre la fiche » (a validated claim whose
// account still manages the listing) on « Revendications de fiches »: the reason, required and bounded as the
// contract says (RevendicationDecisionInputSchema), mailed to the claimant or the account. On success the screen says
// the API's message; any failure (a 400 next to the field, a 404 or 409 decided meanwhile) is shown in the dialog,
// which stays open with the reason typed.
import { useId, useRef } from 'react';
import {
  REVENDICATION_LIMITS,
  RevendicationDecisionInputSchema,
  type Revendication,
} from '@annuaire/shared/contract/revendication';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextArea } from '@annuaire/shared/ui/input';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useDecideRevendication, type RevendicationDecision } from '../api/decide-revendication';

/** The button's text, the dialog's title (also the button's accessible name), its note and its submit. */
export const DECISION_TEXTS: Record<
  RevendicationDecision,
  { button: string; title(claim: Revendication): string; note(claim: Revendication): string; submit: string }
> = {
  refus: {
    button: 'Clore la revendication',
    title: (claim) => `Clore la revendication de ${claim.entrepriseNom}`,
    note: (claim) => `Le demandeur recevra ce motif par e-mail (${claim.email}).`,
    submit: 'Clore',
  },
  reprise: {
    button: 'Reprendre la fiche',
    title: (claim) => `Reprendre la fiche ${claim.entrepriseNom}`,
    note: (claim) =>
      `La fiche ne sera plus gérée par le compte ${claim.compte?.username ?? 'créé'}, qui recevra ce motif par e-mail. La fiche pourra de nouveau être revendiquée.`,
    submit: 'Reprendre la fiche',
  },
};

export interface RevendicationDecisionDialogProps {
  claim: Revendication;
  decision: RevendicationDecision;
  /** `stale`: the API said the claim was decided meanwhile (404, 409), so the list is to be read again. */
  onClose(stale: boolean): void;
  /** The decision is made: the API's message. */
  onDecided(message: string): void;
}

export function RevendicationDecisionDialog({
  claim,
  decision,
  onClose,
  onDecided,
}: RevendicationDecisionDialogProps) {
  const formId = useId();
  const texts = DECISION_TEXTS[decision];
  const decide = useDecideRevendication();
  const stale = useRef(false);
  const form = useContractForm({
    schema: RevendicationDecisionInputSchema,
    initialValues: { motif: '' },
    fields: ['motif'],
    submit: (input) => decide.mutateAsync({ id: claim.id, decision, input }),
    onSuccess: (result) => onDecided((result as { message: string }).message),
    onFailure(_message, error) {
      const status = errorStatus(error);
      if (status === 404 || status === 409) stale.current = true;
    },
  });

  return (
    <FormModal
      title={texts.title(claim)}
      description={texts.note(claim)}
      formId={formId}
      submitLabel={texts.submit}
      sendingLabel="Envoi en cours..."
      sending={form.sending}
      onClose={() => onClose(stale.current)}
    >
      <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
        <TextArea
          {...bindField(form, 'motif')}
          label="Motif"
          hint={`Envoyé tel quel par e-mail, ${REVENDICATION_LIMITS.motifDecisionMax} caractères au plus.`}
          required
          maxLength={REVENDICATION_LIMITS.motifDecisionMax}
          showCount
          rows={4}
        />
      </AdminForm>
    </FormModal>
  );
}
