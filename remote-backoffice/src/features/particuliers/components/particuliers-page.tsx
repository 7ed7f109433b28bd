// /backoffice/admin/particuliers, 'Gestion des Particuliers' (SPEC back office 5): the add form (Nom and Prénom
// required), the particuliers as 'nom prenom', twenty a page, each with 'Noter un artisan'.
import { useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { toApiError } from '@annuaire/shared/client/http';
import { useQueryClient } from '@tanstack/react-query';
import { createParticulier } from '@annuaire/shared/client/particuliers';
import { ParticulierInputSchema, type Particulier } from '@annuaire/shared/contract/particulier';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { Pagination } from '@annuaire/shared/ui/pagination';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { usePages } from '../../../hooks/use-pages';
import { listQuery } from '../../../utils/list-query';
import { zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import { particuliersQuery, useParticuliers } from '../api/get-particuliers';
import { RateArtisanModal } from './rate-artisan-modal';
import styles from './particuliers-page.module.css';

export function ParticuliersPage() {
  const list = listQuery(useParticuliers());
  const queryClient = useQueryClient();
  const pages = usePages(list.data);
  const [rating, setRating] = useState<Particulier | null>(null);

  return (
    <AdminPage title="Gestion des Particuliers" documentTitle="Gestion des Particuliers">
      <AddParticulierForm
        onAdded={() => void queryClient.invalidateQueries({ queryKey: particuliersQuery.queryKey })}
      />
      <h2 className={styles.subtitle}>Particuliers</h2>
      <AdminList
        label="Particuliers"
        items={list.data ? pages.items : null}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        loadingText="Chargement des particuliers..."
        emptyText="Aucun particulier pour l'instant."
        getKey={(particulier) => particulier.id}
        renderMain={(particulier) => (
          <span className={styles.name}>
            {particulier.nom} {particulier.prenom}
          </span>
        )}
        renderActions={(particulier) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setRating(particulier)}
            aria-label={`Noter un artisan pour ${particulier.nom} ${particulier.prenom}`}
          >
            Noter un artisan
          </Button>
        )}
      />
      {pages.pageCount > 1 ? (
        <Pagination
          page={pages.page}
          pageCount={pages.pageCount}
          onChange={pages.setPage}
          label="Pages des particuliers"
        />
      ) : null}
      <RateArtisanModal particulier={rating} onClose={() => setRating(null)} />
    </AdminPage>
  );
}

function AddParticulierForm({ onAdded }: { onAdded(): void }) {
  const [nom, setNom] = useState('');
  const [prenom, setPrenom] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = ParticulierInputSchema.safeParse({ nom, prenom });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await createParticulier(parsed.data);
      toast.success(`${parsed.data.nom} ${parsed.data.prenom} a été ajouté.`);
      setNom('');
      setPrenom('');
      onAdded();
    } catch (error) {
      setFormError(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="add-particulier-title">
      <h2 id="add-particulier-title" className={styles.subtitle}>
        Ajouter un particulier
      </h2>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <div className={styles.fields}>
        <TextField
          label="Nom"
          required
          value={nom}
          onChange={(event) => setNom(event.target.value)}
          error={errors.nom}
          autoComplete="off"
          maxLength={100}
        />
        <TextField
          label="Prénom"
          required
          value={prenom}
          onChange={(event) => setPrenom(event.target.value)}
          error={errors.prenom}
          autoComplete="off"
          maxLength={100}
        />
        <Button type="submit" loading={saving} className={styles.submit}>
          Ajouter
        </Button>
      </div>
    </form>
  );
}
