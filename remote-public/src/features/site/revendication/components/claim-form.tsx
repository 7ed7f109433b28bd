// The claimant's form of « C'est votre entreprise ? »: its name, e-mail, phone and role in the business, and the
// certification of the trader information (Digital Services Act, article 30), checked with the contract's
// RevendicationInputSchema, then sent with the listing's id and the proof (a code mailed to the RGE e-mail shown
// masked). Errors are French, next to their field; a refusal of the whole claim (already managed, a claim under way,
// too many claims, a code that could not leave) is shown at the top with the focus on it, and what was typed stays.
import { useEffect, useRef, useState } from 'react';
import {
  REVENDICATION_LIMITS,
  REVENDICATION_ROLES,
  REVENDICATION_ROLE_LABELS,
  RevendicationInputSchema,
  type RevendicationCreee,
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

export const CLAIM_FAILED = 'Votre revendication n’a pas été enregistrée.';
export const CLAIM_SUBMIT = 'Recevoir mon code';

const FIELDS = ['nom', 'email', 'telephone', 'role', 'certification'] as const;

interface Values {
  nom: string;
  email: string;
  telephone: string;
  role: RevendicationRole | '';
  certification: boolean;
}

const ROLE_OPTIONS = REVENDICATION_ROLES.map((role) => ({
  value: role,
  label: REVENDICATION_ROLE_LABELS[role],
}));

export interface ClaimFormProps {
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  /** Where the code goes, masked (« p•••@plomberie-x.fr »). */
  emailMasque: string;
  onSent(claim: RevendicationCreee): void;
}

export function ClaimForm({ artisanId, entrepriseNom, siret, emailMasque, onSent }: ClaimFormProps) {
  const send = useSendRevendication();
  // Counts the failures that no field shows: each moves the focus onto the form's error.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    schema: RevendicationInputSchema,
    initialValues: { nom: '', email: '', telephone: '', role: '', certification: false } satisfies Values,
    fields: FIELDS,
    toInput: (values: Values) => ({
      ...values,
      role: values.role || undefined,
      // Unticked is refused by the contract with its own message.
      certification: values.certification || undefined,
      artisanId,
      preuve: 'EMAIL',
    }),
    submit: (input) => send.mutateAsync(input),
    onSuccess: (result) => onSent(result as RevendicationCreee),
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
      <p className={formStyles.note}>
        Un code à {REVENDICATION_LIMITS.codeLength} chiffres sera envoyé à <strong>{emailMasque}</strong>,
        l’adresse que la liste des entreprises RGE de l’ADEME donne pour cette entreprise. Tous les champs
        sont obligatoires.
      </p>
      <SendFailureAlert title={CLAIM_FAILED} message={form.formError} focusRef={failureRef} />
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
        hint="Celle où vous joindre ; l’identifiant du compte sera l’adresse qui reçoit le code."
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
          loadingText="Envoi du code..."
        >
          {CLAIM_SUBMIT}
        </Button>
      </div>
    </form>
  );
}
