// /reset-password?email=…&timestamp=…&hash=…&sig=… (SPEC "Forgot-password and reset-password pages"): the link of
// the reset mail; two password fields checked against the password policy of SPEC 5, then PUT /api/user/pwd. The
// link's state is asked as the page opens (issue 22): a used, expired or altered link says which, and offers a new
// one, instead of a form that can only fail; a refused new password asks again, to say why.
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import {
  AUTH_MESSAGES,
  NewPasswordFormSchema,
  type ResetLink,
  type ResetLinkState,
} from '@annuaire/shared/contract/auth';
import type { MessageResponse } from '@annuaire/shared/contract/common';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { FormAlert } from '../../../../components/form-alert';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { cx } from '@annuaire/shared/ui/class-names';
import { useResetLinkQuery } from '../api/check-reset-link';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields } from './new-password-fields';
import styles from '../../../../components/form-card.module.css';

export const RESET_DONE = MESSAGES.resetDone;
export const RESET_FAILED = MESSAGES.resetFailed;
export const LINK_INCOMPLETE = 'Ce lien de réinitialisation est incomplet.';
export const PASSWORD_RULES = MESSAGES.passwordRules;
export const REQUEST_NEW_LINK = AUTH_MESSAGES.requestNewLink;

const FIELDS = ['password', 'confirmation'] as const;

/** The link's parameters, or null when one is missing or malformed (sig is absent from older links). */
function readLink(params: URLSearchParams): ResetLink | null {
  const email = params.get('email')?.trim() ?? '';
  const timestamp = Number(params.get('timestamp'));
  const hash = params.get('hash')?.trim() ?? '';
  const sig = params.get('sig')?.trim() || undefined;
  if (!email || !hash || !Number.isSafeInteger(timestamp) || timestamp <= 0) return null;
  return sig ? { email, timestamp, hash, sig } : { email, timestamp, hash };
}

/** The link no longer works: which reason, and the way to a new one (the e-mail kept for the next form). */
function LinkRefused({ state, email }: { state: ResetLinkState; email: string }) {
  return (
    <div className={cx(styles.card, styles.narrow)}>
      <FormAlert tone="error" title={state.message ?? AUTH_MESSAGES.resetLinkInvalid}>
        {state.etat === 'EXPIRE'
          ? 'Un lien de réinitialisation est valable une heure. Demandez-en un nouveau : il vous sera envoyé par e-mail.'
          : state.etat === 'UTILISE'
            ? 'Un lien ne sert qu’une fois : votre mot de passe a déjà été changé avec celui-ci. Vous pouvez vous connecter, ou demander un nouveau lien.'
            : 'Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu, ou demandez-en un nouveau.'}
      </FormAlert>
      <ButtonLink to={`${hrefs.forgotPassword()}?${new URLSearchParams({ email }).toString()}`} fullWidth>
        {REQUEST_NEW_LINK}
      </ButtonLink>
      {state.etat === 'UTILISE' ? (
        <p className={styles.links}>
          <Link to={hrefs.login()}>Se connecter</Link>
        </p>
      ) : null}
    </div>
  );
}

export function ResetPasswordPage() {
  useSitePageMeta(
    'Nouveau mot de passe',
    'Choisissez un nouveau mot de passe pour votre compte professionnel de l’Annuaire des artisans.',
  );
  const [params] = useSearchParams();
  const link = readLink(params);

  return (
    <PageLayout title="Nouveau mot de passe" width="form">
      {link ? (
        <CheckedLink link={link} />
      ) : (
        <div className={cx(styles.card, styles.narrow)}>
          <FormAlert tone="error" title={LINK_INCOMPLETE}>
            Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu, ou demandez-en un nouveau.
          </FormAlert>
          <ButtonLink to={hrefs.forgotPassword()} fullWidth>
            {REQUEST_NEW_LINK}
          </ButtonLink>
        </div>
      )}
    </PageLayout>
  );
}

/**
 * The form while the link works or its check has not answered (the form is the page's content from the first
 * paint, the server's included); the reason and the way to a new link once the API says it no longer works. A
 * check that fails (no server, too many checks) leaves the form: its own answer will tell.
 */
function CheckedLink({ link }: { link: ResetLink }) {
  const check = useResetLinkQuery(link);
  const state = check.data;
  if (state && state.etat !== 'VALIDE') return <LinkRefused state={state} email={link.email} />;
  return <NewPasswordForm link={link} onRefused={() => void check.refetch()} />;
}

function NewPasswordForm({ link, onRefused }: { link: ResetLink; onRefused: () => void }) {
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const { sig: _sig, ...linkFields } = link;
  const form = useContractForm({
    schema: NewPasswordFormSchema,
    initialValues: { password: '', confirmation: '' },
    fields: FIELDS,
    submit: async ({ password }) => {
      try {
        return await update.mutateAsync({ ...linkFields, newPassword: password });
      } catch (error) {
        // Used or expired since the page opened: the check says which, and the page shows it.
        onRefused();
        throw error;
      }
    },
    onSuccess: (response) => {
      toast.success((response as MessageResponse).message || RESET_DONE);
      // To the login page, the account's e-mail filled (it logs in as well as the username): the artisan types
      // its new password once more and lands on its editor, with a session of its own.
      navigate(`${hrefs.login()}?${new URLSearchParams({ identifiant: link.email }).toString()}`);
    },
  });

  return (
    <form
      method="post"
      className={cx(styles.card, styles.narrow)}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Choix du nouveau mot de passe"
    >
      <p className={styles.intro}>
        Compte : <strong className={styles.email}>{link.email}</strong>
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
      <NewPasswordFields form={form} label="Nouveau mot de passe" />
      <Button
        type="submit"
        disabled={!form.ready}
        fullWidth
        loading={form.sending}
        loadingText="Enregistrement en cours..."
      >
        Réinitialiser le mot de passe
      </Button>
      {form.formError ? (
        <FormAlert tone="error" title={RESET_FAILED}>
          Le lien a peut-être expiré (il est valable une heure) ou a déjà servi.{' '}
          <Link to={hrefs.forgotPassword()}>{REQUEST_NEW_LINK}</Link>
        </FormAlert>
      ) : null}
    </form>
  );
}
