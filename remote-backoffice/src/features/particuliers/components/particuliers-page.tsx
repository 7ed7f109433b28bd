// /backoffice/admin/particuliers, 'Gestion des Particuliers' (SPEC back office 5): the add form (Nom and Prénom
// required), the search box (nom and prénom in either order, case and accents ignored), the particuliers as
// 'nom prenom', twenty a page, each with 'Noter un artisan'. The API searches and pages (GET /api/particulier?page&q):
// the list grows with every customer who leaves a review.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { ParticulierInputSchema, type Particulier } from '@annuaire/shared/contract/particulier';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { AdminForm } from '../../../components/admin-form';
import { AdminList } from '../../../components/admin-list';
import { AdminPage } from '../../../components/admin-page';
import { RowButton } from '../../../components/row-button';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { listQuery } from '../../../utils/list-query';
import { useCreateParticulier } from '../api/create-particulier';
import { useParticuliersPage } from '../api/get-particuliers';
import { RateArtisanModal } from './rate-artisan-modal';
import styles from './particuliers-page.module.css';

export function ParticuliersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const list = listQuery(useParticuliersPage({ page, q: query }));
  const data = list.data;
  const [rating, setRating] = useState<Particulier | null>(null);

  return (
    <AdminPage title="Gestion des Particuliers" documentTitle="Gestion des Particuliers">
      <AddParticulierForm />
      <h2 className={styles.subtitle}>Particuliers</h2>
      <SearchField
        label="Rechercher un particulier"
        placeholder="Rechercher un particulier (nom ou prénom)..."
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <AdminList
        label="Particuliers"
        list={list}
        items={data?.items ?? []}
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        pagesLabel="Pages des particuliers"
        loadingText="Chargement des particuliers..."
        emptyText={
          query ? `Aucun particulier ne correspond à « ${query} ».` : "Aucun particulier pour l'instant."
        }
        getKey={(particulier) => particulier.id}
        renderMain={(particulier) => (
          <span className={styles.name}>
            {particulier.nom} {particulier.prenom}
          </span>
        )}
        renderActions={(particulier) => (
          <RowButton
            label={`Noter un artisan pour ${particulier.nom} ${particulier.prenom}`}
            onClick={() => setRating(particulier)}
          >
            Noter un artisan
          </RowButton>
        )}
      />
      <RateArtisanModal particulier={rating} onClose={() => setRating(null)} />
    </AdminPage>
  );
}

const NAME_LABELS = { nom: 'Nom', prenom: 'Prénom' } as const;

function AddParticulierForm() {
  const createParticulier = useCreateParticulier();
  const form = useContractForm({
    schema: ParticulierInputSchema,
    initialValues: { nom: '', prenom: '' },
    fields: ['nom', 'prenom'],
    submit: (particulier) => createParticulier.mutateAsync(particulier),
    onSuccess(_result, { nom, prenom }) {
      toast.success(`${nom} ${prenom} a été ajouté.`);
      form.reset();
    },
  });

  return (
    <AdminForm
      className={styles.form}
      error={form.formError}
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-labelledby="add-particulier-title"
      heading={
        <h2 id="add-particulier-title" className={styles.subtitle}>
          Ajouter un particulier
        </h2>
      }
    >
      <div className={styles.fields}>
        {(['nom', 'prenom'] as const).map((name) => (
          <TextField
            key={name}
            label={NAME_LABELS[name]}
            required
            autoComplete="off"
            maxLength={maxLengthOf(ParticulierInputSchema.shape[name])}
            {...bindField(form, name)}
          />
        ))}
        <Button type="submit" loading={form.sending} className={styles.submit}>
          Ajouter
        </Button>
      </div>
    </AdminForm>
  );
}
