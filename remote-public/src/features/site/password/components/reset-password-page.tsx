// /reset-password?email=…&timestamp=…&hash=… (SPEC "Forgot-password and reset-password pages"): the link of the
// reset mail; two password fields checked against the password policy of SPEC 5, then PUT /api/user/pwd.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { updatePassword } from '@annuaire/shared/client/users';
import { NewPasswordFormSchema } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import { FormAlert } from '../../common/components/form-alert';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { fieldErrorsFrom, firstInvalid, focusField, type FieldErrors } from '../../common/utils/field-errors';
import styles from './password-page.module.css';

export const RESET_DONE = MESSAGES.resetDone;
export const RESET_FAILED = MESSAGES.resetFailed;
export const LINK_INCOMPLETE = 'Ce lien de réinitialisation est incomplet.';
export const PASSWORD_RULES =
  'Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial parmi @ $ ! % * ? &.';

const FIELDS = ['password', 'confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** The link's parameters, or null when one is missing or malformed. */
function readLink(params: URLSearchParams): { email: string; timestamp: number; hash: string } | null {
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
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending || !link) return;
    setFailed(false);
    const parsed = NewPasswordFormSchema.safeParse(values);
    const found: FieldErrors<Field> = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, FIELDS);
    // Both fields are required (SPEC 5): an empty one says so rather than "too short".
    for (const field of FIELDS) if (values[field] === '') found[field] = MESSAGES.required;
    const first = firstInvalid(found, FIELDS);
    if (first) {
      setErrors(found);
      focusField(form, first);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await updatePassword({ ...link, newPassword: values.password });
      toast.success(response.message || RESET_DONE);
      navigate(hrefs.home());
    } catch {
      setFailed(true);
      setSending(false);
    }
  }

  if (!link) {
    return (
      <PageLayout title="Nouveau mot de passe" width="form">
        <div className={styles.card}>
          <FormAlert tone="error" title={LINK_INCOMPLETE}>
            Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu, ou demandez-en un nouveau.
          </FormAlert>
          <ButtonLink to={hrefs.forgotPassword()} fullWidth>
            Demander un nouveau lien
          </ButtonLink>
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Nouveau mot de passe" width="form">
      <form
        className={styles.card}
        onSubmit={handleSubmit}
        noValidate
        aria-label="Choix du nouveau mot de passe"
      >
        <p className={styles.intro}>
          Compte : <strong className={styles.email}>{link.email}</strong>
        </p>
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
        <PasswordField
          label="Nouveau mot de passe"
          name="password"
          autoComplete="new-password"
          required
          maxLength={128}
          hint={PASSWORD_RULES}
          value={values.password}
          error={errors.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          name="confirmation"
          autoComplete="new-password"
          required
          maxLength={128}
          value={values.confirmation}
          error={errors.confirmation}
          onChange={(event) => update('confirmation', event.target.value)}
        />
        <Button type="submit" fullWidth loading={sending} loadingText="Enregistrement en cours...">
          Réinitialiser le mot de passe
        </Button>
        {failed ? (
          <FormAlert tone="error" title={RESET_FAILED}>
            Le lien a peut-être expiré (il est valable une heure) ou a déjà servi.{' '}
            <Link to={hrefs.forgotPassword()}>Demander un nouveau lien</Link>
          </FormAlert>
        ) : null}
      </form>
    </PageLayout>
  );
}
