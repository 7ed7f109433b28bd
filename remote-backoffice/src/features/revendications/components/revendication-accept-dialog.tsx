// The dialog of « Accepter la revendication » on « Revendications de fiches »: a claim by documents in progress,
// accepted once an administrator has read its extract of the trade register and its identity document. It says what
// the acceptance does (an account for the claimant, the listing linked to it, the activation link mailed) and what to
// check first; nothing to type, so no field: the confirm button sends it. On success the screen says the API's
// message, as the other decisions do; a failure (404, 409: decided meanwhile, not a claim by documents, the
// claimant's e-mail already an account's) is shown in the dialog, which stays open.
import { useId, useRef, useState } from 'react';
import type { Revendication } from '@annuaire/shared/contract/revendication';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useAcceptRevendication } from '../api/decide-revendication';

/** The button's text, the dialog's title (also the button's accessible name), its note and its submit. */
export const ACCEPTANCE_TEXTS = {
  button: 'Accepter la revendication',
  title: (claim: Revendication) => `Accepter la revendication de ${claim.entrepriseNom}`,
  note: (claim: Revendication) =>
    `Un compte professionnel sera créé pour ${claim.nom} (${claim.email}) et la fiche lui sera rattachée ; le lien pour choisir son mot de passe lui sera envoyé. Vérifiez que l’extrait a moins de 3 mois et que l’identité correspond.`,
  submit: 'Accepter',
} as const;

export interface RevendicationAcceptDialogProps {
  claim: Revendication;
  /** `stale`: the API said the claim was decided meanwhile (404, 409), so the list is to be read again. */
  onClose(stale: boolean): void;
  /** The claim is accepted: the API's message. */
  onDecided(message: string): void;
}

export function RevendicationAcceptDialog({ claim, onClose, onDecided }: RevendicationAcceptDialogProps) {
  const formId = useId();
  const accept = useAcceptRevendication();
  const [error, setError] = useState<string | null>(null);
  const stale = useRef(false);

  async function submit() {
    if (accept.isPending) return;
    setError(null);
    try {
      const result = await accept.mutateAsync(claim.id);
      onDecided(result.message);
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 404 || status === 409) stale.current = true;
      setError(errorMessage(failure));
    }
  }

  return (
    <FormModal
      title={ACCEPTANCE_TEXTS.title(claim)}
      description={ACCEPTANCE_TEXTS.note(claim)}
      formId={formId}
      submitLabel={ACCEPTANCE_TEXTS.submit}
      sendingLabel="Envoi en cours..."
      sending={accept.isPending}
      onClose={() => onClose(stale.current)}
    >
      <AdminForm
        id={formId}
        error={error}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      />
    </FormModal>
  );
}
