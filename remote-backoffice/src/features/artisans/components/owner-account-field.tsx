// The artisan form's « Compte utilisateur » (SPEC back office 2, 4): the owner account, searched on the API among
// the ROLE_ARTISAN accounts no artisan uses (and the edited artisan's own) by a part of its username or e-mail, since
// a million listings may have as many accounts to choose from. A combobox (shared/ui/combobox.tsx): the first free
// accounts when opened, the ones matching the text after a short pause, FREE_ACCOUNT_CHOICES at most. At rest, the
// box names the account chosen (username and e-mail), or is empty: a search left without a choice is dropped.
import { useState } from 'react';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import type { User } from '@annuaire/shared/contract/user';
import { Combobox } from '@annuaire/shared/ui/combobox';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { listQuery } from '../../../utils/list-query';
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
  const [chosen, setChosen] = useState<User | null>(owner);
  const [text, setText] = useState(owner ? accountLabel(owner) : '');
  const [open, setOpen] = useState(false);
  // The box naming the chosen account is no search: it offers the first free accounts.
  const typed = chosen && text === accountLabel(chosen) ? '' : text.trim();
  const q = useDebouncedValue(typed, UI_SETTINGS.comboboxDebounceMs);
  const accounts = listQuery(useFreeAccounts(q, artisanId, open));
  const page = accounts.data;
  const options = page?.items ?? [];

  function choose(account: User) {
    setChosen(account);
    setText(accountLabel(account));
    onChange(account);
  }

  return (
    <Combobox
      label={OWNER_FIELD_TEXTS.label}
      hint={OWNER_FIELD_TEXTS.hint}
      required
      placeholder={OWNER_FIELD_TEXTS.placeholder}
      name={name}
      error={error}
      value={text}
      onValueChange={setText}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Closed without a choice (Escape, the focus gone): the box names the chosen account again.
        if (!next) setText(chosen ? accountLabel(chosen) : '');
      }}
      options={options}
      optionKey={(account) => account.id}
      renderOption={(account) => (
        <>
          <span className={styles.username}>{account.username}</span>{' '}
          <span className={styles.email}>({account.email})</span>
        </>
      )}
      onChoose={choose}
      loading={accounts.loading || q !== typed}
      searchError={accounts.error}
      onRetry={accounts.reload}
      emptyText={q === '' ? OWNER_FIELD_TEXTS.none : OWNER_FIELD_TEXTS.noMatch}
      footer={page && page.total > options.length ? OWNER_FIELD_TEXTS.more(options.length, page.total) : null}
      listLabel={OWNER_FIELD_TEXTS.list}
    />
  );
}
