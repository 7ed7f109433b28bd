// /backoffice/admin/specialites, 'Liste des Spécialités' (SPEC back office 4): search by trade name (case and
// accents ignored), rows with the number of artisans, Modifier and Supprimer, the add/edit modal. A trade still
// used by artisans cannot be deleted (400): the dialog says so beforehand from that number, with no « Supprimer »
// but « Voir les N artisans », the artisan list filtered by that trade; the API's refusal (the number was stale) is
// SPEC 8's alert, in a dialog. Every deletion is confirmed first.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery } from '@annuaire/shared/domain/text';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { AlertDialog } from '../../../components/alert-dialog';
import { CrudListPage } from '../../../components/crud-list-page';
import { listQuery } from '../../../utils/list-query';
import { useDeleteSpecialite } from '../api/delete-specialite';
import { useSpecialiteUsage } from '../api/get-specialite-usage';
import { SpecialiteFormModal } from './specialite-form-modal';
import styles from './specialites-page.module.css';

export const EMPTY_SPECIALITES = "Aucune spécialité disponible pour l'instant.";

/** « 1 artisan », « 12 artisans ». */
export function artisansCount(count: number): string {
  return `${count} artisan${count > 1 ? 's' : ''}`;
}

/** The link to the artisans of a trade in use: « Voir l’artisan », « Voir les 12 artisans ». */
export function seeArtisansLabel(count: number): string {
  return count > 1 ? `Voir les ${count} artisans` : 'Voir l’artisan';
}

const SEARCH = {
  label: 'Rechercher une spécialité',
  placeholder: 'Rechercher une spécialité...',
  matches: (specialite: Specialite, search: string) => matchesQuery(specialite.metier, search),
};

export function SpecialitesPage() {
  const deleteSpecialite = useDeleteSpecialite();
  const usage = useSpecialiteUsage();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The number of artisans of a trade; undefined while it loads or when it could not be read. */
  const countOf = (specialite: Specialite) => (usage.data ? (usage.data.get(specialite.id) ?? 0) : undefined);

  async function remove(specialite: Specialite) {
    try {
      await deleteSpecialite.mutateAsync(specialite.id);
      toast.success(`La spécialité « ${specialite.metier} » a été supprimée.`);
    } catch (error) {
      if (errorStatus(error) === 400) {
        // SPEC 8: an alert the administrator acknowledges, not a toast that goes away; the count is stale.
        // Opened once the confirmation has closed, so that the focus goes to its OK button and comes back to the
        // row's Supprimer button after it.
        setTimeout(() => setRefusal(MESSAGES.specialiteInUse), 0);
        void usage.refetch();
      } else toast.error(MESSAGES.deleteFailed);
    }
  }

  return (
    <>
      <CrudListPage
        title="Liste des Spécialités"
        addLabel="+ Ajouter une Spécialité"
        // The shared trade list (the header, the home page, /metiers and the map read it too), asked for at each visit.
        list={listQuery(useSpecialitesQuery({ staleTime: 0 }))}
        search={SEARCH}
        label="Spécialités"
        pagesLabel="Pages des spécialités"
        loadingText="Chargement des spécialités..."
        emptyText={EMPTY_SPECIALITES}
        noMatchText={(search) => `Aucune spécialité ne correspond à « ${search} ».`}
        getKey={(specialite) => specialite.id}
        nameOf={(specialite) => specialite.metier}
        renderMain={(specialite) => (
          <div className={styles.main}>
            {specialite.pathImg ? (
              <img src={specialite.pathImg} alt="" className={styles.thumb} loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.name}>{specialite.metier}</span>
            {countOf(specialite) === undefined ? null : (
              <span className={styles.count}>{artisansCount(countOf(specialite)!)}</span>
            )}
          </div>
        )}
        renderForm={(specialite, close) => (
          <SpecialiteFormModal specialite={specialite} onClose={close} onSaved={close} />
        )}
        deletion={{
          title: 'Supprimer cette spécialité ?',
          confirmLabel: 'Supprimer la spécialité',
          message: (specialite) => <DeletionMessage specialite={specialite} count={countOf(specialite)} />,
          remove,
          blocked(specialite) {
            const count = countOf(specialite);
            if (count === undefined || count === 0) return null;
            return {
              title: 'Suppression impossible',
              instead: (
                <ButtonLink to={hrefs.backoffice.artisans(specialite.id)}>
                  {seeArtisansLabel(count)}
                </ButtonLink>
              ),
            };
          },
        }}
      />
      <AlertDialog title="Suppression impossible" message={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}

/** The dialog's text: a trade in use cannot be deleted, said before trying when its number is known. */
function DeletionMessage({ specialite, count }: { specialite: Specialite; count: number | undefined }) {
  if (count !== undefined && count > 0)
    return (
      <>
        <p>
          La spécialité « {specialite.metier} » est exercée par {artisansCount(count)} : elle ne peut pas être
          supprimée tant qu’un artisan l’exerce.
        </p>
        <p>
          Retirez-la d’abord des fiches de ces artisans, que la liste des artisans filtrée par ce métier
          montre.
        </p>
      </>
    );
  return (
    <>
      <p>La spécialité « {specialite.metier} » et son image seront supprimées.</p>
      <p>
        {count === undefined ? 'Une spécialité utilisée par des artisans ne peut pas être supprimée. ' : null}
        Cette action est irréversible.
      </p>
    </>
  );
}
