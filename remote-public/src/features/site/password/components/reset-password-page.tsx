// /reset-password?email=…&timestamp=…&hash=… (SPEC "Forgot-password and reset-password pages"): the link of the
// reset mail; two password fields checked against the password policy of SPEC 5, then PUT /api/user/pwd.
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { NewPasswordFormSchema, PasswordUpdateSchema } from '@annuaire/shared/contract/auth';
import type { MessageResponse } from '@annuaire/shared/contract/common';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import { FormAlert } from '../../../../components/form-alert';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { cx } from '@annuaire/shared/ui/class-names';
import { useUpdatePassword } from '../api/update-password';
import styles from '../../../../components/form-card.module.css';

export const RESET_DONE = MESSAGES.resetDone;
export const RESET_FAILED = MESSAGES.resetFailed;
export const LINK_INCOMPLETE = 'Ce lien de réinitialisation est incomplet.';
export const PASSWORD_RULES = MESSAGES.passwordRules;

const FIELDS = ['password', 'confirmation'] as const;
const PASSWORD_MAX = maxLengthOf(PasswordUpdateSchema.shape.newPassword);

interface ResetLink {
  email: string;
  timestamp: number;
  hash: string;
}

/** The link's parameters, or null when one is missing or malformed. */
function readLink(params: URLSearchParams): ResetLink | null {
  const email = params.get('email')?.trim() ?? '';
  const timestamp = Number(params.get('timestamp'));
  const hash = params.get('hash')?.trim() ?? '';
  if (!email || !hash || !Number.isSafeInteger(timestamp) || timestamp <= 0) return null;
  return { email, timestamp, hash };
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
        <NewPasswordForm link={link} />
      ) : (
        <div className={cx(styles.card, styles.narrow)}>
          <FormAlert tone="error" title={LINK_INCOMPLETE}>
            Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu, ou demandez-en un nouveau.
          </FormAlert>
          <ButtonLink to={hrefs.forgotPassword()} fullWidth>
            Demander un nouveau lien
          </ButtonLink>
        </div>
      )}
    </PageLayout>
  );
}

function NewPasswordForm({ link }: { link: ResetLink }) {
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const form = useContractForm({
    schema: NewPasswordFormSchema,
    initialValues: { password: '', confirmation: '' },
    fields: FIELDS,
    submit: ({ password }) => update.mutateAsync({ ...link, newPassword: password }),
    onSuccess: (response) => {
      toast.success((response as MessageResponse).message || RESET_DONE);
      navigate(hrefs.home());
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
      <PasswordField
        {...bindField(form, 'password')}
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={PASSWORD_RULES}
      />
      <PasswordField
        {...bindField(form, 'confirmation')}
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
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
          <Link to={hrefs.forgotPassword()}>Demander un nouveau lien</Link>
        </FormAlert>
      ) : null}
    </form>
  );
}
