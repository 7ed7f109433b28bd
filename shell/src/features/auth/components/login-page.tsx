import { useEffect, useState } from 'react';
import { Link, Navigate } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { isExpired, useAuthStore } from '@annuaire/shared/auth/auth-store';
import { LoginRequestSchema } from '@annuaire/shared/contract/auth';
import { afterLoginPath, hrefs } from '@annuaire/shared/federation/routes';
import { Button } from '@annuaire/shared/ui/button';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextField } from '@annuaire/shared/ui/input';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import styles from './login-page.module.css';
import { MESSAGES } from '@annuaire/shared/contract/messages';

export const LOGIN_FAILED_TOAST = MESSAGES.loginFailedToast;
export const LOGIN_SUCCESS_TOAST = MESSAGES.loginSuccessToast;

/**
 * The toast of a failed login: SPEC's for refused credentials; otherwise what really happened (« Trop de
 * tentatives. Réessayez dans N minutes. », the server unreachable…), never a wrong password that was not checked.
 */
export function loginFailedToast(storeError: string | null): string {
  return !storeError || storeError === MESSAGES.loginError ? LOGIN_FAILED_TOAST : storeError;
}

interface LoginPageProps {
  /** 'backoffice' at /backoffice: an admin then lands on the back-office home instead of /. */
  variant: 'admin' | 'backoffice';
}

/** Login form of /admin and /backoffice (SPEC "Login page"); a signed-in visitor is sent on at once. */
export function LoginPage({ variant }: LoginPageProps) {
  const claims = useAuthStore((state) => state.claims);
  const loading = useAuthStore((state) => state.loading);
  const storeError = useAuthStore((state) => state.error);
  const [failed, setFailed] = useState(false);
  // Why the user lands here signed out (« Votre session a expiré… »), read once: the store forgets it at once, so
  // that it is never shown again on a later visit.
  const [notice] = useState(() => useAuthStore.getState().notice);
  const form = useContractForm({
    schema: LoginRequestSchema,
    initialValues: { username: '', password: '' },
    fields: ['username', 'password'],
    async submit(credentials) {
      const ok = await useAuthStore.getState().login(credentials);
      setFailed(!ok);
      // On success the store's new claims re-render this page into the redirect below.
      if (ok) toast.success(LOGIN_SUCCESS_TOAST);
      else toast.error(loginFailedToast(useAuthStore.getState().error));
    },
  });
  const fromBackoffice = variant === 'backoffice';

  useEffect(() => {
    if (notice) useAuthStore.getState().clearNotice();
  }, [notice]);

  useEffect(() => {
    document.title = fromBackoffice
      ? 'Connexion au back-office – Annuaire des artisans'
      : 'Connexion – Annuaire des artisans';
  }, [fromBackoffice]);

  if (claims && !isExpired(claims)) return <Navigate to={afterLoginPath(claims, fromBackoffice)} replace />;

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
        <form className={styles.form} onSubmit={(event) => void form.handleSubmit(event)} noValidate>
          <TextField
            label="Nom d'utilisateur"
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
        <p role="alert" className={styles.error}>
          {failed && storeError ? storeError : null}
        </p>
        <p className={styles.links}>
          <Link to={hrefs.forgotPassword()}>Mot de passe oublié ?</Link>
        </p>
      </section>
    </div>
  );
}
