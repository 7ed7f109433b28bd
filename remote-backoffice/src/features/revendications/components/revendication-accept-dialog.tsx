// The dialog of « Accepter la revendication » on « Revendications de fiches »: a claim by documents in progress,
// accepted once an administrator has read its extract of the trade register and its identity document. It says what
// the acceptance does (an account for the claimant, the listing linked to it, the activation link mailed) and what to
// check first; nothing to type, so no field: the confirm button sends it. A contest (a listing an account managed when
// it was filed) says first that the listing leaves that account, named, for the claimant's. On success the screen
// says the API's message, as the other decisions do; a failure (404, 409: decided meanwhile, not a claim by
// documents, the claimant's e-mail already an account's, the contested account no longer managing the listing) is
// shown in the dialog, which stays open.
import { useId, useRef, useState } from 'react';
import { REVENDICATION_CONTEST_TEXTS, type Revendication } from '@annuaire/shared/contract/revendication';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useAcceptRevendication } from '../api/decide-revendication';

/** The button's text, the dialog's title (also the button's accessible name), its note and its submit. */
export interface AcceptanceTexts {
  button: string;
  title(claim: Revendication): string;
  note(claim: Revendication): string;
  submit: string;
}

export const ACCEPTANCE_TEXTS: AcceptanceTexts = {
  button: 'Accepter la revendication',
  title: (claim: Revendication) => `Accepter la revendication de ${claim.entrepriseNom}`,
  note: (claim: Revendication) =>
    `Un compte professionnel sera créé pour ${claim.nom} (${claim.email}) et la fiche lui sera rattachée ; le lien pour choisir son mot de passe lui sera envoyé. Vérifiez que l’extrait a moins de 3 mois et que l’identité correspond.`,
  submit: 'Accepter',
};

/** The same texts for a contest: the listing is taken from the account contested before it is given. */
export const CONTEST_ACCEPTANCE_TEXTS: AcceptanceTexts = {
  button: REVENDICATION_CONTEST_TEXTS.acceptButton,
  title: (claim) => REVENDICATION_CONTEST_TEXTS.acceptTitle(claim.entrepriseNom),
  note: (claim) =>
    REVENDICATION_CONTEST_TEXTS.acceptNote(claim.compteConteste?.username ?? null, claim.nom, claim.email),
  submit: REVENDICATION_CONTEST_TEXTS.acceptSubmit,
};

/** The acceptance's texts of a claim, or of a contest. */
export function acceptanceTextsOf(claim: Revendication): AcceptanceTexts {
  return claim.contestation ? CONTEST_ACCEPTANCE_TEXTS : ACCEPTANCE_TEXTS;
}

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
  const texts = acceptanceTextsOf(claim);

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
      title={texts.title(claim)}
      description={texts.note(claim)}
      formId={formId}
      submitLabel={texts.submit}
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
