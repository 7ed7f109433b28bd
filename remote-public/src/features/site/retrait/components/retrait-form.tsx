// The form of /retirer-une-fiche (RGPD, article 21): the listing's SIRET (filled in from the profile's link), the
// requester's e-mail and a reason on one line, checked with the contract's RetraitInputSchema, then sent with the
// listing's id (from the link, when there is one) to POST /api/registres/retraits. Errors are French, next to their
// field (the contract's, or the API's 400 answer: the focus goes to the first); a failure of the whole request (the
// hourly limit, a send that failed) is shown at the top of the form with the focus on it, and what was typed stays.
import { useEffect, useRef, useState } from 'react';
import { RETRAIT_LIMITS, RETRAIT_MESSAGES, RetraitInputSchema } from '@annuaire/shared/contract/retrait';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { EmailField } from '../../../../components/contact-fields';
import { FormAlert } from '../../../../components/form-alert';
import { HoneypotField } from '../../../../components/honeypot-field';
import { SendFailureAlert } from '../../../../components/send-failure-alert';
import formStyles from '../../../../components/form-card.module.css';
import { useSendRetrait } from '../api/send-retrait';
import styles from './retrait-page.module.css';

export const RETRAIT_FAILED = 'Votre demande de retrait n’a pas été envoyée.';
export const RETRAIT_SUBMIT = 'Demander le retrait';

const FIELDS = ['siret', 'email', 'motif'] as const;

interface Values {
  siret: string;
  email: string;
  motif: string;
  /** The honeypot, which people leave empty. */
  site: string;
}

export interface RetraitFormProps {
  /** The SIRET the address gave (the profile's link), as it is. */
  initialSiret: string;
  /** The listing the request comes from, when the address named one. */
  artisanId: number | null;
  /** After a successful send, with the confirmation to show (the API's, or the contract's). */
  onSent(message: string): void;
}

export function RetraitForm({ initialSiret, artisanId, onSent }: RetraitFormProps) {
  const send = useSendRetrait();
  const [refused, setRefused] = useState(false);
  // Counts the failures that no field shows: each moves the focus onto the form's error.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: RetraitInputSchema,
    initialValues: { siret: initialSiret, email: '', motif: '', site: '' } satisfies Values,
    fields: FIELDS,
    toInput: (values: Values) => ({
      ...values,
      site: values.site || undefined,
      artisanId: artisanId ?? undefined,
    }),
    submit: (input) => send.mutateAsync(input),
    onSuccess: (result) => {
      const message = (result as { message?: unknown } | undefined)?.message;
      onSent(typeof message === 'string' && message ? message : RETRAIT_MESSAGES.sent);
    },
    onFailure: (_message, error) => {
      // The listing's id comes from the address, not from a field: its error is the form's.
      const onListing = apiFieldErrors(error, ['artisanId']).artisanId ?? null;
      setRefused(onListing !== null || errorStatus(error) === 429);
      if (Object.keys(apiFieldErrors(error, FIELDS)).length === 0) setFailures((count) => count + 1);
      if (onListing === null) return true;
      form.setFormError(onListing);
      return false;
    },
  });

  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);

  return (
    <form
      method="post"
      className={cx(formStyles.card, formStyles.wide, formStyles.light)}
      onSubmit={(event) => {
        setRefused(false);
        void form.handleSubmit(event);
      }}
      noValidate
      aria-labelledby="retrait-form-title"
    >
      <h2 id="retrait-form-title" className={formStyles.title}>
        Votre demande
      </h2>
      <p className={formStyles.note}>Tous les champs sont obligatoires.</p>
      {refused && form.formError ? (
        <FormAlert tone="error" title={RETRAIT_FAILED} focusRef={failureRef}>
          {form.formError}
        </FormAlert>
      ) : (
        <SendFailureAlert title={RETRAIT_FAILED} message={form.formError} focusRef={failureRef} />
      )}
      {artisanId !== null ? (
        <p className={styles.listing}>
          Fiche concernée : <Link to={hrefs.artisan(artisanId)}>voir la fiche n° {artisanId}</Link>
        </p>
      ) : null}
      <TextField
        {...bindField(form, 'siret')}
        label="SIRET de l’établissement"
        hint="Les 14 chiffres du SIRET, tels qu’ils figurent sur la fiche ou sur un extrait Kbis."
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={RETRAIT_LIMITS.siretTypedMax}
      />
      <EmailField
        {...bindField(form, 'email')}
        label="Votre adresse e-mail"
        hint="L’administrateur vous y répond."
        required
      />
      <TextField
        {...bindField(form, 'motif')}
        label="Motif de la demande"
        hint={`Sur une seule ligne, ${RETRAIT_LIMITS.motifMax} caractères au plus.`}
        required
        maxLength={maxLengthOf(RetraitInputSchema.shape.motif)}
      />
      <HoneypotField
        name="site"
        value={form.values.site}
        onChange={(value) => form.setValue('site', value)}
      />
      <div className={formStyles.actions}>
        <Button
          type="submit"
          disabled={!form.ready}
          size="lg"
          loading={form.sending}
          loadingText="Envoi en cours..."
        >
          {RETRAIT_SUBMIT}
        </Button>
      </div>
    </form>
  );
}
