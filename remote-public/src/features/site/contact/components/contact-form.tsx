// The contact form of SPEC "Contact page": nom, email, tel, role and message, all required, checked with the
// contract's schema before sending to POST /api/artisan/email/support; reset after a successful send.
import { useState, type FormEvent } from 'react';
import { sendContactMessage } from '@annuaire/shared/client/messages';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { ContactMessageSchema } from '@annuaire/shared/contract/message';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
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
import styles from './contact-form.module.css';

export const CONTACT_SENT = MESSAGES.messageSent;
export const CONTACT_FAILED = 'Votre message n’a pas pu être envoyé.';
export const EMAIL_REQUIRED = 'L’adresse e-mail est obligatoire.';

const FIELDS = ['nom', 'email', 'tel', 'role', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { nom: '', email: '', tel: '', role: '', message: '' };
const MESSAGE_MAX = 5000;

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; detail: string } | null>(null);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  }

  function showErrors(form: HTMLFormElement, found: FieldErrors<Field>) {
    setErrors(found);
    focusField(form, firstInvalid(found, FIELDS));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setOutcome(null);
    const parsed = ContactMessageSchema.safeParse({ ...values, website: website || undefined });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues, FIELDS);
      // The contract says "invalid" for an empty address; an empty field deserves "required".
      if (values.email.trim() === '') found.email = EMAIL_REQUIRED;
      showErrors(form, found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      setValues(EMPTY);
      setWebsite('');
      setOutcome({ sent: true });
    } catch (error) {
      showErrors(form, apiFieldErrors(error, FIELDS));
      setOutcome({ sent: false, detail: describeFailure(error, MESSAGES.serverError) });
    } finally {
      setSending(false);
    }
  }

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Écrivez-nous
      </h2>
      <p className={styles.note}>Tous les champs sont obligatoires.</p>
      <div className={styles.row}>
        <TextField
          {...bind('nom')}
          label="Nom"
          autoComplete="name"
          maxLength={100}
          onChange={(event) => update('nom', event.target.value)}
        />
        <Select
          {...bind('role')}
          label="Vous êtes"
          placeholder="Choisissez votre profil"
          options={[
            { value: 'Particulier', label: 'Particulier' },
            { value: 'Professionnel', label: 'Professionnel' },
          ]}
          onChange={(event) => update('role', event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...bind('email')}
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          {...bind('tel')}
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          onChange={(event) => update('tel', event.target.value)}
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message"
        rows={6}
        maxLength={MESSAGE_MAX}
        showCount
        onChange={(event) => update('message', event.target.value)}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending} loadingText="Envoi en cours...">
          Envoyer le message
        </Button>
      </div>
      <div role="status" className={styles.live}>
        {outcome?.sent ? (
          <FormAlert tone="success" title={CONTACT_SENT}>
            Nous vous répondrons par e-mail ou par téléphone dans les meilleurs délais.
          </FormAlert>
        ) : null}
      </div>
      {outcome && !outcome.sent ? (
        <FormAlert tone="error" title={CONTACT_FAILED}>
          {outcome.detail} Vos informations sont conservées : vous pouvez réessayer.
        </FormAlert>
      ) : null}
    </form>
  );
}
