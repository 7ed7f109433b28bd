// « C'est votre entreprise ? » without a listing named: the business finds its listing by SIRET, SIREN or name (the
// directory's search, GET /api/recherche, first page), then opens the claim of one nobody manages yet. The text is
// kept in the address (?q=…), so that the back button and a shared link give the same list.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hrefs } from '@annuaire/shared/federation/routes';
import { rechercheQuery } from '@annuaire/shared/query/recherche';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import { Spinner } from '@annuaire/shared/ui/spinner';
import { RetryAlert } from '../../../../components/retry-alert';
import formStyles from '../../../../components/form-card.module.css';
import styles from './revendication-page.module.css';

export const FINDER_SUBMIT = 'Chercher ma fiche';
export const FINDER_NONE =
  'Aucune fiche ne correspond. Vérifiez le SIRET, ou essayez le nom de l’entreprise.';

export function ListingFinder() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const results = useQuery({ ...rechercheQuery({ q, page: 1 }), enabled: q !== '' });

  return (
    <div className={styles.steps}>
      <form
        role="search"
        // Without the script, the browser sends the same address.
        action={hrefs.claim()}
        method="get"
        className={cx(formStyles.card, formStyles.wide, formStyles.light)}
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = text.trim();
          setParams(wanted ? { q: wanted } : {});
        }}
        aria-labelledby="revendication-finder-title"
      >
        <h2 id="revendication-finder-title" className={formStyles.title}>
          Trouvez la fiche de votre entreprise
        </h2>
        <TextField
          name="q"
          label="SIRET, SIREN ou nom de l’entreprise"
          hint="Par exemple 812 345 676 00017, ou « Plomberie Martin Tulle »."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="organization"
          maxLength={100}
        />
        <div className={formStyles.actions}>
          <Button type="submit" size="lg">
            {FINDER_SUBMIT}
          </Button>
        </div>
      </form>
      {q === '' ? null : results.isPending ? (
        <Spinner label="Recherche des fiches..." />
      ) : results.isError ? (
        <RetryAlert message={results.error.message} onRetry={() => void results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <p role="status">{FINDER_NONE}</p>
      ) : (
        <section aria-labelledby="revendication-results" className={styles.results}>
          <h2 id="revendication-results" className={styles.resultsTitle}>
            {results.data.total > results.data.items.length
              ? `Les ${results.data.items.length} fiches les plus proches de votre recherche`
              : `${results.data.items.length} fiche${results.data.items.length > 1 ? 's' : ''} trouvée${results.data.items.length > 1 ? 's' : ''}`}
          </h2>
          <ul className={styles.resultList}>
            {results.data.items.map((item) => (
              <li key={item.id} className={styles.result}>
                <div>
                  <Link to={hrefs.artisan(item.id)} className={styles.resultName}>
                    {item.entrepriseNom}
                  </Link>
                  <p className={styles.small}>
                    {item.codePostal} {item.ville}
                    {item.specialites[0] ? ` · ${item.specialites[0].metier}` : ''}
                  </p>
                </div>
                {item.geree ? (
                  <span className={styles.small}>Déjà gérée par l’entreprise</span>
                ) : (
                  <Link
                    to={hrefs.claim(item.id)}
                    className={styles.claimLink}
                    aria-label={`Revendiquer la fiche ${item.entrepriseNom}`}
                  >
                    Revendiquer
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
