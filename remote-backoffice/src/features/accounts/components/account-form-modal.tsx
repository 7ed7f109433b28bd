// The account modal (SPEC back office 6, 4, 5): add or edit; e-mail, username, telephone, role and the password
// (show/hide) all required when shown. When editing, the password is shown, and so changed, only on request.
// Validated with the contract's schemas (password policy included) before sending.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { toApiError } from '@annuaire/shared/client/http';
import { createUser, updateUser } from '@annuaire/shared/client/users';
import type { Role } from '@annuaire/shared/contract/auth';
import { UserCreateSchema, UserUpdateSchema, type User } from '@annuaire/shared/contract/user';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextField } from '@annuaire/shared/ui/input';
import { Modal } from '@annuaire/shared/ui/modal';
import { PasswordField } from '@annuaire/shared/ui/password-field';
import { Select } from '@annuaire/shared/ui/select';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import { ROLE_LABELS } from '../utils/role-labels';
import styles from './account-form-modal.module.css';

interface AccountFormModalProps {
  /** null: add mode; an account: edit mode. */
  user: User | null;
  onClose(): void;
  onSaved(): void;
}

const PASSWORD_HINT =
  '8 caractères au moins, dont une majuscule, une minuscule, un chiffre et un caractère spécial parmi @$!%*?&.';

export function AccountFormModal({ user, onClose, onSaved }: AccountFormModalProps) {
  const formId = useId();
  const editing = user !== null;
  const [email, setEmail] = useState(user?.email ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [telephone, setTelephone] = useState(user?.telephone ?? '');
  const [role, setRole] = useState<string>(user?.role ?? '');
  const [changePassword, setChangePassword] = useState(!editing);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const fields = {
      email,
      username,
      telephone: telephone.replace(/[\s.]/g, ''),
      role: role || undefined,
      ...(user ? { personnalDataToShow: user.personnalDataToShow } : {}),
    };
    const parsed = changePassword
      ? (user ? UserUpdateSchema : UserCreateSchema).safeParse({ ...fields, password })
      : UserUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      // zod says the enum's own words for a missing role; the form speaks French.
      if (found.role) found.role = 'Le rôle est obligatoire.';
      setErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (user) await updateUser(user.id, parsed.data);
      else await createUser({ ...parsed.data, password });
      toast.success(
        user
          ? `Le compte ${parsed.data.email} a été mis à jour.`
          : `Le compte ${parsed.data.email} a été créé.`,
      );
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      setErrors(apiFieldErrors(error));
      setFormError(toApiError(error).message);
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!saving) onClose();
      }}
      title={editing ? 'Modifier le compte' : 'Ajouter un compte'}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? 'Mettre à jour' : 'Ajouter'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Nom d'utilisateur"
          required
          autoComplete="off"
          autoCapitalize="none"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
        />
        <TextField
          label="Téléphone"
          type="tel"
          required
          inputMode="tel"
          hint="10 à 15 chiffres."
          value={telephone}
          onChange={(event) => setTelephone(event.target.value)}
          error={errors.telephone}
        />
        {editing ? (
          <Checkbox
            label="Changer le mot de passe"
            checked={changePassword}
            onChange={(event) => {
              setChangePassword(event.target.checked);
              setPassword('');
            }}
          />
        ) : null}
        {changePassword ? (
          <PasswordField
            label={editing ? 'Nouveau mot de passe' : 'Mot de passe'}
            required
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        ) : null}
        <Select
          label="Rôle"
          required
          placeholder="Sélectionner un rôle"
          options={(Object.keys(ROLE_LABELS) as Role[]).map((value) => ({
            value,
            label: ROLE_LABELS[value],
          }))}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          error={errors.role}
        />
      </form>
    </Modal>
  );
}
