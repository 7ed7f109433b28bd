// The join form of SPEC "Join page": nom, prenom, email and phone required, message optional, sent to
// POST /api/artisan/email/register; on success a toast, an empty form and the home page; on failure a toast.
import { useNavigate } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { JoinRequestSchema, MESSAGE_LIMITS } from '@annuaire/shared/contract/message';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { EmailField, PhoneField } from '../../../../components/contact-fields';
import { HoneypotField } from '../../../../components/honeypot-field';
import { SendFailureAlert } from '../../../../components/send-failure-alert';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { withHoneypot } from '../../common/utils/form-fields';
import { cx } from '@annuaire/shared/ui/class-names';
import { useSendJoinRequest } from '../api/send-join-request';
import styles from '../../../../components/form-card.module.css';

export const JOIN_SENT = MESSAGES.messageSent;
export const JOIN_FAILED = MESSAGES.sendFailed;

const FIELDS = ['nom', 'prenom', 'email', 'phone', 'message'] as const;
const EMPTY = { nom: '', prenom: '', email: '', phone: '', message: '', website: '' };
const RULES = JoinRequestSchema.shape;

/** The optional message is left out when blank. */
function toRequest(values: typeof EMPTY) {
  return withHoneypot({ ...values, message: values.message.trim() === '' ? undefined : values.message });
}

export function JoinForm() {
  const navigate = useNavigate();
  const send = useSendJoinRequest();
  const form = useContractForm({
    schema: JoinRequestSchema,
    initialValues: EMPTY,
    fields: FIELDS,
    toInput: toRequest,
    submit: (request) => send.mutateAsync(request),
    onSuccess: () => {
      form.reset();
      toast.success(JOIN_SENT);
      navigate(hrefs.home());
    },
    onFailure: () => {
      toast.error(JOIN_FAILED);
    },
  });
  const bind = (field: (typeof FIELDS)[number]) => bindField(form, field);

  return (
    <form
      method="post"
      className={cx(styles.card, styles.wide)}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="join-form-title"
    >
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
          maxLength={maxLengthOf(RULES.nom)}
        />
        <TextField
          {...bind('prenom')}
          label="Prénom"
          required
          autoComplete="given-name"
          maxLength={maxLengthOf(RULES.prenom)}
        />
      </div>
      <div className={styles.row}>
        <EmailField {...bind('email')} required />
        <PhoneField
          {...bind('phone')}
          required
          maxLength={MESSAGE_LIMITS.phoneTypedMax}
          hint="Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78."
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message (facultatif)"
        hint="Votre métier, votre zone d’intervention, vos questions…"
        rows={5}
        maxLength={maxLengthOf(RULES.message.unwrap())}
      />
      <HoneypotField value={form.values.website} onChange={(value) => form.setValue('website', value)} />
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
      <SendFailureAlert title="Votre demande n’a pas été envoyée." message={form.formError} />
    </form>
  );
}
