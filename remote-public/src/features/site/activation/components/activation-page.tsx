// /activer-mon-compte?token=… : the link of the activation mail of an account an administrator created without a
// password. The artisan chooses its password (the policy of SPEC 5, as on the reset-password page), is logged in
// with it and lands on its editor. The link's state is asked as the page opens: a used, expired (or replaced) or
// unknown link says which, and what to do, instead of a form that can only fail.
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { NewPasswordFormSchema } from '@annuaire/shared/contract/auth';
import {
  ACTIVATION_LINK_LIFETIME_DAYS,
  ACTIVATION_MESSAGES,
  ActivationTokenSchema,
  type ActivationLinkState,
  type ActivationResponse,
} from '@annuaire/shared/contract/user';
import { afterLoginPath, hrefs } from '@annuaire/shared/federation/routes';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { toast } from '@annuaire/shared/ui/toast';
import { FormAlert } from '../../../../components/form-alert';
import { SITE_NAME, usePageMeta } from '../../../../hooks/use-page-meta';
import { PageLayout } from '../../common/components/page-layout';
import { NewPasswordFields } from '../../password/components/new-password-fields';
import { useActivateAccount, useActivationLinkQuery } from '../api/activation';
import styles from '../../../../components/form-card.module.css';

const FIELDS = ['password', 'confirmation'] as const;
const ASK_AGAIN = `Un lien d’activation est valable ${ACTIVATION_LINK_LIFETIME_DAYS} jours, et un nouvel envoi remplace le précédent. Demandez à l’équipe de l’annuaire de vous renvoyer l’e-mail d’activation.`;

/** The link no longer works: which reason, and what to do. */
function LinkRefused({ etat }: { etat: ActivationLinkState['etat'] | 'INCOMPLET' }) {
  if (etat === 'UTILISE') {
    return (
      <div className={cx(styles.card, styles.narrow)}>
        <FormAlert tone="error" title={ACTIVATION_MESSAGES.linkUsed}>
          Votre compte est déjà activé : connectez-vous avec votre nom d’utilisateur (ou votre adresse e-mail)
          et votre mot de passe.
        </FormAlert>
        <ButtonLink to={hrefs.login()} fullWidth>
          Se connecter
        </ButtonLink>
        <p className={styles.links}>
          <Link to={hrefs.forgotPassword()}>Mot de passe oublié ?</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={cx(styles.card, styles.narrow)}>
      <FormAlert
        tone="error"
        title={etat === 'EXPIRE' ? ACTIVATION_MESSAGES.linkExpired : ACTIVATION_MESSAGES.linkInvalid}
      >
        {etat === 'EXPIRE'
          ? ASK_AGAIN
          : `Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu. ${ASK_AGAIN}`}
      </FormAlert>
      <ButtonLink to={hrefs.contact()} fullWidth>
        Contacter l’équipe de l’annuaire
      </ButtonLink>
    </div>
  );
}

export function ActivationPage() {
  // Never indexed: a private link, whose page says nothing to anyone but the account's owner.
  usePageMeta(
    `Activer mon compte – ${SITE_NAME}`,
    'Choisissez le mot de passe de votre compte professionnel de l’Annuaire des artisans.',
    { noindex: true },
  );
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = ActivationTokenSchema.safeParse(token).success;

  return (
    <PageLayout title="Activer mon compte" width="form">
      {wellFormed ? <CheckedLink token={token} /> : <LinkRefused etat="INVALIDE" />}
    </PageLayout>
  );
}

/**
 * The form while the link works or its check has not answered; the reason once the API says it no longer works.
 * A check that fails (no server, too many checks) leaves the form: its own answer will tell.
 */
function CheckedLink({ token }: { token: string }) {
  const check = useActivationLinkQuery(token);
  const state = check.data;
  if (state && state.etat !== 'VALIDE') return <LinkRefused etat={state.etat} />;
  return (
    <FirstPasswordForm token={token} username={state?.username} onRefused={() => void check.refetch()} />
  );
}

function FirstPasswordForm({
  token,
  username,
  onRefused,
}: {
  token: string;
  username: string | undefined;
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const activate = useActivateAccount();
  const form = useContractForm({
    schema: NewPasswordFormSchema,
    initialValues: { password: '', confirmation: '' },
    fields: FIELDS,
    submit: async ({ password }) => {
      try {
        return await activate.mutateAsync({ token, newPassword: password });
      } catch (error) {
        // Used or replaced since the page opened: the check says which, and the page shows it.
        onRefused();
        throw error;
      }
    },
    onSuccess: (response, { password }) => {
      const { message, username: account } = response as ActivationResponse;
      toast.success(message);
      void logIn(account, password);
    },
  });

  /** Logged in with the password just chosen, then on to its editor, as after a login. */
  async function logIn(account: string, password: string) {
    const claims = (await useAuthStore.getState().login({ username: account, password }))
      ? useAuthStore.getState().claims
      : null;
    navigate(
      claims
        ? afterLoginPath(claims, false)
        : `${hrefs.login()}?${new URLSearchParams({ identifiant: account }).toString()}`,
    );
  }

  return (
    <form
      method="post"
      className={cx(styles.card, styles.narrow)}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Choix du mot de passe"
    >
      <p className={styles.intro}>
        Bienvenue ! Choisissez le mot de passe de votre compte professionnel. Vous serez ensuite connecté à
        votre espace, pour compléter votre fiche.
      </p>
      {username ? (
        <p className={styles.intro}>
          Nom d’utilisateur : <strong className={styles.email}>{username}</strong>
        </p>
      ) : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={username ?? ''} readOnly />
      <NewPasswordFields form={form} label="Mot de passe" />
      <Button
        type="submit"
        disabled={!form.ready}
        fullWidth
        loading={form.sending}
        loadingText="Activation en cours..."
      >
        Activer mon compte
      </Button>
      {form.formError ? (
        <FormAlert tone="error" title={ACTIVATION_MESSAGES.failed}>
          Le lien a peut-être expiré, été remplacé par un plus récent ou déjà servi.
        </FormAlert>
      ) : null}
    </form>
  );
}
