// The artisan form's « Compte utilisateur » (SPEC back office 2, 4): the owner account, searched on the API among
// the ROLE_ARTISAN accounts no artisan uses (and the edited artisan's own) by a part of its username or e-mail, since
// a million listings may have as many accounts to choose from. A combobox (shared/ui/combobox.tsx): the first free
// accounts when opened, the ones matching the text after a short pause (hooks/use-server-choice.ts),
// FREE_ACCOUNT_CHOICES at most. At rest, the box names the account chosen (username and e-mail), or is empty.
import type { User } from '@annuaire/shared/contract/user';
import { Combobox } from '@annuaire/shared/ui/combobox';
import { useServerChoice } from '../../../hooks/use-server-choice';
import { useFreeAccounts } from '../api/get-artisan-accounts';
import styles from './owner-account-field.module.css';

export const OWNER_FIELD_TEXTS = {
  label: 'Compte utilisateur',
  hint: 'Un compte de rôle ROLE_ARTISAN, sans autre artisan. Tapez une partie de son nom d’utilisateur ou de son e-mail.',
  placeholder: 'Sélectionner un utilisateur',
  list: 'Comptes libres',
  /** No free account at all: one must be created first. */
  none: 'Aucun compte libre : créez d’abord un compte de rôle ROLE_ARTISAN dans « Gérer les comptes ».',
  noMatch: 'Aucun compte libre ne correspond.',
  more: (shown: number, total: number) => `${shown} premiers comptes sur ${total} : précisez la recherche.`,
} as const;

/** How an account is named in the box and in the list. */
export function accountLabel(account: Pick<User, 'username' | 'email'>): string {
  return `${account.username} (${account.email})`;
}

export interface OwnerAccountFieldProps {
  /** The artisan edited (its own account is offered as well), null when creating one. */
  artisanId: number | null;
  /** The account chosen when the form opens (the artisan's owner, an account just created), null when none. */
  owner: User | null;
  name: string;
  /** The form's French error for the field. */
  error?: string;
  onChange(account: User): void;
}

export function OwnerAccountField({ artisanId, owner, name, error, onChange }: OwnerAccountFieldProps) {
  const { q, total, ...combobox } = useServerChoice<User>({
    initial: owner,
    labelOf: accountLabel,
    useRows: (q, enabled) => useFreeAccounts(q, artisanId, enabled),
    onChange,
  });
  return (
    <Combobox
      label={OWNER_FIELD_TEXTS.label}
      hint={OWNER_FIELD_TEXTS.hint}
      required
      placeholder={OWNER_FIELD_TEXTS.placeholder}
      name={name}
      error={error}
      {...combobox}
      renderOption={(account) => (
        <>
          <span className={styles.username}>{account.username}</span>{' '}
          <span className={styles.email}>({account.email})</span>
        </>
      )}
      emptyText={q === '' ? OWNER_FIELD_TEXTS.none : OWNER_FIELD_TEXTS.noMatch}
      footer={
        total !== null && total > combobox.options.length
          ? OWNER_FIELD_TEXTS.more(combobox.options.length, total)
          : null
      }
      listLabel={OWNER_FIELD_TEXTS.list}
    />
  );
}
