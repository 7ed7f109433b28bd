// The visitor's request to artisans (issue 19), inside the dialog of the artisan page's « Contacter cet artisan » and
// of the trade page's « Demander un devis »: nom, email, telephone (optional), codePostal of the works, message and
// the consent to pass them on (the postcode pre-filled with the place chosen on the trade page or the map), checked with the contract's DemandeFieldsSchema, then sent with the chosen artisans'
// ids to POST /api/demandes. Success hands the API's confirmation to the dialog, which shows it in the form's place.
// Errors are French, next to their field (the contract's, or the API's 400 answer: the focus goes to the first); a
// failure of the whole request (a refusal, 404, 409 or 429, or a send that failed) is shown at the top of the form, with
// the focus on it, so that it is in view whatever was scrolled; what was typed stays.
import { useEffect, useRef, useState } from 'react';
import { DEMANDE_LIMITS, DEMANDE_MESSAGES, DemandeFieldsSchema } from '@annuaire/shared/contract/demande';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { EmailField, PhoneField } from '../../../components/contact-fields';
import { FormAlert } from '../../../components/form-alert';
import { HoneypotField } from '../../../components/honeypot-field';
import { SendFailureAlert } from '../../../components/send-failure-alert';
import formStyles from '../../../components/form-card.module.css';
import { PRIVACY_DEMANDES_HREF } from '../../../utils/privacy-href';
import { useDemandeSelection } from '../../../hooks/use-demande-selection';
import { useSendDemande } from '../api/send-demande';
import styles from './demande-form.module.css';

export const DEMANDE_FAILED = 'Votre demande n’a pas été envoyée.';
const CODE_POSTAL_LENGTH = 5;

const FIELDS = ['nom', 'email', 'telephone', 'codePostal', 'message', 'consentement'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  nom: string;
  email: string;
  telephone: string;
  codePostal: string;
  message: string;
  consentement: boolean;
  /** The honeypot, which people leave empty. */
  site: string;
}

const EMPTY: Values = {
  nom: '',
  email: '',
  telephone: '',
  codePostal: '',
  message: '',
  consentement: false,
  site: '',
};

const RULES = DemandeFieldsSchema.shape;
const PHONE_MAX = maxLengthOf(RULES.telephone.unwrap().in.in);

/** The values as the contract checks them: the honeypot only when filled in. */
function toFields(values: Values) {
  return { ...values, site: values.site || undefined };
}

/** The field errors the API gave on the chosen artisans, which no control shows: the form's error then. */
function artisanIdsError(error: unknown): string | null {
  return apiFieldErrors(error, ['artisanIds']).artisanIds ?? null;
}

/**
 * A refusal that trying again would not change (an unknown artisan, a limit, the chosen artisans, a listing nobody
 * manages that cannot be reached: the 409 of contract/fiche-non-geree.ts): shown alone, without the « vous pouvez
 * réessayer » of a failed send.
 */
function isRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 409 || status === 429;
}

export interface DemandeFormProps {
  /** The chosen artisans' ids (one from the artisan page, up to DEMANDE_LIMITS.artisansMax from a trade page). */
  artisanIds: readonly number[];
  /** After a successful send, with the confirmation to show (the API's, or the contract's). */
  onSent(message: string): void;
}

export function DemandeForm({ artisanIds, onSent }: DemandeFormProps) {
  const send = useSendDemande();
  // The place chosen on the trade page or the map: the form opens in the browser only, after hydration.
  const { codePostal } = useDemandeSelection();
  const many = artisanIds.length > 1;
  const [refused, setRefused] = useState(false);
  // Counts the failures that no field shows: each moves the focus onto the form's error.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: DemandeFieldsSchema,
    initialValues: { ...EMPTY, codePostal },
    fields: FIELDS,
    toInput: toFields,
    submit: (fields) => send.mutateAsync({ fields, artisanIds }),
    onSuccess: (result) => {
      const message = (result as { message?: unknown } | undefined)?.message;
      onSent(
        typeof message === 'string' && message
          ? message
          : many
            ? DEMANDE_MESSAGES.sentMany
            : DEMANDE_MESSAGES.sent,
      );
    },
    onFailure: (_message, error) => {
      const onArtisans = artisanIdsError(error);
      setRefused(onArtisans !== null || isRefusal(error));
      // A field in error has the focus already (the form layer's); otherwise the form's error takes it.
      if (Object.keys(apiFieldErrors(error, FIELDS)).length === 0) setFailures((count) => count + 1);
      if (onArtisans === null) return true;
      form.setFormError(onArtisans);
      return false;
    },
  });

  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);

  const bind = (field: Exclude<Field, 'consentement'>) => bindField(form, field);

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(event) => {
        setRefused(false);
        void form.handleSubmit(event);
      }}
      noValidate
      aria-label="Votre demande"
    >
      <p className={formStyles.intro}>Tous les champs sont obligatoires, sauf le téléphone.</p>
      {refused && form.formError ? (
        <FormAlert tone="error" title={DEMANDE_FAILED} focusRef={failureRef}>
          {form.formError}
        </FormAlert>
      ) : (
        <SendFailureAlert title={DEMANDE_FAILED} message={form.formError} focusRef={failureRef} />
      )}
      <div className={formStyles.row}>
        <TextField
          {...bind('nom')}
          label="Nom"
          required
          autoComplete="name"
          maxLength={maxLengthOf(RULES.nom)}
        />
        <EmailField {...bind('email')} required />
      </div>
      <div className={formStyles.row}>
        <PhoneField {...bind('telephone')} label="Téléphone (facultatif)" maxLength={PHONE_MAX} />
        <TextField
          {...bind('codePostal')}
          label="Code postal des travaux"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={CODE_POSTAL_LENGTH}
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message"
        hint={`Décrivez vos travaux (${DEMANDE_LIMITS.messageMin} caractères au moins) : leur nature, leur ampleur, vos délais.`}
        required
        rows={6}
        maxLength={maxLengthOf(RULES.message)}
        showCount
      />
      <Checkbox
        name="consentement"
        checked={form.values.consentement}
        onChange={(event) => form.setValue('consentement', event.target.checked)}
        label={many ? DEMANDE_MESSAGES.consentLabelMany : DEMANDE_MESSAGES.consentLabel}
        required
        error={form.errors.consentement}
        hint={
          <>
            Voir la <Link to={PRIVACY_DEMANDES_HREF}>politique de confidentialité</Link> : ce que nous en
            faisons, combien de temps, et vos droits.
          </>
        }
      />
      <HoneypotField
        name="site"
        value={form.values.site}
        onChange={(value) => form.setValue('site', value)}
      />
      <Button
        type="submit"
        disabled={!form.ready}
        size="lg"
        fullWidth
        loading={form.sending}
        loadingText="Envoi en cours..."
      >
        Envoyer ma demande
      </Button>
    </form>
  );
}
