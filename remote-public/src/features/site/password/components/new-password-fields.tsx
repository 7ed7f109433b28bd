// The two fields of a password being chosen (SPEC 5's policy told under the first, the second to confirm it), bound
// to a form of NewPasswordFormSchema: the reset-password page's and the activation page's.
import { PasswordUpdateSchema } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import type { ContractForm } from '@annuaire/shared/forms/use-contract-form';
import { PasswordField } from '@annuaire/shared/ui/password-field';

/** The values of NewPasswordFormSchema's form. */
interface NewPasswordValues {
  password: string;
  confirmation: string;
}

const PASSWORD_MAX = maxLengthOf(PasswordUpdateSchema.shape.newPassword);

export function NewPasswordFields({
  form,
  label,
}: {
  form: ContractForm<NewPasswordValues, unknown>;
  label: string;
}) {
  return (
    <>
      <PasswordField
        {...bindField(form, 'password')}
        label={label}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={MESSAGES.passwordRules}
      />
      <PasswordField
        {...bindField(form, 'confirmation')}
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
    </>
  );
}
