// The form of « Laisser un avis » (unsolicited-review.tsx downloads it when the visitor opens it): the e-mail used
// with the artisan and the month of the work (the review form's month picker) and the privacy notice, checked with
// the contract's AvisDemandeInputSchema; the API mails a single-use link to /avis/nouveau
// (POST /api/artisan/{artisanId}/avis-demandes). Refusals (the artisan's own address, a second review) are French,
// next to the e-mail field or under the form.
import { AVIS_MESSAGES, AvisDemandeInputSchema } from '@annuaire/shared/contract/avis';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { apiFieldErrors } from '@annuaire/shared/forms/field-errors';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import formStyles from '../../../components/form-card.module.css';
import { SendFailureAlert } from '../../../components/send-failure-alert';
import { MONTH_FIELD, useMonthOptions } from '../../../hooks/use-month-options';
import { useAskReviewLink } from '../api/ask-review-link';

export const UNSOLICITED_FAILED = 'Votre demande n’a pas été envoyée.';
const FIELDS = ['email', 'dateExperience'] as const;

export interface UnsolicitedReviewFormProps {
  artisanId: number;
  id: string;
  /** The confirmation to show once the link is mailed. */
  onSent(message: string): void;
}

export default function UnsolicitedReviewForm({ artisanId, id, onSent }: UnsolicitedReviewFormProps) {
  const { latestMonth, monthOptions } = useMonthOptions();
  const send = useAskReviewLink(artisanId);
  const form = useContractForm({
    schema: AvisDemandeInputSchema,
    initialValues: { email: '', dateExperience: latestMonth },
    fields: FIELDS,
    submit: (input) => send.mutateAsync(input),
    onSuccess: (result) => {
      const message = (result as { message?: unknown } | undefined)?.message;
      onSent(typeof message === 'string' ? message : AVIS_MESSAGES.unsolicitedSent(form.values.email.trim()));
    },
    // A 400 on the fields shows next to them; any other refusal (409, 429) under the form.
    onFailure: (_message, error) => Object.keys(apiFieldErrors(error, FIELDS)).length === 0,
  });

  return (
    <form
      id={id}
      method="post"
      className={formStyles.card}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label={AVIS_MESSAGES.unsolicitedLabel}
    >
      <p className={formStyles.intro}>
        Nous vous envoyons par e-mail un lien pour écrire votre avis. {AVIS_MESSAGES.unsolicitedHint}
      </p>
      <TextField
        {...bindField(form, 'email')}
        type="email"
        label={AVIS_MESSAGES.emailLabel}
        autoComplete="email"
        maxLength={254}
        required
      />
      <Select {...bindField(form, 'dateExperience')} {...MONTH_FIELD} options={monthOptions} required />
      <p className={formStyles.note}>{AVIS_MESSAGES.unsolicitedPrivacy}</p>
      <Button type="submit" disabled={!form.ready} loading={form.sending} loadingText="Envoi en cours...">
        Recevoir le lien
      </Button>
      <SendFailureAlert title={UNSOLICITED_FAILED} message={form.formError} />
    </form>
  );
}
