// The letter's step of « C'est votre entreprise ? »: the code printed on the letter posted to the establishment,
// typed (« K7PM-Q2XD-9HTR », dashes, spaces and lower case accepted) or brought by the letter's QR code
// (/revendiquer?courrier=…), on any device: the code is its own key. The right code makes the listing the account's;
// the link to choose the password goes to the claimant's e-mail, which the page names, masked. A wrong or used code
// is refused next to the field; an expired one, or a listing someone else took meanwhile, at the top.
import { useEffect, useRef, useState } from 'react';
import {
  REVENDICATION_LIMITS,
  RevendicationCourrierInputSchema,
  type RevendicationCourrierValidee,
} from '@annuaire/shared/contract/revendication';
import { hrefs } from '@annuaire/shared/federation/routes';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { FormAlert } from '../../../../components/form-alert';
import formStyles from '../../../../components/form-card.module.css';
import { useCheckRevendicationLetter } from '../api/revendication';
import styles from './revendication-page.module.css';

export const LETTER_TITLE = 'Vous avez reçu notre courrier ?';
export const LETTER_SUBMIT = 'Valider le code du courrier';

export interface LetterCodeFormProps {
  /** The code the letter's QR code brought, as it came. */
  initialCode?: string;
}

export function LetterCodeForm({ initialCode = '' }: LetterCodeFormProps) {
  const check = useCheckRevendicationLetter();
  const [done, setDone] = useState<RevendicationCourrierValidee | null>(null);
  const [failures, setFailures] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: RevendicationCourrierInputSchema,
    initialValues: { code: initialCode.slice(0, 100) },
    fields: ['code'] as const,
    toInput: (values: { code: string }) => values,
    submit: (input) => check.mutateAsync(input),
    onSuccess: (result) => setDone(result as RevendicationCourrierValidee),
    onFailure: (_message, error) => {
      // A wrong or used code: its message is next to the field, not twice.
      if (Object.keys(apiFieldErrors(error, ['code'])).length > 0) return false;
      setFailures((count) => count + 1);
      return true;
    },
  });

  useEffect(() => {
    if (failures > 0) alertRef.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <FormAlert tone="success" title={done.message} focusRef={doneRef}>
        Ouvrez ce lien pour choisir votre mot de passe : vous arriverez dans votre espace professionnel, où
        vous compléterez <Link to={hrefs.artisan(done.artisanId)}>votre fiche</Link>.
      </FormAlert>
    );
  }

  return (
    <form
      method="post"
      className={cx(formStyles.card, formStyles.wide, formStyles.light)}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby="revendication-courrier-title"
    >
      <h2 id="revendication-courrier-title" className={formStyles.title}>
        {LETTER_TITLE}
      </h2>
      <p className={formStyles.note}>
        Saisissez le code imprimé sur la lettre, ou scannez son QR code avec votre téléphone. Il fonctionne{' '}
        {REVENDICATION_LIMITS.letterDays} jours, une seule fois.
      </p>
      {form.formError ? (
        <FormAlert tone="error" title="Le code n’a pas pu être vérifié." focusRef={alertRef}>
          {form.formError}
        </FormAlert>
      ) : null}
      <TextField
        {...bindField(form, 'code')}
        label="Code du courrier"
        hint={`${REVENDICATION_LIMITS.letterCodeLength} lettres et chiffres, par exemple K7PM-Q2XD-9HTR.`}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={REVENDICATION_LIMITS.letterCodeLength + 6}
        className={styles.letterCode}
      />
      <div className={formStyles.actions}>
        <Button
          type="submit"
          disabled={!form.ready}
          size="lg"
          loading={form.sending}
          loadingText="Vérification..."
        >
          {LETTER_SUBMIT}
        </Button>
      </div>
    </form>
  );
}
