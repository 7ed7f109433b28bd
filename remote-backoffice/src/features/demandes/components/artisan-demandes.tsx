// One artisan's requests, shown under their row of the « Demandes » screen when the admin opens it: newest first,
// twenty a page, each with its date, sender's name, works' postcode and state (no e-mail, phone or message here),
// « Voir » (DemandeModal, which asks for the content) and « Supprimer » (confirmed first; the API's French message
// on a failure).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Demande } from '@annuaire/shared/contract/demande';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { toast } from '@annuaire/shared/ui/toast';
import { AdminList } from '../../../components/admin-list';
import { RowButton } from '../../../components/row-button';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { usePages } from '../../../hooks/use-pages';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useDeleteDemande } from '../api/delete-demande';
import { useArtisanDemandes } from '../api/get-artisan-demandes';
import { newestFirst, stateLabel } from '../utils/demande-texts';
import { DemandeModal } from './demande-modal';
import styles from './artisan-demandes.module.css';

export interface ArtisanDemandesProps {
  artisanId: number;
  entrepriseNom: string;
  /** A request was deleted and its row is gone: the focus, which was on that row, is the caller's to place. */
  onDeleted(): void;
}

export function ArtisanDemandes({ artisanId, entrepriseNom, onDeleted }: ArtisanDemandesProps) {
  const loaded = listQuery(useArtisanDemandes(artisanId));
  // A deleted request leaves the list at once, before the list is asked for again.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const demandes = useMemo(
    () =>
      loaded.data
        ? newestFirst(
            loaded.data.demandes.filter((demande) => !deleted.has(demande.id)),
            (demande) => demande.dateEnvoi,
          )
        : null,
    [loaded.data, deleted],
  );
  const pages = usePages(demandes);
  const [viewing, setViewing] = useState<Demande | null>(null);
  const deletion = useConfirmation<Demande>();
  const deleteDemande = useDeleteDemande(artisanId);
  const deletedRef = useRef(onDeleted);
  useEffect(() => {
    deletedRef.current = onDeleted;
  });

  // Once the deleted row has left the list (its button had the focus), the caller places the focus.
  useEffect(() => {
    if (deleted.size > 0) deletedRef.current();
  }, [deleted]);

  async function remove(demande: Demande) {
    try {
      await deleteDemande.mutateAsync(demande.id);
      setDeleted((current) => new Set(current).add(demande.id));
      toast.success('Demande supprimée.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className={styles.content}>
      <AdminList
        label={`Demandes reçues par ${entrepriseNom}, les plus récentes d’abord`}
        list={loaded}
        items={pages.items}
        pages={pages}
        pagesLabel={`Pages des demandes reçues par ${entrepriseNom}`}
        loadingText={`Chargement des demandes reçues par ${entrepriseNom}...`}
        emptyText="Aucune demande pour cet artisan."
        emptyHeadingLevel={3}
        getKey={(demande) => demande.id}
        renderMain={(demande) => (
          <>
            <p className={styles.sender}>{demande.nom}</p>
            <p className={styles.meta}>
              <time dateTime={demande.dateEnvoi}>{formatDateTime(demande.dateEnvoi)}</time> · Code postal des
              travaux : {demande.codePostal}
            </p>
            <p>
              <span className={styles.state} data-traitee={demande.traitee}>
                {stateLabel(demande)}
              </span>
            </p>
          </>
        )}
        renderActions={(demande) => {
          const of = `la demande de ${demande.nom} du ${formatDateTime(demande.dateEnvoi)}`;
          return (
            <>
              <RowButton label={`Voir ${of}`} onClick={() => setViewing(demande)}>
                Voir
              </RowButton>
              <RowButton label={`Supprimer ${of}`} danger onClick={() => deletion.ask(demande)}>
                Supprimer
              </RowButton>
            </>
          );
        }}
      />
      <DemandeModal demande={viewing} entrepriseNom={entrepriseNom} onClose={() => setViewing(null)} />
      <ConfirmDialog
        {...deletion.dialog(remove)}
        title="Supprimer cette demande ?"
        message={
          deletion.target === null ? null : (
            <p>
              Supprimer la demande de {deletion.target.nom} à {entrepriseNom} ? Elle ne pourra pas être
              récupérée.
            </p>
          )
        }
        confirmLabel="Supprimer la demande"
      />
    </div>
  );
}
