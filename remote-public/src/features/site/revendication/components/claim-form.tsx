// The claimant's form of « C'est votre entreprise ? »: its name, e-mail, phone and role in the business, and the
// certification of the trader information (Digital Services Act, article 30), checked with the contract's
// RevendicationInputSchema (its fields but the proof, which the radios give), then sent with the listing's id and the
// proof: a code mailed to the RGE e-mail shown masked, a letter to the establishment's address in SIRENE (shown as
// printed), or documents an administrator reads (an extract of the register and the claimant's identity document,
// checked in the browser first: present, small enough, a PDF, JPEG or PNG by their first bytes), in that order, chosen
// when more than one is possible. Errors are French, next to their field; a refusal of the whole claim (already
// managed, a claim under way, too many claims, a code that could not leave) is shown at the top with the focus on it,
// and what was typed stays. As a contest of a listing an account manages, the same form with documents as its only
// proof, sent with `contestation: true`.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  REVENDICATION_CONTEST_TEXTS,
  REVENDICATION_DOCUMENTS,
  REVENDICATION_DOCUMENT_LABELS,
  REVENDICATION_LIMITS,
  REVENDICATION_ROLES,
  REVENDICATION_ROLE_LABELS,
  RevendicationInputSchema,
  type RevendicationDocumentsFields,
  type RevendicationEnvoi,
  type RevendicationPreuve,
  type RevendicationRole,
} from '@annuaire/shared/contract/revendication';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import {
  apiFieldErrors,
  fieldErrorsFrom,
  firstInvalid,
  focusField,
} from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { EmailField, PhoneField } from '../../../../components/contact-fields';
import { SendFailureAlert } from '../../../../components/send-failure-alert';
import formStyles from '../../../../components/form-card.module.css';
import { useSendRevendication, useSendRevendicationDocuments } from '../api/revendication';
import { documentErrors } from '../utils/claim-documents';
import { DocumentField } from './document-field';
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
export const CLAIM_SUBMIT_DOCUMENTS = 'Envoyer mes documents';

// In screen order: the proof, its documents, then the claimant.
const FIELDS = [
  'preuve',
  'extrait',
  'identite',
  'nom',
  'email',
  'telephone',
  'role',
  'certification',
] as const;

interface Values {
  nom: string;
  email: string;
  telephone: string;
  role: RevendicationRole | '';
  certification: boolean;
  preuve: RevendicationPreuve;
  /** The documents of a claim by documents, kept when another proof is chosen meanwhile. */
  extrait: File | null;
  identite: File | null;
}

/**
 * The claimant's fields, as every proof sends them: the proof is a radio's (always one of them), and a claim by
 * documents has its own route, where it is no field.
 */
const ClaimantSchema = RevendicationInputSchema.omit({ preuve: true });

/** What ClaimantSchema checks, made from the values. */
function claimantInput(values: Values, artisanId: number) {
  return {
    nom: values.nom,
    email: values.email,
    telephone: values.telephone,
    role: values.role || undefined,
    // Unticked is refused by the contract with its own message.
    certification: values.certification || undefined,
    artisanId,
  };
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
  /** Whether documents may be sent (no other claim's documents wait for a decision). */
  documents: boolean;
  /**
   * A contest of a listing an account manages: documents are its only proof (the caller gives no e-mail nor address)
   * and they are sent with `contestation: true`; its button and its failure say « contestation ».
   */
  contest?: boolean;
  onSent(claim: RevendicationEnvoi): void;
}

