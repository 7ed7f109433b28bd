// /backoffice/admin/accounts (SPEC back office 6): each account as e-mail and role with Modifier and Supprimer,
// '+ Ajouter un compte' (the add/edit modal), twenty a page with a search by e-mail or username, both done by the
// API (GET /api/user?page&q: accounts grow with the listings their owners claim). Deleting is
// confirmed first; the API refuses one's own account and an account that still owns an artisan. An account created
// without a password says « En attente d’activation », with « Renvoyer l’e-mail d’activation » (a new link, the
// previous one ends).
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { ACTIVATION_MESSAGES, type User } from '@annuaire/shared/contract/user';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { CrudListPage } from '../../../components/crud-list-page';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { listQuery } from '../../../utils/list-query';
import { useDeleteUser } from '../api/delete-user';
import { useResendActivation } from '../api/resend-activation';
import { useUsersPage } from '../api/get-users';
import { ROLE_LABELS } from '../utils/role-labels';
import { AccountFormModal } from './account-form-modal';
import styles from './accounts-page.module.css';

const SEARCH = {
  label: 'Rechercher un compte',
  placeholder: "Rechercher un compte (e-mail ou nom d'utilisateur)...",
};

export function AccountsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const list = listQuery(useUsersPage({ page, q: query }));
  const deleteUser = useDeleteUser();
  const resendActivation = useResendActivation();

  async function resend(user: User) {
    try {
      const { message } = await resendActivation.mutateAsync(user.id);
      toast.success(`${message} (${user.email})`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(user: User) {
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success(`Le compte ${user.email} a été supprimé.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <CrudListPage
      title="Gestion des comptes"
      addLabel="+ Ajouter un compte"
      paged={{
        list,
        search,
        setSearch(value) {
          setSearch(value);
          setPage(1);
        },
        setPage,
        query,
      }}
      search={SEARCH}
      label="Comptes"
      pagesLabel="Pages des comptes"
      loadingText="Chargement des comptes..."
      emptyText="Aucun compte pour l'instant."
      noMatchText={(search) => `Aucun compte ne correspond à « ${search} ».`}
      getKey={(user) => user.id}
      nameOf={(user) => user.email}
      renderMain={(user) => (
        <>
          <p className={styles.email}>{user.email}</p>
          <p className={styles.meta}>
            <span className={styles.role}>{user.role}</span> · {user.username}
          </p>
          {user.pendingActivation ? (
            <p className={styles.pending}>
              <span className={styles.badge}>{ACTIVATION_MESSAGES.pending}</span>
              <Button
                size="sm"
                variant="secondary"
                loading={resendActivation.isPending && resendActivation.variables === user.id}
                loadingText="Envoi en cours..."
                aria-label={`${ACTIVATION_MESSAGES.resend} à ${user.email}`}
                onClick={() => void resend(user)}
              >
                {ACTIVATION_MESSAGES.resend}
              </Button>
            </p>
          ) : null}
        </>
      )}
      renderForm={(user, close) => <AccountFormModal user={user} onClose={close} onSaved={close} />}
      deletion={{
        title: 'Supprimer ce compte ?',
        confirmLabel: 'Supprimer le compte',
        message: (user) => (
          <>
            <p>
              Le compte {user.email} ({ROLE_LABELS[user.role]}) ne pourra plus se connecter.
            </p>
            <p>Cette action est irréversible.</p>
          </>
        ),
        remove,
      }}
    />
  );
}
