// The claimant's form of « C'est votre entreprise ? »: its name, e-mail, phone and role in the business, and the
// certification of the trader information (Digital Services Act, article 30), checked with the contract's
// RevendicationInputSchema, then sent with the listing's id and the proof: a code mailed to the RGE e-mail shown
// masked, or a letter to the establishment's address in SIRENE (shown as printed), chosen when both are possible.
// Errors are French, next to their field; a refusal of the whole claim (already managed, a claim under way, too many
// claims, a code that could not leave) is shown at the top with the focus on it, and what was typed stays.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  REVENDICATION_LIMITS,
  REVENDICATION_ROLES,
  REVENDICATION_ROLE_LABELS,
  RevendicationInputSchema,
  type RevendicationEnvoi,
  type RevendicationPreuve,
  type RevendicationRole,
} from '@annuaire/shared/contract/revendication';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { EmailField, PhoneField } from '../../../../components/contact-fields';
import { SendFailureAlert } from '../../../../components/send-failure-alert';
import formStyles from '../../../../components/form-card.module.css';
import { useSendRevendication } from '../api/revendication';
import styles from './revendication-page.module.css';

/** One proof the business may use: a radio when there is a choice, a plain statement when there is one. */
function ProofOption({
  id,
  checked,
  onChoose,
  alone,
  title,
  children,
}: {
  id: string;
  checked: boolean;
  onChoose(): void;
  alone: boolean;
  title: string;
  children: ReactNode;
}) {
  if (alone) {
    return (
      <div className={styles.proof}>
        <p className={styles.proofTitle}>{title}</p>
        <p className={styles.proofText}>{children}</p>
      </div>
    );
  }
  return (
    <div className={styles.proof}>
      <input
        id={id}
        type="radio"
        name="preuve"
        checked={checked}
        onChange={onChoose}
        className={styles.proofRadio}
        aria-describedby={`${id}-text`}
      />
      <label htmlFor={id} className={styles.proofTitle}>
        {title}
      </label>
      <p id={`${id}-text`} className={styles.proofText}>
        {children}
      </p>
    </div>
  );
}

export const CLAIM_FAILED = 'Votre revendication n’a pas été enregistrée.';
export const CLAIM_SUBMIT = 'Recevoir mon code';
export const CLAIM_SUBMIT_LETTER = 'Recevoir mon code par courrier';

const FIELDS = ['nom', 'email', 'telephone', 'role', 'certification', 'preuve'] as const;

interface Values {
  nom: string;
  email: string;
  telephone: string;
  role: RevendicationRole | '';
  certification: boolean;
  preuve: RevendicationPreuve;
}

const ROLE_OPTIONS = REVENDICATION_ROLES.map((role) => ({
  value: role,
  label: REVENDICATION_ROLE_LABELS[role],
}));

export interface ClaimFormProps {
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  /** Where a code by e-mail goes, masked (« p•••@plomberie-x.fr »); null when that proof is not possible now. */
  emailMasque: string | null;
  /** Where a letter goes, as printed; null when that proof is not possible now. */
  adresseCourrier: readonly string[] | null;
  onSent(claim: RevendicationEnvoi): void;
}

