// The code step of « C'est votre entreprise ? »: the code mailed to the business, typed as the mail writes it
// (« 123 456 ») or pasted, checked by the API (a wrong one says how many tries are left, next to the field). The right
// code opens the activation page where the owner chooses its password and reaches its editor. « Renvoyer un code »
// sends a new one (the previous one stops working); a claim that closed (expired, tries or sends used up) says so
// and offers to begin again.
import { useEffect, useRef, useState } from 'react';
import {
  REVENDICATION_LIMITS,
  RevendicationCodeInputSchema,
  type RevendicationValidee,
} from '@annuaire/shared/contract/revendication';
import { apiFieldErrors, errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { FormAlert } from '../../../../components/form-alert';
import formStyles from '../../../../components/form-card.module.css';
import { useCheckRevendicationCode, useResendRevendicationCode } from '../api/revendication';
import type { ClaimInProgress } from '../utils/claim-session';
import styles from './revendication-page.module.css';

export const CODE_SUBMIT = 'Valider le code';
export const CODE_RESEND = 'Renvoyer un code';
export const CODE_RESTART = 'Recommencer la revendication';

/** A time of day in Paris (« 14 h 05 »). */
function parisTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Paris' })
    .format(new Date(iso))
    .replace(':', ' h ');
}

export interface CodeFormProps {
  claim: ClaimInProgress;
  /** A new code was sent: its new expiry. */
  onResent(claim: ClaimInProgress): void;
  onValidated(result: RevendicationValidee): void;
  /** The claim closed: back to the form. */
  onRestart(): void;
}

export function CodeForm({ claim, onResent, onValidated, onRestart }: CodeFormProps) {
  const check = useCheckRevendicationCode();
  const resend = useResendRevendicationCode();
  // A failure no field shows: 409 and 410 close the claim, anything else may be tried again.
  const [closed, setClosed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: RevendicationCodeInputSchema,
    initialValues: { code: '' },
    fields: ['code'] as const,
    toInput: (values: { code: string }) => ({ jeton: claim.jeton, code: values.code }),
    submit: (input) => check.mutateAsync(input),
    onSuccess: (result) => onValidated(result as RevendicationValidee),
    onFailure: (_message, error) => {
      setNotice(null);
      // A wrong code: its message is next to the field, not twice.
      if (Object.keys(apiFieldErrors(error, ['code'])).length > 0) return false;
      const status = errorStatus(error);
      setClosed(status === 404 || status === 409 || status === 410);
      setFailures((count) => count + 1);
      return true;
    },
  });

  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);

  async function sendAgain() {
    setNotice(null);
    form.setFormError(null);
    try {
      const sent = await resend.mutateAsync(claim.jeton);
      onResent({ jeton: sent.jeton, emailMasque: sent.emailMasque, expireLe: sent.expireLe });
      setNotice(sent.message);
    } catch (error) {
      const status = errorStatus(error);
      setClosed(status === 404 || status === 409 || status === 410);
      form.setFormError(errorMessage(error));
      setFailures((count) => count + 1);
    }
  }

  return (
    <form
      method="post"
      className={cx(formStyles.card, formStyles.wide, formStyles.light)}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby="revendication-code-title"
    >
      <h2 id="revendication-code-title" className={formStyles.title}>
        Saisissez le code reçu
      </h2>
      <p className={formStyles.note} role="status">
        {notice ??
          `Un code à ${REVENDICATION_LIMITS.codeLength} chiffres a été envoyé à ${claim.emailMasque}.`}{' '}
        Il fonctionne jusqu’à {parisTime(claim.expireLe)}.
      </p>
      {form.formError ? (
        <FormAlert
          tone="error"
          title={closed ? 'Cette revendication est close.' : 'Le code n’a pas pu être vérifié.'}
          focusRef={alertRef}
        >
          {form.formError}
        </FormAlert>
      ) : null}
      {closed ? (
        <div className={formStyles.actions}>
          <Button type="button" size="lg" onClick={onRestart}>
            {CODE_RESTART}
          </Button>
        </div>
      ) : (
        <>
          <TextField
            {...bindField(form, 'code')}
            label="Code reçu par e-mail"
            hint={`${REVENDICATION_LIMITS.codeLength} chiffres, par exemple 123 456.`}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={REVENDICATION_LIMITS.codeLength + 2}
            className={styles.code}
          />
          <div className={cx(formStyles.actions, styles.codeActions)}>
            <Button
              type="submit"
              disabled={!form.ready}
              size="lg"
              loading={form.sending}
              loadingText="Vérification..."
            >
              {CODE_SUBMIT}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => void sendAgain()}
              loading={resend.isPending}
              loadingText="Envoi..."
            >
              {CODE_RESEND}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
