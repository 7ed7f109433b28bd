// « Inviter un client à laisser un avis » of the editor's « Avis clients »: the customer's e-mail, checked with the
// contract's InvitationFormSchema, sent to POST /api/avis/invitations. Says what the customer receives and how many
// invitations are left today; a success says the API's message (AVIS_MESSAGES.invitationSent) and empties the field;
// a field error (the contract's or the API's 400) sits under the field, any other refusal (the day's limit, 429)
// under the button. Shown to the artisan only (AvisSection).
import { useState } from 'react';
import { AVIS_MESSAGES, InvitationFormSchema } from '@annuaire/shared/contract/avis';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { useArtisanInvitationsQuery } from '../api/get-invitations';
import { useSendInvitation } from '../api/send-invitation';
import { INVITATION_HINT, remainingText } from '../utils/avis-format';
import styles from './avis-section.module.css';

export const INVITE_TITLE = 'Inviter un client à laisser un avis';
export const INVITE_BUTTON = 'Envoyer l’invitation';

const FIELDS = ['email'] as const;
const EMAIL_MAX = maxLengthOf(InvitationFormSchema.shape.email.in);

/** The API's sentence for a sent invitation, or the contract's. */
function sentMessage(result: unknown, email: string): string {
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : AVIS_MESSAGES.invitationSent(email);
}

export function InvitationForm({ artisanId, titleId }: { artisanId: number; titleId: string }) {
  const send = useSendInvitation(artisanId);
  const { data } = useArtisanInvitationsQuery(artisanId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm({
    schema: InvitationFormSchema,
    initialValues: { email: '' },
    fields: FIELDS,
    submit: ({ email }) => send.mutateAsync({ email }),
    onSuccess: (result, { email }) => {
      form.reset();
      setSent(sentMessage(result, email));
    },
    // A 400 on the e-mail is said under the field alone; anything else (the day's limit…) under the button.
    onFailure: (_message, error) => Object.keys(apiFieldErrors(error, FIELDS)).length === 0,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        setSent(null);
        void form.handleSubmit(event);
      }}
    >
      <TextField
        {...bindField(form, 'email', () => setSent(null))}
        label="E-mail du client"
        hint={INVITATION_HINT}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX}
      />
      {data ? <p className={styles.meta}>{remainingText(data.restantesAujourdhui)}</p> : null}
      <div className={styles.formActions}>
        <Button
          type="submit"
          className={styles.action}
          disabled={!form.ready}
          loading={form.sending}
          loadingText="Envoi en cours..."
        >
          {INVITE_BUTTON}
        </Button>
      </div>
      {form.formError ? (
        <p className={styles.failure} role="alert">
          {form.formError}
        </p>
      ) : null}
      <div role="status">{sent ? <p className={styles.success}>{sent}</p> : null}</div>
    </form>
  );
}
