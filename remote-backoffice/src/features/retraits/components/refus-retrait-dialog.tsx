// The dialog of « Refuser » on « Demandes de retrait »: the reason, required, on one line and bounded as the contract
// says (RetraitRefusInputSchema), mailed to the requester. Sends the refusal (POST /api/registres/retraits/{id}/refus);
// on success the screen says so, on a 409 (decided meanwhile) the screen asks for its page again, any other failure
// is shown in the dialog, which stays open with the reason typed.
import { useId } from 'react';
import {
  RETRAIT_LIMITS,
  RetraitRefusInputSchema,
  type DemandeRetrait,
} from '@annuaire/shared/contract/retrait';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextField } from '@annuaire/shared/ui/input';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useRefuseRetrait } from '../api/decide-retrait';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';

export interface RefusRetraitDialogProps {
  retrait: DemandeRetrait;
  onClose(): void;
  /** The request is refused: the screen says so. */
  onRefused(retrait: DemandeRetrait): void;
  /** Another admin decided first (409): the screen says so and asks for its page again. */
  onAlreadyDecided(): void;
}

export function RefusRetraitDialog({
  retrait,
  onClose,
  onRefused,
  onAlreadyDecided,
}: RefusRetraitDialogProps) {
  const formId = useId();
  const refuse = useRefuseRetrait();
  const form = useContractForm({
    schema: RetraitRefusInputSchema,
    initialValues: { motif: '' },
    fields: ['motif'],
    submit: (input) => refuse.mutateAsync({ id: retrait.id, input }),
    onSuccess: () => onRefused(retrait),
    onFailure(_message, error) {
      if (errorStatus(error) !== 409) return true;
      onAlreadyDecided();
      return false;
    },
  });

  return (
    <FormModal
      title="Refuser la demande de retrait"
      description={`SIRET ${formatSiret(retrait.siret)}, demande de ${retrait.email}`}
      formId={formId}
      submitLabel="Refuser la demande"
      sendingLabel="Envoi en cours..."
      sending={form.sending}
      onClose={onClose}
    >
      <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField
          {...bindField(form, 'motif')}
          label="Motif du refus"
          hint={`Envoyé au demandeur par e-mail. Sur une seule ligne, ${RETRAIT_LIMITS.motifRefusMax} caractères au plus.`}
          required
          maxLength={RETRAIT_LIMITS.motifRefusMax}
        />
      </AdminForm>
    </FormModal>
  );
}
