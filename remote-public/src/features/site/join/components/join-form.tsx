// The join form of SPEC "Join page": nom, prenom, email and phone required, message optional, sent to
// POST /api/artisan/email/register; on success a toast, an empty form and the home page; on failure a toast.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { sendJoinRequest } from '@annuaire/shared/client/messages';
import { JoinRequestSchema } from '@annuaire/shared/contract/message';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { FormAlert } from '../../common/components/form-alert';
import { HoneypotField } from '../../common/components/honeypot-field';
import {
  apiFieldErrors,
  describeFailure,
  fieldErrorsFrom,
  firstInvalid,
  focusField,
  type FieldErrors,
} from '../../common/utils/field-errors';
import styles from './join-form.module.css';

export const JOIN_SENT = MESSAGES.messageSent;
export const JOIN_FAILED = MESSAGES.sendFailed;
export const EMAIL_REQUIRED = 'L’adresse e-mail est obligatoire.';

const FIELDS = ['nom', 'prenom', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { nom: '', prenom: '', email: '', phone: '', message: '' };

export function JoinForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(form: HTMLFormElement, found: FieldErrors<Field>) {
    setErrors(found);
    focusField(form, firstInvalid(found, FIELDS));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setFailure(null);
    const parsed = JoinRequestSchema.safeParse({
      ...values,
      message: values.message.trim() === '' ? undefined : values.message,
      website: website || undefined,
    });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues, FIELDS);
      if (values.email.trim() === '') found.email = EMAIL_REQUIRED;
      showErrors(form, found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendJoinRequest(parsed.data);
      setValues(EMPTY);
      setWebsite('');
      toast.success(JOIN_SENT);
      navigate(hrefs.home());
    } catch (error) {
      toast.error(JOIN_FAILED);
      showErrors(form, apiFieldErrors(error, FIELDS));
      setFailure(describeFailure(error, MESSAGES.serverError));
      setSending(false);
    }
  }

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="join-form-title">
      <h2 id="join-form-title" className={styles.title}>
        Votre demande d’inscription
      </h2>
      <p className={styles.note}>Les champs marqués d’un astérisque sont obligatoires.</p>
      <div className={styles.row}>
        <TextField
          {...bind('nom')}
          label="Nom"
          required
          autoComplete="family-name"
          maxLength={100}
          onChange={(event) => update('nom', event.target.value)}
        />
        <TextField
          {...bind('prenom')}
          label="Prénom"
          required
          autoComplete="given-name"
          maxLength={100}
          onChange={(event) => update('prenom', event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...bind('email')}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          {...bind('phone')}
          label="Téléphone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          onChange={(event) => update('phone', event.target.value)}
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message (facultatif)"
        hint="Votre métier, votre zone d’intervention, vos questions…"
        rows={5}
        maxLength={5000}
        onChange={(event) => update('message', event.target.value)}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Envoi en cours...">
        Envoyer ma demande
      </Button>
      {failure ? (
        <FormAlert tone="error" title="Votre demande n’a pas été envoyée.">
          {failure} Vos informations sont conservées : vous pouvez réessayer.
        </FormAlert>
      ) : null}
    </form>
  );
}
