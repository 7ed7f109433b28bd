// /backoffice/admin/artisans, 'Liste des Artisans' (SPEC back office 2): search by company name or city, one page
// of 20 rows at a time from the API (20,000 artisans stay fast), the details, form and notes modals, and a
// confirmation before a deletion takes the artisan's details, notes and images with it.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { deleteArtisan } from '@annuaire/shared/client/artisans';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextField } from '@annuaire/shared/ui/input';
import { Pagination } from '@annuaire/shared/ui/pagination';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLoad } from '../../../hooks/use-load';
import { getArtisansPage } from '../api/get-artisans-page';
import { ArtisanDetailsModal } from './artisan-details-modal';
import { ArtisanFormModal } from './artisan-form-modal';
import { ArtisanNotesModal } from './artisan-notes-modal';
import styles from './artisans-page.module.css';

type FormState = { mode: 'create' } | { mode: 'edit'; artisanId: number } | null;

export const EMPTY_ARTISANS = "Aucun artisan disponible pour l'instant.";

export function ArtisansPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  const list = useLoad(() => getArtisansPage({ page, q: query }), [page, query]);
  const [form, setForm] = useState<FormState>(null);
  const [detailsOf, setDetailsOf] = useState<ArtisanCard | null>(null);
  const [notesOf, setNotesOf] = useState<ArtisanCard | null>(null);
  const deletion = useConfirmation<ArtisanCard>();

  const data = list.data;
  // A search that is still being typed keeps the previous rows rather than flashing an empty list.
  const items = data ? data.items : null;
  const emptyText = query ? `Aucun artisan ne correspond à « ${query} ».` : EMPTY_ARTISANS;

  async function remove(artisan: ArtisanCard) {
    try {
      await deleteArtisan(artisan.id);
      toast.success(`L'artisan « ${artisan.entrepriseNom} » a été supprimé.`);
      list.reload();
    } catch {
      toast.error(MESSAGES.deleteFailed);
    }
  }

  return (
    <AdminPage
      title="Liste des Artisans"
      documentTitle="Liste des Artisans"
      actions={<Button onClick={() => setForm({ mode: 'create' })}>+ Ajouter un Artisan</Button>}
    >
      <div className={styles.toolbar}>
        <TextField
          label="Rechercher un artisan"
          hideLabel
          type="search"
          placeholder="Rechercher un artisan..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          leadingIcon={<IconSearch />}
          containerClassName={styles.search}
        />
        {data ? (
          <p className={styles.count} aria-live="polite">
            {data.total} artisan{data.total > 1 ? 's' : ''}
          </p>
        ) : null}
      </div>

      <AdminList
        label="Artisans"
        items={items}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        loadingText="Chargement des artisans..."
        emptyText={emptyText}
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
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDetailsOf(artisan)}
              aria-label={`Détails de ${artisan.entrepriseNom}`}
            >
              Détails
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setForm({ mode: 'edit', artisanId: artisan.id })}
              aria-label={`Modifier ${artisan.entrepriseNom}`}
            >
              Modifier
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setNotesOf(artisan)}
              aria-label={`Voir les notes de ${artisan.entrepriseNom}`}
            >
              Voir les notes
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => deletion.ask(artisan)}
              aria-label={`Supprimer ${artisan.entrepriseNom}`}
            >
              Supprimer
            </Button>
          </>
        )}
      />

      {data && data.pageCount > 1 ? (
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          onChange={setPage}
          label="Pages des artisans"
        />
      ) : null}

      {form ? (
        <ArtisanFormModal
          artisanId={form.mode === 'edit' ? form.artisanId : null}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            list.reload();
          }}
        />
      ) : null}
      <ArtisanDetailsModal artisan={detailsOf} onClose={() => setDetailsOf(null)} />
      <ArtisanNotesModal artisan={notesOf} onClose={() => setNotesOf(null)} />
      <ConfirmDialog
        open={deletion.target !== null}
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
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm(remove)}
      />
    </AdminPage>
  );
}