export function ClaimForm({
  artisanId,
  entrepriseNom,
  siret,
  emailMasque,
  adresseCourrier,
  onSent,
}: ClaimFormProps) {
  const send = useSendRevendication();
  const proofId = useId();
  // Counts the failures that no field shows: each moves the focus onto the form's error.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: RevendicationInputSchema,
    initialValues: {
      nom: '',
      email: '',
      telephone: '',
      role: '',
      certification: false,
      // The e-mail first: the code arrives in a minute, a letter in days.
      preuve: emailMasque === null ? 'COURRIER' : 'EMAIL',
    } satisfies Values,
    fields: FIELDS,
    toInput: (values: Values) => ({
      ...values,
      role: values.role || undefined,
      // Unticked is refused by the contract with its own message.
      certification: values.certification || undefined,
      artisanId,
    }),
    submit: (input) => send.mutateAsync(input),
    onSuccess: (result) => onSent(result as RevendicationEnvoi),
    onFailure: (_message, error) => {
      if (Object.keys(apiFieldErrors(error, FIELDS)).length === 0) setFailures((count) => count + 1);
    },
  });

  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);

  return (
    <form
      method="post"
      className={cx(formStyles.card, formStyles.wide, formStyles.light)}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby="revendication-form-title"
    >
      <h2 id="revendication-form-title" className={formStyles.title}>
        Vous et l’entreprise
      </h2>
      <p className={formStyles.note}>Tous les champs sont obligatoires.</p>
      <SendFailureAlert title={CLAIM_FAILED} message={form.formError} focusRef={failureRef} />
      <fieldset
        className={styles.proofs}
        aria-describedby={form.errors.preuve ? `${proofId}-error` : undefined}
      >
        <legend className={styles.proofsLegend}>Comment prouver que l’entreprise est la vôtre</legend>
        {emailMasque !== null && (
          <ProofOption
            id={`${proofId}-email`}
            checked={form.values.preuve === 'EMAIL'}
            onChoose={() => form.setValue('preuve', 'EMAIL')}
            alone={adresseCourrier === null}
            title={`Un code par e-mail, tout de suite`}
          >
            Un code à {REVENDICATION_LIMITS.codeLength} chiffres envoyé à <strong>{emailMasque}</strong>,
            l’adresse que la liste des entreprises RGE de l’ADEME donne pour cette entreprise, valable{' '}
            {REVENDICATION_LIMITS.codeMinutes} minutes.
          </ProofOption>
        )}
        {adresseCourrier !== null && (
          <ProofOption
            id={`${proofId}-courrier`}
            checked={form.values.preuve === 'COURRIER'}
            onChoose={() => form.setValue('preuve', 'COURRIER')}
            alone={emailMasque === null}
            title="Un code par courrier, sous 3 à 5 jours ouvrés"
          >
            Une lettre à l’adresse que le répertoire SIRENE donne pour l’établissement :{' '}
            <strong>{adresseCourrier.slice(1).join(', ')}</strong>. Son code fonctionne{' '}
            {REVENDICATION_LIMITS.letterDays} jours ; le lien pour choisir votre mot de passe partira ensuite
            à votre adresse e-mail.
          </ProofOption>
        )}
        {form.errors.preuve && (
          <p id={`${proofId}-error`} className={styles.proofError}>
            {form.errors.preuve}
          </p>
        )}
      </fieldset>
      <TextField
        {...bindField(form, 'nom')}
        label="Votre nom et prénom"
        required
        autoComplete="name"
        maxLength={maxLengthOf(RevendicationInputSchema.shape.nom)}
      />
      <EmailField
        {...bindField(form, 'email')}
        label="Votre adresse e-mail"
        hint={
          form.values.preuve === 'COURRIER'
            ? 'Elle sera l’identifiant du compte : le lien pour choisir votre mot de passe y partira.'
            : 'Celle où vous joindre ; l’identifiant du compte sera l’adresse qui reçoit le code.'
        }
        required
      />
      <PhoneField {...bindField(form, 'telephone')} label="Votre téléphone" required />
      <Select
        {...bindField(form, 'role')}
        label="Votre rôle dans l’entreprise"
        placeholder="Choisissez"
        options={ROLE_OPTIONS}
        required
      />
      <Checkbox
        name="certification"
        checked={form.values.certification}
        onChange={(event) => form.setValue('certification', event.target.checked)}
        error={form.errors.certification}
        label={`Je certifie représenter l’entreprise ${entrepriseNom} (SIRET ${siret}), que les informations ci-dessus sont exactes et que l’entreprise s’engage à ne proposer que des produits et services conformes au droit de l’Union européenne.`}
      />
      <div className={formStyles.actions}>
        <Button
          type="submit"
          disabled={!form.ready}
          size="lg"
          loading={form.sending}
          loadingText={form.values.preuve === 'COURRIER' ? 'Préparation du courrier...' : 'Envoi du code...'}
        >
          {form.values.preuve === 'COURRIER' ? CLAIM_SUBMIT_LETTER : CLAIM_SUBMIT}
        </Button>
      </div>
    </form>
  );
}
