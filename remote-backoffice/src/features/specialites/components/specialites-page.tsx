// /backoffice/admin/specialites, 'Liste des Spécialités' (SPEC back office 4): search by trade name (case and
// accents ignored), rows with Modifier and Supprimer, the add/edit modal. A trade still used by artisans cannot be
// deleted (400); every deletion is confirmed first.
import { toast } from '@annuaire/shared/ui/toast';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery } from '@annuaire/shared/domain/text';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { CrudListPage } from '../../../components/crud-list-page';
import { listQuery } from '../../../utils/list-query';
import { useDeleteSpecialite } from '../api/delete-specialite';
import { SpecialiteFormModal } from './specialite-form-modal';
import styles from './specialites-page.module.css';

export const EMPTY_SPECIALITES = "Aucune spécialité disponible pour l'instant.";

const SEARCH = {
  label: 'Rechercher une spécialité',
  placeholder: 'Rechercher une spécialité...',
  matches: (specialite: Specialite, search: string) => matchesQuery(specialite.metier, search),
};

export function SpecialitesPage() {
  const deleteSpecialite = useDeleteSpecialite();

  async function remove(specialite: Specialite) {
    try {
      await deleteSpecialite.mutateAsync(specialite.id);
      toast.success(`La spécialité « ${specialite.metier} » a été supprimée.`);
    } catch (error) {
      toast.error(errorStatus(error) === 400 ? MESSAGES.specialiteInUse : MESSAGES.deleteFailed);
    }
  }

  return (
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
        </div>
      )}
      renderForm={(specialite, close) => (
        <SpecialiteFormModal specialite={specialite} onClose={close} onSaved={close} />
      )}
      deletion={{
        title: 'Supprimer cette spécialité ?',
        confirmLabel: 'Supprimer la spécialité',
        message: (specialite) => (
          <>
            <p>La spécialité « {specialite.metier} » et son image seront supprimées.</p>
            <p>Cette action est irréversible.</p>
          </>
        ),
        remove,
      }}
    />
  );
}
