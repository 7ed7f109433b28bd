// The join form of SPEC "Join page": nom, prenom, email and phone required, message optional, and the company, SIRET,
// trade and town that let the back office prepare the listing, all required; sent to POST /api/artisan/email/register.
// The trades offered are all the directory's (the craftsperson may be the first of theirs). A successful send empties
// the form and leaves, next to it, a confirmation that says what happens next (a status region, so that screen
// readers announce it), until a field is edited; a failure keeps what was typed and says why under the button.
// The join page shows it once the SIRET asked first is in no listing of the directory (join-steps.tsx): that SIRET
// fills its field, still editable, and stays there when a send empties the rest.
import { useState } from 'react';
import {
  JOIN_SIRET_TEXTS,
  JoinRequestSchema,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
} from '@annuaire/shared/contract/message';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
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
import { useSendJoinRequest } from '../api/send-join-request';
import styles from '../../../../components/form-card.module.css';
import page from './join-page.module.css';

export const JOIN_SENT = MESSAGES.messageSent;
export const JOIN_NEXT = MESSAGE_TEXTS.joinNext;
export const JOIN_PROMISE = MESSAGE_TEXTS.joinPromise;
export const JOIN_TRADES_LOADING = 'Chargement des métiers…';
export const JOIN_TRADES_FAILED =
  'La liste des métiers n’a pas pu être chargée. Rechargez la page ou indiquez votre métier dans le message.';

const FIELDS = [
  'nom',
  'prenom',
  'email',
  'phone',
  'entrepriseNom',
  'siret',
  'specialiteId',
  'ville',
  'message',
] as const;
const EMPTY = {
  nom: '',
  prenom: '',
  email: '',
  phone: '',
  entrepriseNom: '',
  siret: '',
  specialiteId: '',
  ville: '',
  message: '',
  website: '',
};
const RULES = JoinRequestSchema.shape;

/** The optional message is left out when blank. */
function toRequest(values: typeof EMPTY) {
  return withHoneypot({ ...values, message: values.message.trim() === '' ? undefined : values.message });
}

/** `siret`: the SIRET the join page asked first, as it shows it (« 732 829 320 00074 »). */
export function JoinForm({ siret = '' }: { siret?: string }) {
  const send = useSendJoinRequest();
  const trades = useSpecialitesQuery();
  const [sent, setSent] = useState(false);
  const form = useContractForm({
    schema: JoinRequestSchema,
    initialValues: { ...EMPTY, siret },
    fields: FIELDS,
    toInput: toRequest,
    submit: (request) => send.mutateAsync(request),
    onSuccess: () => {
      form.reset();
      setSent(true);
    },
  });
  // Editing a field takes the confirmation of the previous send away.
  const bind = (field: (typeof FIELDS)[number]) => bindField(form, field, () => setSent(false));

  return (
    <form
      method="post"
      className={cx(styles.card, styles.wide)}
      onSubmit={(event) => {
        setSent(false);
        void form.handleSubmit(event);
      }}
      noValidate
      aria-labelledby="join-form-title"
    >
      <div>
        <h2 id="join-form-title" className={styles.title}>
          Votre demande d’inscription
        </h2>
        <p className={page.promise}>{JOIN_PROMISE}</p>
      </div>
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
      <div className={styles.row}>
        <TextField
          {...bind('entrepriseNom')}
          label="Nom de l’entreprise"
          required
          autoComplete="organization"
          maxLength={MESSAGE_LIMITS.entrepriseNomMax}
        />
        <TextField
          {...bind('siret')}
          label="SIRET"
          hint={JOIN_SIRET_TEXTS.siretHint}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={MESSAGE_LIMITS.siretTypedMax}
        />
      </div>
      <div className={styles.row}>
        <Select
          {...bind('specialiteId')}
          label="Métier"
          required
          placeholder="Choisissez votre métier"
          hint={
            trades.status === 'pending'
              ? JOIN_TRADES_LOADING
              : trades.status === 'error'
                ? JOIN_TRADES_FAILED
                : undefined
          }
          options={(trades.data ?? []).map((trade) => ({ value: trade.id, label: trade.metier }))}
        />
        <TextField
          {...bind('ville')}
          label="Ville"
          hint="La commune où est installée votre entreprise."
          required
          autoComplete="address-level2"
          maxLength={MESSAGE_LIMITS.villeMax}
        />
      </div>
      <TextArea
        {...bind('message')}
        label="Message (facultatif)"
        hint="Votre zone d’intervention, vos questions…"
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
      <div role="status" className={styles.live}>
        {sent ? (
          <FormAlert tone="success" title={JOIN_SENT}>
            {JOIN_NEXT}
          </FormAlert>
        ) : null}
      </div>
      <SendFailureAlert title="Votre demande n’a pas été envoyée." message={form.formError} />
    </form>
  );
}
