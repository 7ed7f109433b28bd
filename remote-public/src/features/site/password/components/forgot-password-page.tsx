// /forgot-password (SPEC "Forgot-password and reset-password pages"): one required e-mail; the API mails a reset
// link (same answer whether or not the address has an account); then the login page.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { requestPasswordReset } from '@annuaire/shared/client/messages';
import { ResetPasswordRequestSchema } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { FormAlert } from '../../common/components/form-alert';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import styles from './password-page.module.css';

export const RESET_MAIL_SENT = MESSAGES.resetMailSent;
export const RESET_REQUEST_FAILED = MESSAGES.resetRequestFailed;
export const EMAIL_REQUIRED = 'L’adresse e-mail est obligatoire.';

export function ForgotPasswordPage() {
  useSitePageMeta(
    'Mot de passe oublié',
    'Mot de passe oublié ? Indiquez l’adresse e-mail de votre compte professionnel pour recevoir un lien de réinitialisation.',
  );
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailed(false);
    const parsed = ResetPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(email.trim() === '' ? EMAIL_REQUIRED : parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await requestPasswordReset(parsed.data);
      toast.success(RESET_MAIL_SENT);
      navigate(hrefs.login());
    } catch {
      setFailed(true);
      setSending(false);
    }
  }

  return (
    <PageLayout title="Mot de passe oublié" width="form">
      <form
        className={styles.card}
        onSubmit={handleSubmit}
        noValidate
        aria-label="Demande de réinitialisation"
      >
        <p className={styles.intro}>
          Indiquez l’adresse e-mail de votre compte. Si elle correspond à un compte, vous recevrez un lien
          pour choisir un nouveau mot de passe, valable une heure.
        </p>
        <TextField
          ref={inputRef}
          label="Adresse e-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" fullWidth loading={sending} loadingText="Envoi en cours...">
          Recevoir le lien
        </Button>
        {failed ? <FormAlert tone="error" title={RESET_REQUEST_FAILED} /> : null}
        <p className={styles.links}>
          <Link to={hrefs.login()}>Retour à la connexion</Link>
        </p>
      </form>
    </PageLayout>
  );
}