export function ClaimForm({
  artisanId,
  entrepriseNom,
  siret,
  emailMasque,
  adresseCourrier,
  documents,
  contest = false,
  onSent,
}: ClaimFormProps) {
  const send = useSendRevendication();
  const sendDocuments = useSendRevendicationDocuments();
  const proofId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts the failures that no field shows: each moves the focus onto the form's error.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const possible = [emailMasque !== null, adresseCourrier !== null, documents].filter(Boolean).length;
  const form = useContractForm({
    schema: ClaimantSchema,
    initialValues: {
      nom: '',
      email: '',
      telephone: '',
      role: '',
      certification: false,
      // The e-mail first: the code arrives in a minute, a letter in days, an administrator's decision in days.
      preuve: emailMasque !== null ? 'EMAIL' : adresseCourrier !== null ? 'COURRIER' : 'DOCUMENTS',
      extrait: null,
      identite: null,
    } satisfies Values,
    fields: FIELDS,
    toInput: (values: Values) => claimantInput(values, artisanId),
    submit: (input, values) => sendClaim(input, values),
    onSuccess: (result) => onSent(result as RevendicationEnvoi),
    onFailure: (_message, error) => {
      const first = firstInvalid(apiFieldErrors(error, FIELDS), FIELDS);
      // A claim by documents is sent without the form's event (see submitDocuments): its field is focused here.
      if (first !== undefined) focusField(formRef.current, first);
      else setFailures((count) => count + 1);
    },
  });

  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);

  function sendClaim(input: RevendicationDocumentsFields, values: Values): Promise<unknown> {
    const { preuve, extrait, identite } = values;
    if (preuve !== 'DOCUMENTS') return send.mutateAsync({ ...input, preuve });
    // submitDocuments checked both before: never sent without them.
    if (!extrait || !identite) return Promise.reject(new Error('Documents manquants'));
    const fields = contest ? { ...input, contestation: true } : input;
    return sendDocuments.mutateAsync({ input: fields, files: { extrait, identite } });
  }

  /**
   * The documents are read (their first bytes) before anything is sent, so their check waits; their errors and the
   * contract's are shown together, the focus on the first. Then the form's own submit sends.
   */
  async function submitDocuments(element: HTMLFormElement) {
    const { values } = form;
    const found = await documentErrors({ extrait: values.extrait, identite: values.identite });
    const parsed = ClaimantSchema.safeParse(claimantInput(values, artisanId));
    const errors = { ...found, ...(parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, FIELDS)) };
    const first = firstInvalid(errors, FIELDS);
    if (first === undefined) return form.handleSubmit();
    form.setErrors(errors);
    form.setFormError(null);
    focusField(element, first);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (form.values.preuve !== 'DOCUMENTS') return void form.handleSubmit(event);
    event.preventDefault();
    void submitDocuments(event.currentTarget);
  }

  const submitLabel = contest
    ? REVENDICATION_CONTEST_TEXTS.submit
    : form.values.preuve === 'COURRIER'
      ? CLAIM_SUBMIT_LETTER
      : form.values.preuve === 'DOCUMENTS'
        ? CLAIM_SUBMIT_DOCUMENTS
        : CLAIM_SUBMIT;
  const sendingLabel = contest
    ? REVENDICATION_CONTEST_TEXTS.sending
    : form.values.preuve === 'COURRIER'
      ? 'Préparation du courrier...'
      : form.values.preuve === 'DOCUMENTS'
        ? 'Envoi des documents...'
        : 'Envoi du code...';

  return (
    <form
      ref={formRef}
      method="post"
      className={cx(formStyles.card, formStyles.wide, formStyles.light)}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="revendication-form-title"
    >
      <h2 id="revendication-form-title" className={formStyles.title}>
        Vous et l’entreprise
      </h2>
      <p className={formStyles.note}>Tous les champs sont obligatoires.</p>
      <SendFailureAlert
        title={contest ? REVENDICATION_CONTEST_TEXTS.failed : CLAIM_FAILED}
        message={form.formError}
        focusRef={failureRef}
      />
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
            alone={possible === 1}
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
            alone={possible === 1}
            title="Un code par courrier, sous 3 à 5 jours ouvrés"
          >
            Une lettre à l’adresse que le répertoire SIRENE donne pour l’établissement :{' '}
            <strong>{adresseCourrier.slice(1).join(', ')}</strong>. Son code fonctionne{' '}
            {REVENDICATION_LIMITS.letterDays} jours ; le lien pour choisir votre mot de passe partira ensuite
            à votre adresse e-mail.
          </ProofOption>
        )}
        {documents && (
          <ProofOption
            id={`${proofId}-documents`}
            checked={form.values.preuve === 'DOCUMENTS'}
            onChoose={() => form.setValue('preuve', 'DOCUMENTS')}
            alone={possible === 1}
            title="Des documents, vérifiés par notre équipe"
          >
            Un extrait Kbis ou un avis de situation SIRENE de moins de 3 mois, et votre pièce d’identité (PDF,
            JPEG ou PNG, {REVENDICATION_LIMITS.documentMaxBytes / (1024 * 1024)} Mo au plus chacun). Notre
            équipe les examine, en général sous 2 jours ouvrés ; ils sont supprimés{' '}
            {REVENDICATION_LIMITS.documentsKeptDays} jours après sa décision. Le lien pour choisir votre mot
            de passe partira ensuite à votre adresse e-mail.
          </ProofOption>
        )}
        {form.errors.preuve && (
          <p id={`${proofId}-error`} className={styles.proofError}>
            {form.errors.preuve}
          </p>
        )}
      </fieldset>
      {documents && (
        // Hidden rather than removed while another proof is chosen: the files chosen stay chosen.
        <fieldset className={styles.documents} hidden={form.values.preuve !== 'DOCUMENTS'}>
          <legend className={styles.proofsLegend}>Vos documents</legend>
          {REVENDICATION_DOCUMENTS.map((type) => (
            <DocumentField
              key={type}
              name={type}
              label={REVENDICATION_DOCUMENT_LABELS[type]}
              file={form.values[type]}
              error={form.errors[type]}
              onChange={(file) => form.setValue(type, file)}
            />
          ))}
        </fieldset>
      )}
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
          form.values.preuve !== 'EMAIL'
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
          loadingText={sendingLabel}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
