import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { isExpired, useAuthStore } from '@annuaire/shared/auth/auth-store';
import { AUTH_MESSAGES, LoginRequestSchema } from '@annuaire/shared/contract/auth';
import { afterLoginPath, hrefs } from '@annuaire/shared/federation/routes';
import { Button } from '@annuaire/shared/ui/button';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextField } from '@annuaire/shared/ui/input';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import styles from './login-page.module.css';
import { MESSAGES } from '@annuaire/shared/contract/messages';

export const LOGIN_FAILED_TOAST = MESSAGES.loginFailedToast;
export const LOGIN_SUCCESS_TOAST = MESSAGES.loginSuccessToast;
export const RESET_DONE_NOTICE = AUTH_MESSAGES.resetDoneLogIn;

/** Said after the reason of a failed login the credentials were not refused for: nothing typed is lost. */
export const LOGIN_KEPT = 'Vos identifiants sont conservés : réessayez dans un instant.';

/**
 * Whether a failed login's error says that the credentials were refused (SPEC's toast then); otherwise it says what
 * really happened (the server unreachable or failing, « Trop de tentatives. Réessayez dans N minutes. »), never a
 * wrong password that was not checked.
 */
export function credentialsRefused(storeError: string | null): boolean {
  return !storeError || storeError === MESSAGES.loginError;
}

interface LoginPageProps {
  /** 'backoffice' at /backoffice: an admin then lands on the back-office home instead of /. */
  variant: 'admin' | 'backoffice';
}

/** Login form of /admin and /backoffice (SPEC "Login page"); a signed-in visitor is sent on at once. */
/** The page the guard sent here from (RequireAuth's state), if any. */
function requestedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

export function LoginPage({ variant }: LoginPageProps) {
  const claims = useAuthStore((state) => state.claims);
  const loading = useAuthStore((state) => state.loading);
  const storeError = useAuthStore((state) => state.error);
  const [failed, setFailed] = useState(false);
  // Why the user lands here signed out (« Votre session a expiré… »), read once: the store forgets it at once, so
  // that it is never shown again on a later visit.
  const [notice] = useState(() => useAuthStore.getState().notice);
  // Arriving from a successful reset (?identifiant=<the account's e-mail>): the identifier is filled, and the page
  // says, until the next attempt, that the new password is the one to type.
  const [params] = useSearchParams();
  const [fromReset] = useState(() => params.get('identifiant')?.trim().slice(0, 100) ?? '');
  const form = useContractForm({
    schema: LoginRequestSchema,
    initialValues: { username: fromReset, password: '' },
    fields: ['username', 'password'],
    async submit(credentials) {
      const ok = await useAuthStore.getState().login(credentials);
      setFailed(!ok);
      // On success the store's new claims re-render this page into the redirect below.
      if (ok) toast.success(LOGIN_SUCCESS_TOAST);
      // Any other failure is no two-second toast: the alert under the form says it until the next attempt.
      else if (credentialsRefused(useAuthStore.getState().error)) toast.error(LOGIN_FAILED_TOAST);
    },
  });
  const fromBackoffice = variant === 'backoffice';
  const location = useLocation();

  useEffect(() => {
    if (notice) useAuthStore.getState().clearNotice();
  }, [notice]);

  useEffect(() => {
    document.title = fromBackoffice
      ? 'Connexion au back-office – Annuaire des artisans'
      : 'Connexion – Annuaire des artisans';
  }, [fromBackoffice]);

  if (claims && !isExpired(claims)) {
    return <Navigate to={afterLoginPath(claims, fromBackoffice, requestedPath(location.state))} replace />;
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {fromBackoffice ? 'Espace administration' : 'Espace professionnel'}
        </h1>
        <p className={styles.intro}>
          {fromBackoffice
            ? 'Connectez-vous pour gérer les artisans, les spécialités et les comptes.'
            : 'Connectez-vous pour modifier votre profil professionnel.'}
        </p>
        {notice && !failed ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
        {fromReset && !notice && !failed ? (
          <p role="status" className={styles.notice}>
            {RESET_DONE_NOTICE}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={(event) => void form.handleSubmit(event)} noValidate>
          <TextField
            label="Nom d'utilisateur ou e-mail"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={form.values.username}
            error={form.errors.username}
            onChange={(event) => form.setValue('username', event.target.value)}
          />
          <PasswordField
            label="Mot de passe"
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            error={form.errors.password}
            onChange={(event) => form.setValue('password', event.target.value)}
          />
          <Button type="submit" fullWidth loading={loading} loadingText="Connexion en cours...">
            Se connecter
          </Button>
        </form>
        {/* Always in the page, so that its message is announced when it appears. */}
        <div role="alert" className={styles.alert}>
          {failed && storeError ? (
            credentialsRefused(storeError) ? (
              <p className={styles.error}>{storeError}</p>
            ) : (
              <div className={styles.failure}>
                <p className={styles.failureTitle}>{storeError}</p>
                <p>{LOGIN_KEPT}</p>
              </div>
            )
          ) : null}
        </div>
        <p className={styles.links}>
          <Link to={hrefs.forgotPassword()}>Mot de passe oublié ?</Link>
          {/* The reset mail names the account's username: the same page answers both. */}
          <Link to={hrefs.forgotPassword()}>Identifiant oublié ?</Link>
        </p>
      </section>
    </div>
  );
}
