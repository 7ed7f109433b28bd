// The account modal (SPEC back office 6, 4, 5): add or edit; e-mail, username, telephone, role and the password
// (show/hide) all required when shown. When editing, the password is shown, and so changed, only on request.
// Validated with the contract's schemas (password policy included) before sending. `activation`: an account added
// without a password, whose owner chooses one from the activation mail the API sends (a join request's account).
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { Role } from '@annuaire/shared/contract/auth';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { UserCreateSchema, UserUpdateSchema, type User } from '@annuaire/shared/contract/user';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextField } from '@annuaire/shared/ui/input';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import { Select } from '@annuaire/shared/ui/select';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { ROLE_LABELS } from '../utils/role-labels';

export interface AccountInitialValues {
  email?: string;
  username?: string;
  telephone?: string;
  role?: Role;
}

interface AccountFormModalProps {
  /** null: add mode; an account: edit mode. */
  user: User | null;
  /** Add mode: the fields filled beforehand (a join request's e-mail and phone). */
  initialValues?: AccountInitialValues;
  /** Another title than 'Ajouter un compte' / 'Modifier le compte', and what to show above the fields. */
  title?: string;
  intro?: ReactNode;
  /** Add mode without a password field: the API mails the account an activation link instead. */
  activation?: boolean;
  onClose(): void;
  /** The account as the API answered it. */
  onSaved(saved: User): void;
}

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

export function AccountFormModal({
  user,
  initialValues,
  title,
  intro,
  activation = false,
  onClose,
  onSaved,
}: AccountFormModalProps) {
  const formId = useId();
  const [changePassword, setChangePassword] = useState(user === null && !activation);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const form = useContractForm({
    schema: user ? UserUpdateSchema : UserCreateSchema,
    initialValues: {
      email: user?.email ?? initialValues?.email ?? '',
      username: user?.username ?? initialValues?.username ?? '',
      telephone: user?.telephone ?? initialValues?.telephone ?? '',
      password: '',
      role: user?.role ?? initialValues?.role ?? '',
    },
    fields: ['email', 'username', 'telephone', 'password', 'role'],
    toInput: ({ password, role, telephone, ...values }) => ({
      ...values,
      telephone: telephone.replace(/[\s.]/g, ''),
      role: role || undefined,
      ...(user ? { personnalDataToShow: user.personnalDataToShow } : {}),
      ...(changePassword ? { password } : {}),
    }),
    submit: (data, { password }) =>
      user
        ? updateUser.mutateAsync({ id: user.id, user: data })
        : createUser.mutateAsync(changePassword ? { ...data, password } : data),
    onSuccess(saved, data) {
      toast.success(
        user
          ? `Le compte ${data.email} a été mis à jour.`
          : changePassword
            ? `Le compte ${data.email} a été créé.`
            : `Le compte ${data.email} a été créé ; l’e-mail d’activation lui a été envoyé.`,
      );
      onSaved(saved as User);
    },
  });

  return (
    <FormModal
      title={title ?? (user ? 'Modifier le compte' : 'Ajouter un compte')}
      formId={formId}
      submitLabel={user ? 'Mettre à jour' : 'Ajouter'}
      sending={form.sending}
      onClose={onClose}
    >
      {intro}
      <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField label="E-mail" type="email" required autoComplete="off" {...bindField(form, 'email')} />
        <TextField
          label="Nom d'utilisateur"
          required
          autoComplete="off"
          autoCapitalize="none"
          {...bindField(form, 'username')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          required
          inputMode="tel"
          hint={`${LIMITS.phoneMinDigits} à ${LIMITS.phoneMaxDigits} chiffres.`}
          {...bindField(form, 'telephone')}
        />
        {user ? (
          <Checkbox
            label="Changer le mot de passe"
            checked={changePassword}
            onChange={(event) => {
              setChangePassword(event.target.checked);
              form.setValue('password', '');
            }}
          />
        ) : null}
        {changePassword ? (
          <PasswordField
            label={user ? 'Nouveau mot de passe' : 'Mot de passe'}
            required
            autoComplete="new-password"
            hint={MESSAGES.passwordRules}
            {...bindField(form, 'password')}
          />
        ) : null}
        <Select
          label="Rôle"
          required
          placeholder="Sélectionner un rôle"
          options={ROLE_OPTIONS}
          {...bindField(form, 'role')}
          error={form.errors.role}
        />
      </AdminForm>
    </FormModal>
  );
}
