// /backoffice/admin/artisans, 'Liste des Artisans' (SPEC back office 2): search by company name or city, one page
// of 20 rows at a time from the API (20,000 artisans stay fast), the details, form and notes modals, and a
// confirmation before a deletion takes the artisan's details, notes and images with it. « Métier » keeps the
// artisans of one trade, in the address (?specialite=3): the trade list links there for a trade it cannot delete.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { Select } from '@annuaire/shared/ui/select';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { RowButton } from '../../../components/row-button';
import { SearchField } from '../../../components/search-field';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { useEditing } from '../../../hooks/use-editing';
import { listQuery } from '../../../utils/list-query';
import { useDeleteArtisan } from '../api/delete-artisan';
import { useArtisansPage } from '../api/get-artisans-page';
import { ArtisanDetailsModal } from './artisan-details-modal';
import { ArtisanFormModal } from './artisan-form-modal';
import { ArtisanNotesModal } from './artisan-notes-modal';
import { TRADE_PARAM, tradeFilterOf } from '../utils/trade-filter';
import styles from './artisans-page.module.css';

export const EMPTY_ARTISANS = "Aucun artisan disponible pour l'instant.";
export const EMPTY_TRADE = 'Aucun artisan n’exerce ce métier.';

export function ArtisansPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const [params, setParams] = useSearchParams();
  const specialite = tradeFilterOf(params);
  const trades = useSpecialitesQuery();
  // A search that is still being typed keeps the previous rows rather than flashing an empty list.
  const list = listQuery(
    useArtisansPage(specialite === undefined ? { page, q: query } : { page, q: query, specialite }),
  );
  const editing = useEditing<number>();
  const [detailsOf, setDetailsOf] = useState<ArtisanCard | null>(null);
  const [notesOf, setNotesOf] = useState<ArtisanCard | null>(null);
  const deletion = useConfirmation<ArtisanCard>();
  const deleteArtisan = useDeleteArtisan();
  const data = list.data;

  function filterByTrade(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(TRADE_PARAM, value);
    else next.delete(TRADE_PARAM);
    setParams(next, { replace: true });
    setPage(1);
  }

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
        <Select
          label="Métier"
          // Hidden as the search box's is: the first option, « Tous les métiers », says what the select is.
          hideLabel
          containerClassName={styles.trade}
          placeholder="Tous les métiers"
          // While the trades load, the filtered trade is still an option, so that the select shows it.
          options={
            trades.data?.map((trade) => ({ value: trade.id, label: trade.metier })) ??
            (specialite === undefined ? [] : [{ value: specialite, label: `Métier n° ${specialite}` }])
          }
          value={specialite ?? ''}
          onChange={(event) => filterByTrade(event.target.value)}
        />
        {specialite === undefined ? null : (
          <Button variant="secondary" onClick={() => filterByTrade('')}>
            Retirer le filtre par métier
          </Button>
        )}
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
        emptyText={
          query
            ? `Aucun artisan ne correspond à « ${query} ».`
            : specialite === undefined
              ? EMPTY_ARTISANS
              : EMPTY_TRADE
        }
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
