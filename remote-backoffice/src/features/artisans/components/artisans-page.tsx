// /backoffice/admin/artisans, 'Liste des Artisans' (SPEC back office 2): search by company name or city, one page
// of 20 rows at a time from the API (20,000 artisans stay fast), the details, form and notes modals, and a
// confirmation before a deletion takes the artisan's details, notes and images with it.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { RowButton } from '../../../components/row-button';
import { SearchField } from '../../../components/search-field';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useEditing } from '../../../hooks/use-editing';
import { listQuery } from '../../../utils/list-query';
import { useDeleteArtisan } from '../api/delete-artisan';
import { useArtisansPage } from '../api/get-artisans-page';
import { ArtisanDetailsModal } from './artisan-details-modal';
import { ArtisanFormModal } from './artisan-form-modal';
import { ArtisanNotesModal } from './artisan-notes-modal';
import styles from './artisans-page.module.css';

export const EMPTY_ARTISANS = "Aucun artisan disponible pour l'instant.";

export function ArtisansPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  // A search that is still being typed keeps the previous rows rather than flashing an empty list.
  const list = listQuery(useArtisansPage({ page, q: query }));
  const editing = useEditing<number>();
  const [detailsOf, setDetailsOf] = useState<ArtisanCard | null>(null);
  const [notesOf, setNotesOf] = useState<ArtisanCard | null>(null);
  const deletion = useConfirmation<ArtisanCard>();
  const deleteArtisan = useDeleteArtisan();
  const data = list.data;

  async function remove(artisan: ArtisanCard) {
    try {
      await deleteArtisan.mutateAsync(artisan.id);
      toast.success(`L'artisan « ${artisan.entrepriseNom} » a été supprimé.`);
    } catch {
      toast.error(MESSAGES.deleteFailed);
    }
  }

  return (
    <AdminPage
      title="Liste des Artisans"
      documentTitle="Liste des Artisans"
      actions={<Button onClick={editing.add}>+ Ajouter un Artisan</Button>}
    >
      <div className={styles.toolbar}>
        <SearchField
          label="Rechercher un artisan"
          placeholder="Rechercher un artisan..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className={styles.search}
        />
        {data ? (
          <p className={styles.count} aria-live="polite">
            {data.total} artisan{data.total > 1 ? 's' : ''}
          </p>
        ) : null}
      </div>

      <AdminList
        label="Artisans"
        list={list}
        items={data?.items ?? []}
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        pagesLabel="Pages des artisans"
        loadingText={MESSAGES.artisansLoading}
        emptyText={query ? `Aucun artisan ne correspond à « ${query} ».` : EMPTY_ARTISANS}
        getKey={(artisan) => artisan.id}
        renderMain={(artisan) => (
          <>
            <p className={styles.name}>{artisan.entrepriseNom}</p>
            <p className={styles.place}>
              {[artisan.ville, artisan.codePostal].filter(Boolean).join(' · ') || 'Adresse non renseignée'}
            </p>
          </>
        )}
        renderActions={(artisan) => (
          <>
            <RowButton label={`Détails de ${artisan.entrepriseNom}`} onClick={() => setDetailsOf(artisan)}>
              Détails
            </RowButton>
            <RowButton label={`Modifier ${artisan.entrepriseNom}`} onClick={() => editing.edit(artisan.id)}>
              Modifier
            </RowButton>
            <RowButton
              label={`Voir les notes de ${artisan.entrepriseNom}`}
              onClick={() => setNotesOf(artisan)}
            >
              Voir les notes
            </RowButton>
            <RowButton
              label={`Supprimer ${artisan.entrepriseNom}`}
              danger
              onClick={() => deletion.ask(artisan)}
            >
              Supprimer
            </RowButton>
          </>
        )}
      />

      {editing.open ? (
        <ArtisanFormModal artisanId={editing.open.item} onClose={editing.close} onSaved={editing.close} />
      ) : null}
      <ArtisanDetailsModal artisan={detailsOf} onClose={() => setDetailsOf(null)} />
      <ArtisanNotesModal artisan={notesOf} onClose={() => setNotesOf(null)} />
      <ConfirmDialog
        {...deletion.dialog(remove)}
        title="Supprimer cet artisan ?"
        message={
          <>
            <p>
              « {deletion.target?.entrepriseNom} » sera supprimé avec ses détails, ses notes et ses images.
              Son compte utilisateur est conservé.
            </p>
            <p>Cette action est irréversible.</p>
          </>
        }
        confirmLabel="Supprimer l'artisan"
      />
    </AdminPage>
  );
}
