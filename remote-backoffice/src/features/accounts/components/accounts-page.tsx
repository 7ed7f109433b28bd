// /backoffice/admin/accounts (SPEC back office 6): each account as e-mail and role with Modifier and Supprimer,
// '+ Ajouter un compte' (the add/edit modal), twenty a page with a search by e-mail or username. Deleting is
// confirmed first; the API refuses one's own account and an account that still owns an artisan.
import { useMemo, useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { toApiError } from '@annuaire/shared/client/http';
import { useQueryClient } from '@tanstack/react-query';
import { deleteUser } from '@annuaire/shared/client/users';
import type { User } from '@annuaire/shared/contract/user';
import { matchesQuery } from '@annuaire/shared/domain/text';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextField } from '@annuaire/shared/ui/input';
import { Pagination } from '@annuaire/shared/ui/pagination';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { usePages } from '../../../hooks/use-pages';
import { listQuery } from '../../../utils/list-query';
import { usersQuery, useUsers } from '../api/get-users';
import { ROLE_LABELS } from '../utils/role-labels';
import { AccountFormModal } from './account-form-modal';
import styles from './accounts-page.module.css';

type FormState = { user: User | null } | null;

export function AccountsPage() {
  const list = listQuery(useUsers());
  const queryClient = useQueryClient();
  const accountsChanged = () => void queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const deletion = useConfirmation<User>();
  const filtered = useMemo(
    () =>
      list.data?.filter((user) => matchesQuery(user.email, search) || matchesQuery(user.username, search)) ??
      null,
    [list.data, search],
  );
  const pages = usePages(filtered);
  const emptyText =
    search.trim() && list.data?.length
      ? `Aucun compte ne correspond à « ${search.trim()} ».`
      : "Aucun compte pour l'instant.";

  async function remove(user: User) {
    try {
      await deleteUser(user.id);
      toast.success(`Le compte ${user.email} a été supprimé.`);
      accountsChanged();
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  }

  return (
    <AdminPage
      title="Gestion des comptes"
      documentTitle="Gestion des comptes"
      actions={<Button onClick={() => setForm({ user: null })}>+ Ajouter un compte</Button>}
    >
      <TextField
        label="Rechercher un compte"
        hideLabel
        type="search"
        placeholder="Rechercher un compte (e-mail ou nom d'utilisateur)..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          pages.setPage(1);
        }}
        leadingIcon={<IconSearch />}
        containerClassName={styles.search}
      />
      <AdminList
        label="Comptes"
        items={list.data ? pages.items : null}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        loadingText="Chargement des comptes..."
        emptyText={emptyText}
        getKey={(user) => user.id}
        renderMain={(user) => (
          <>
            <p className={styles.email}>{user.email}</p>
            <p className={styles.meta}>
              <span className={styles.role}>{user.role}</span> · {user.username}
            </p>
          </>
        )}
        renderActions={(user) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setForm({ user })}
              aria-label={`Modifier ${user.email}`}
            >
              Modifier
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => deletion.ask(user)}
              aria-label={`Supprimer ${user.email}`}
            >
              Supprimer
            </Button>
          </>
        )}
      />
      {pages.pageCount > 1 ? (
        <Pagination
          page={pages.page}
          pageCount={pages.pageCount}
          onChange={pages.setPage}
          label="Pages des comptes"
        />
      ) : null}
      {form ? (
        <AccountFormModal
          user={form.user}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            accountsChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Supprimer ce compte ?"
        message={
          <>
            <p>
              Le compte {deletion.target?.email} ({deletion.target ? ROLE_LABELS[deletion.target.role] : ''})
              ne pourra plus se connecter.
            </p>
            <p>Cette action est irréversible.</p>
          </>
        }
        confirmLabel="Supprimer le compte"
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm(remove)}
      />
    </AdminPage>
  );
}
