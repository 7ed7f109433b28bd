// /backoffice/admin/specialites, 'Liste des Spécialités' (SPEC back office 4): search by trade name (case and
// accents ignored), rows with Modifier and Supprimer, the add/edit modal. A trade still used by artisans cannot be
// deleted (400); every deletion is confirmed first.
import { useMemo, useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { useQueryClient } from '@tanstack/react-query';
import { deleteSpecialite } from '@annuaire/shared/client/specialites';
import { specialitesQuery, useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { Specialite } from '@annuaire/shared/contract/specialite';
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
import { SpecialiteFormModal } from './specialite-form-modal';
import styles from './specialites-page.module.css';

export const EMPTY_SPECIALITES = "Aucune spécialité disponible pour l'instant.";

type FormState = { specialite: Specialite | null } | null;

export function SpecialitesPage() {
  const list = listQuery(useSpecialitesQuery({ staleTime: 0 }));
  const queryClient = useQueryClient();
  // The trades changed: this list is the shared query the header, the home page, /metiers and the map read too.
  const tradesChanged = () => void queryClient.invalidateQueries({ queryKey: specialitesQuery.queryKey });
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const deletion = useConfirmation<Specialite>();
  const filtered = useMemo(
    () => list.data?.filter((specialite) => matchesQuery(specialite.metier, search)) ?? null,
    [list.data, search],
  );
  const pages = usePages(filtered);
  const emptyText =
    search.trim() && list.data?.length
      ? `Aucune spécialité ne correspond à « ${search.trim()} ».`
      : EMPTY_SPECIALITES;

  async function remove(specialite: Specialite) {
    try {
      await deleteSpecialite(specialite.id);
      toast.success(`La spécialité « ${specialite.metier} » a été supprimée.`);
      tradesChanged();
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.status === 400
          ? MESSAGES.specialiteInUse
          : MESSAGES.deleteFailed,
      );
    }
  }

  return (
    <AdminPage
      title="Liste des Spécialités"
      documentTitle="Liste des Spécialités"
      actions={<Button onClick={() => setForm({ specialite: null })}>+ Ajouter une Spécialité</Button>}
    >
      <TextField
        label="Rechercher une spécialité"
        hideLabel
        type="search"
        placeholder="Rechercher une spécialité..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          pages.setPage(1);
        }}
        leadingIcon={<IconSearch />}
        containerClassName={styles.search}
      />
      <AdminList
        label="Spécialités"
        items={list.data ? pages.items : null}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        loadingText="Chargement des spécialités..."
        emptyText={emptyText}
        getKey={(specialite) => specialite.id}
        renderMain={(specialite) => (
          <div className={styles.main}>
            {specialite.pathImg ? (
              <img src={specialite.pathImg} alt="" className={styles.thumb} loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.name}>{specialite.metier}</span>
          </div>
        )}
        renderActions={(specialite) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setForm({ specialite })}
              aria-label={`Modifier ${specialite.metier}`}
            >
              Modifier
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => deletion.ask(specialite)}
              aria-label={`Supprimer ${specialite.metier}`}
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
          label="Pages des spécialités"
        />
      ) : null}
      {form ? (
        <SpecialiteFormModal
          specialite={form.specialite}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            tradesChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Supprimer cette spécialité ?"
        message={
          <>
            <p>La spécialité « {deletion.target?.metier} » et son image seront supprimées.</p>
            <p>Cette action est irréversible.</p>
          </>
        }
        confirmLabel="Supprimer la spécialité"
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm(remove)}
      />
    </AdminPage>
  );
}
