// The customer's review on /avis/nouveau (new-review-page.tsx): « Note » (stars), « Commentaire (facultatif) », « Date
// de la prestation » (a month picked in a list of French months, the current one by default, none after it), « Nom
// affiché » and the consent to publish it, checked with the contract's AvisFieldsSchema, then sent with the link's token to POST /api/avis. Errors are
// French, next to their field (the contract's, or the API's 400 answer); a link found used or expired while sending
// (410, 404) ends the form, as does a success: the page then shows the outcome; any other failure keeps what was
// typed under the send-failure alert.
import { AVIS_LIMITS, AVIS_MESSAGES, AvisFieldsSchema } from '@annuaire/shared/contract/avis';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { SendFailureAlert } from '../../../components/send-failure-alert';
import { MONTH_FIELD, useMonthOptions } from '../../../hooks/use-month-options';
import formStyles from '../../../components/form-card.module.css';
import { usePostAvis } from '../api/post-avis';
import { StarChoice } from './star-choice';

export const AVIS_FAILED = 'Votre avis n’a pas été envoyé.';
export const AUTEUR_HINT = 'Prénom et initiale du nom, par exemple « Marie D. ».';

const FIELDS = ['nombreEtoiles', 'commentaire', 'dateExperience', 'auteur', 'consentement'] as const;

interface Values {
  nombreEtoiles: number | null;
  commentaire: string;
  dateExperience: string;
  auteur: string;
  consentement: boolean;
}

/** The form as it opens: no note yet, the service in the current month. */
function emptyValues(month: string): Values {
  return { nombreEtoiles: null, commentaire: '', dateExperience: month, auteur: '', consentement: false };
}

const RULES = AvisFieldsSchema.shape;
const AUTEUR_MAX = maxLengthOf(RULES.auteur.in);

/** How the form ended: the review sent (the API's confirmation), or the link found unusable (its reason). */
export interface AvisFormOutcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * The link itself refused while sending: used or expired (410), unknown (404), a review already posted from the
 * same e-mail (409), or a token the API refuses.
 */
function linkRefusal(error: unknown, message: string): string | null {
  const onToken = apiFieldErrors(error, ['token']).token;
  if (onToken) return onToken;
  const status = errorStatus(error);
  return status === 410 || status === 404 || status === 409 ? message : null;
}

export interface AvisFormProps {
  token: string;
  artisanId: number;
  /** The link's last day in French (« 12 avril 2026 »), or null when unknown. */
  validUntil: string | null;
  /** The month the customer gave when asking for the link (« Laisser un avis »): the picker's first value. */
  initialMonth?: string | null;
  onDone(outcome: AvisFormOutcome): void;
}

export function AvisForm({ token, artisanId, validUntil, initialMonth, onDone }: AvisFormProps) {
  const send = usePostAvis();
  const { latestMonth, monthOptions } = useMonthOptions();
  const form = useContractForm({
    schema: AvisFieldsSchema,
    initialValues: emptyValues(initialMonth && initialMonth <= latestMonth ? initialMonth : latestMonth),
    fields: FIELDS,
    submit: (fields) => send.mutateAsync({ input: { ...fields, token }, artisanId }),
    onSuccess: (result) => {
      const message = (result as { message?: unknown } | undefined)?.message;
      onDone({
        tone: 'success',
        message: typeof message === 'string' && message ? message : AVIS_MESSAGES.published,
      });
    },
    onFailure: (message, error) => {
      const refusal = linkRefusal(error, message);
      if (refusal !== null) {
        onDone({ tone: 'error', message: refusal });
        return false;
      }
      // A 400 on the fields: its messages are next to them, the focus on the first.
      return Object.keys(apiFieldErrors(error, FIELDS)).length === 0;
    },
  });

  return (
    <form
      method="post"
      className={cx(formStyles.card, formStyles.wide)}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label="Votre avis"
    >
      <p className={formStyles.intro}>
        {validUntil ? `Ce lien personnel ne sert qu’une fois, jusqu’au ${validUntil}. ` : null}
        Tous les champs sont obligatoires, sauf le commentaire.
      </p>
      <StarChoice
        legend="Note"
        name="nombreEtoiles"
        value={form.values.nombreEtoiles}
        onChange={(value) => form.setValue('nombreEtoiles', value)}
        error={form.errors.nombreEtoiles}
        required
      />
      <TextArea
        {...bindField(form, 'commentaire')}
        label="Commentaire (facultatif)"
        hint="La prestation, le contact, le respect des délais et du devis : ce qui peut aider d’autres clients."
        rows={6}
        maxLength={AVIS_LIMITS.commentaireMax}
        showCount
      />
      <div className={formStyles.row}>
        <Select
          {...bindField(form, 'dateExperience')}
          {...MONTH_FIELD}
          placeholder="Choisissez le mois"
          options={monthOptions}
          required
        />
        <TextField
          {...bindField(form, 'auteur')}
          label="Nom affiché"
          hint={AUTEUR_HINT}
          autoComplete="off"
          maxLength={AUTEUR_MAX}
          required
        />
      </div>
      <Checkbox
        name="consentement"
        checked={form.values.consentement}
        onChange={(event) => form.setValue('consentement', event.target.checked)}
        label={AVIS_MESSAGES.consentLabel}
        hint="Votre adresse e-mail n’est jamais publiée."
        required
        error={form.errors.consentement}
      />
      <Button
        type="submit"
        disabled={!form.ready}
        size="lg"
        fullWidth
        loading={form.sending}
        loadingText="Envoi en cours..."
      >
        Publier mon avis
      </Button>
      <SendFailureAlert title={AVIS_FAILED} message={form.formError} />
    </form>
  );
}
