// /recherche?q=…&page=…: the search by company name, SIRET or SIREN, trade and place (GET /api/recherche), rendered
// on the server with its page of results (the route prefetches the same query), paged with real links. The cards
// are the trade page's. An empty text asks for one; a text that finds nothing says so and offers the trades and the
// map. Never indexed: a search's results are not a page of the directory (its trade and artisan pages are).
import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rechercheCountText, RECHERCHE_TEXTS } from '@annuaire/shared/contract/recherche-texts';
import { hrefs } from '@annuaire/shared/federation/routes';
import { rechercheQuery } from '@annuaire/shared/query/recherche';
import { useLocation, useNavigate } from '@annuaire/shared/routing/router';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { IconMapPin } from '@annuaire/shared/ui/icons';
import { Pagination } from '@annuaire/shared/ui/pagination';
import { SearchBox } from '@annuaire/shared/ui/search-box';
import pageStyles from '../../../components/page.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { ArtisanCard, ArtisanCardsLoading } from '../../../components/artisan-card';
import { parseRechercheUrl } from '../utils/recherche-url';
import styles from '../../../components/artisan-results.module.css';

const SKELETON_CARDS = 3;

export const RECHERCHE_DESCRIPTION =
  'Trouvez un artisan du bâtiment par le nom de son entreprise, son numéro SIRET, son métier et sa ville.';

export function recherchePageTitle(q: string): string {
  return q ? `Recherche « ${q} » – ${SITE_NAME}` : `${RECHERCHE_TEXTS.title} – ${SITE_NAME}`;
}

export function RecherchePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseRechercheUrl(new URLSearchParams(location.search));
  const { q } = params;
  const results = useQuery({
    ...rechercheQuery(params),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const listTop = useRef<HTMLElement>(null);
  usePageMeta(recherchePageTitle(q), RECHERCHE_DESCRIPTION, { noindex: true });

  function changePage(page: number) {
    navigate(hrefs.recherche(q, page));
    listTop.current?.scrollIntoView?.({ block: 'start' });
    // The pagination goes while the next page loads: the focus waits at the top of the results (WCAG 2.4.3).
    listTop.current?.focus({ preventScroll: true });
  }

  const data = q !== '' && results.status === 'success' ? results.data : null;
  const ways = (
    <>
      <ButtonLink to={hrefs.metiers()}>Voir les métiers</ButtonLink>
      <ButtonLink to={hrefs.map()} variant="secondary" iconStart={<IconMapPin />}>
        Chercher sur la carte
      </ButtonLink>
    </>
  );

  return (
    <div className={pageStyles.page}>
      <Breadcrumb items={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Recherche' }]} />
      <h1 className={pageStyles.title}>{RECHERCHE_TEXTS.title}</h1>
      <SearchBox defaultValue={q} variant="page" />
      {q === '' ? <EmptyState title={RECHERCHE_TEXTS.emptyQuery} action={ways} /> : null}
      {q !== '' ? (
        <section
          ref={listTop}
          tabIndex={-1}
          className={styles.results}
          aria-label={RECHERCHE_TEXTS.results}
          aria-busy={results.isFetching}
        >
          {results.status === 'pending' ? (
            <ArtisanCardsLoading message={RECHERCHE_TEXTS.loading} count={SKELETON_CARDS} />
          ) : null}
          {results.status === 'error' ? (
            <RetryAlert message={RECHERCHE_TEXTS.error} onRetry={() => void results.refetch()} />
          ) : null}
          {data && data.items.length === 0 ? (
            <EmptyState title={RECHERCHE_TEXTS.noResult} text={RECHERCHE_TEXTS.noResultHelp} action={ways} />
          ) : null}
          {data && data.items.length > 0 ? (
            <>
              <p className={styles.count} aria-live="polite">
                {rechercheCountText(data.total, data.totalPlafonne)}
              </p>
              <ul className={styles.grid} role="list">
                {data.items.map((artisan, index) => (
                  <li key={artisan.id}>
                    <ArtisanCard artisan={artisan} eager={index < 2} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                onChange={changePage}
                hrefFor={(target) => hrefs.recherche(q, target)}
                label={RECHERCHE_TEXTS.pages}
                className={styles.pagination}
              />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
