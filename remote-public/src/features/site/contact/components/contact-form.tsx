// The contact form of SPEC "Contact page": nom, email, tel, role and message, all required, checked with the
// contract's schema before sending to POST /api/artisan/email/support (a phone of SPEC 5, a message of 10 characters
// at least: issue 22); reset after a successful send.
import { useState } from 'react';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { ContactMessageSchema, MESSAGE_LIMITS } from '@annuaire/shared/contract/message';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { EmailField, PhoneField } from '../../../../components/contact-fields';
import { FormAlert } from '../../../../components/form-alert';
import { HoneypotField } from '../../../../components/honeypot-field';
import { SendFailureAlert } from '../../../../components/send-failure-alert';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { withHoneypot } from '../../common/utils/form-fields';
import { cx } from '@annuaire/shared/ui/class-names';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from '../../../../components/form-card.module.css';

export const CONTACT_SENT = MESSAGES.messageSent;
export const CONTACT_FAILED = 'Votre message n’a pas pu être envoyé.';

const FIELDS = ['nom', 'email', 'tel', 'role', 'message'] as const;
const EMPTY = { nom: '', email: '', tel: '', role: '', message: '', website: '' };
const RULES = ContactMessageSchema.shape;

export function ContactForm() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const form = useContractForm({
    schema: ContactMessageSchema,
    initialValues: EMPTY,
    fields: FIELDS,
    toInput: withHoneypot,
    submit: (message) => send.mutateAsync(message),
    onSuccess: () => {
      form.reset();
      setSent(true);
    },
  });

  // Every field is required; editing one takes the confirmation of the previous send away.
  const bind = (field: (typeof FIELDS)[number]) => ({
    ...bindField(form, field, () => setSent(false)),
    required: true,
  });

  return (
    <form
      method="post"
      className={cx(styles.card, styles.wide, styles.light)}
      onSubmit={(event) => {
        setSent(false);
        void form.handleSubmit(event);
      }}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        Écrivez-nous
      </h2>
      <p className={styles.note}>Tous les champs sont obligatoires.</p>
      <div className={styles.row}>
        <TextField {...bind('nom')} label="Nom" autoComplete="name" maxLength={maxLengthOf(RULES.nom)} />
        <Select
          {...bind('role')}
          label="Vous êtes"
          placeholder="Choisissez votre profil"
          options={RULES.role.options.map((role) => ({ value: role, label: role }))}
        />
      </div>
      <div className={styles.row}>
        <EmailField {...bind('email')} />
        <PhoneField
          {...bind('tel')}
          maxLength={MESSAGE_LIMITS.phoneTypedMax}
          hint="Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78."
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message"
        hint={`${MESSAGE_LIMITS.contactMessageMin} caractères au moins.`}
        rows={6}
        maxLength={maxLengthOf(RULES.message)}
        showCount
      />
      <HoneypotField value={form.values.website} onChange={(value) => form.setValue('website', value)} />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!form.ready}
          size="lg"
          loading={form.sending}
          loadingText="Envoi en cours..."
        >
          Envoyer le message
        </Button>
      </div>
      <div role="status" className={styles.live}>
        {sent ? (
          <FormAlert tone="success" title={CONTACT_SENT}>
            Nous vous répondrons par e-mail ou par téléphone dans les meilleurs délais.
          </FormAlert>
        ) : null}
      </div>
      <SendFailureAlert title={CONTACT_FAILED} message={form.formError} />
    </form>
  );
}
