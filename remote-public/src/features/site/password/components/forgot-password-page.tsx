// /forgot-password (SPEC "Forgot-password and reset-password pages"): one required e-mail; the API mails a reset
// link (same answer whether or not the address has an account); then the login page. From a reset link that no
// longer works (« Demander un nouveau lien »), ?email= fills the field in.
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { ResetPasswordRequestSchema } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { EmailField } from '../../../../components/contact-fields';
import { FormAlert } from '../../../../components/form-alert';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { cx } from '@annuaire/shared/ui/class-names';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from '../../../../components/form-card.module.css';

export const RESET_MAIL_SENT = MESSAGES.resetMailSent;
export const RESET_REQUEST_FAILED = MESSAGES.resetRequestFailed;

export function ForgotPasswordPage() {
  useSitePageMeta(
    'Mot de passe oublié',
    'Mot de passe oublié ? Indiquez l’adresse e-mail de votre compte professionnel pour recevoir un lien de réinitialisation.',
  );
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const send = useRequestPasswordReset();
  const form = useContractForm({
    schema: ResetPasswordRequestSchema,
    initialValues: { email: (params.get('email') ?? '').trim().slice(0, 254) },
    fields: ['email'],
    submit: (request) => send.mutateAsync(request),
    onSuccess: () => {
      toast.success(RESET_MAIL_SENT);
      navigate(hrefs.login());
    },
  });

  return (
    <PageLayout title="Mot de passe oublié" width="form">
      <form
        method="post"
        className={cx(styles.card, styles.narrow)}
        onSubmit={form.handleSubmit}
        noValidate
        aria-label="Demande de réinitialisation"
      >
        <p className={styles.intro}>
          Indiquez l’adresse e-mail de votre compte. Si elle correspond à un compte, vous recevrez un lien
          pour choisir un nouveau mot de passe, valable une heure.
        </p>
        <EmailField {...bindField(form, 'email')} label="Adresse e-mail" required />
        <Button
          type="submit"
          disabled={!form.ready}
          fullWidth
          loading={form.sending}
          loadingText="Envoi en cours..."
        >
          Recevoir le lien
        </Button>
        {/* SPEC 8's one failure message, whatever the API answered. */}
        {form.formError ? <FormAlert tone="error" title={RESET_REQUEST_FAILED} /> : null}
        <p className={styles.links}>
          <Link to={hrefs.login()}>Retour à la connexion</Link>
        </p>
      </form>
    </PageLayout>
  );
}
