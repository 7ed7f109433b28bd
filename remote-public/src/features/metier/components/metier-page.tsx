// /metier/:specialiteId (SPEC 2, trade page): breadcrumb, title, 'Voir sur la carte', « Trier par » (Pertinence,
// Localisation, Mieux notés) and the filters (issue 21: the address of the work, « Seulement les artisans qui
// interviennent à cette adresse », « Note minimale », « Avec avis », « Artisans RGE (qualification valide) »), the
// artisan cards 10 per page (with their « RGE » badge) with 'Précédent', 'Page X sur Y', 'Suivant', and the loading
// and empty messages (« Retirer les filtres » when the filters leave nobody). Page, sort, point and filters live in
// the URL query (utils/trade-query.ts), the same parameters as the API's; a page with a point or a filter is
// noindex. Two API calls: the trade and one page of cards.
// Up to three artisans checked « Ajouter à ma demande » get one request from the bar's « Demander un devis (N) »
// (the dialog is features/demande's, which src/app gives the page); the selection is the tab's
// (hooks/use-demande-selection.ts), so that it survives paging, sorting, filtering and a visit to a profile or the
// map, and the place chosen here pre-fills the request's postcode.
// Issue 22: the cards' shapes while a page loads (the spec's message kept for screen readers), a way on from a trade
// without artisans (the map, the other trades), and the scroll position restored back from an artisan
// (hooks/use-scroll-memory.ts).
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@annuaire/shared/routing/router';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { IconMapPin } from '@annuaire/shared/ui/icons';
import { Pagination } from '@annuaire/shared/ui/pagination';
import { Skeleton } from '@annuaire/shared/ui/skeleton';
import pageStyles from '../../../components/page.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { useServerStatus, useSiteOrigin } from '@annuaire/shared/ssr/page-head';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { breadcrumbJsonLd } from '../../../utils/breadcrumb-json-ld';
import { tradeJsonLd } from '../utils/trade-json-ld';
import { isNotFound, loadable } from '../../../utils/loadable';
import { parseRouteId } from '../../../utils/route-id';
import { useSpecialite } from '../api/get-specialite';
import { useTradePage } from '../api/get-trade-page';
import { useLocate } from '../hooks/use-locate';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import {
  allAroundParams,
  activeFilterCount,
  isFilteredTradeQuery,
  parseTradeQuery,
  tradePageParams,
  tradeQueryString,
  withoutFilters,
  withPoint,
  type TradeQuery,
  type TradeSort,
} from '../utils/trade-query';
import { tradePlaceTitle } from '../utils/trade-title';
import { ArtisanCard, ArtisanCardsLoading } from '../../../components/artisan-card';
import resultStyles from '../../../components/artisan-results.module.css';
import { SortControls, type TradeFilters } from './sort-controls';
import styles from './metier-page.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import { useHydrated } from '@annuaire/shared/ssr/use-hydrated';
import type { DemandeDialogComponent } from '../../../components/demande-dialog-slot';
import {
  DEMANDE_SELECTION_FULL,
  rememberDemandePlace,
  useDemandeSelection,
} from '../../../hooks/use-demande-selection';
import { FILTERED_EMPTY, REMOVE_FILTERS_LABEL } from '../../../utils/trade-filter-texts';
import { othersText } from '../../../utils/coverage-text';

export const ARTISANS_LOADING = SCREEN_MESSAGES.artisansLoading;
export const ARTISANS_EMPTY = SCREEN_MESSAGES.noArtisanForTrade;
export const ARTISANS_ERROR = 'Les artisans ne peuvent pas être chargés pour le moment.';
export const SPECIALITE_NOT_FOUND = 'Spécialité introuvable.';
/** The cards drawn while a page of artisans loads: two rows of three, the first screen at any width. */
export const SKELETON_CARDS = 6;
export const SELECTION_FULL = DEMANDE_SELECTION_FULL;

/** Under « Aucun artisan trouvé pour cette spécialité. »: where to go from a trade without artisans (issue 22). */
export const NO_ARTISAN_WAY_ON =
  'Aucun artisan de ce métier n’est encore inscrit. Voyez sur la carte les artisans près de chez vous, ou choisissez un autre métier.';
export const ALL_ON_MAP_LABEL = 'Voir tous les artisans sur la carte';
export const OTHER_TRADES_LABEL = 'Voir les autres métiers';

/** '/map', around the page's point when it has one. */
export function mapHrefAround(origin: { lat: number; lon: number } | null): string {
  if (!origin) return hrefs.map();
  return `${hrefs.map()}?${new URLSearchParams({ lat: String(origin.lat), lon: String(origin.lon) }).toString()}`;
}

/** The bar's count: « 2 artisans choisis sur 3 ». */
function chosenText(count: number): string {
  const plural = count > 1 ? 's' : '';
  return `${count} artisan${plural} choisi${plural} sur ${DEMANDE_LIMITS.artisansMax}`;
}

/** What the selection's live region says after each change. */
function selectionText(count: number): string {
  if (count === 0) return '';
  const artisans = `${count} artisan${count > 1 ? 's' : ''}`;
  return count >= DEMANDE_LIMITS.artisansMax
    ? `${artisans} dans votre demande : c’est le maximum.`
    : `${artisans} dans votre demande.`;
}

/** The page's filters that the map takes under the same names (issue 21). */
export type MapLinkFilters = Partial<
  Pick<TradeQuery, 'couvre' | 'noteMin' | 'avecAvis' | 'rge' | 'urgence' | 'dispo'>
>;

/**
 * '/map?metier=3' (SPEC 2: 'Voir sur la carte'), centred on the page's point when it has one, with the page's filters
 * so that the map shows the same selection (issue 21, the map's filters of the same names): `couvre=1` (only with the
 * point), `noteMin`, `avecAvis=1`, `rge=1`,
 * `urgence=1` and `dispo`.
 */
export function mapHrefForTrade(
  specialiteId: number,
  origin?: { lat: number; lon: number } | null,
  {
    couvre = false,
    noteMin = null,
    avecAvis = false,
    rge = false,
    urgence = false,
    dispo = null,
  }: MapLinkFilters = {},
): string {
  const params = new URLSearchParams({ metier: String(specialiteId) });
  if (origin) {
    params.set('lat', String(origin.lat));
    params.set('lon', String(origin.lon));
    if (couvre) params.set('couvre', '1');
  }
  if (noteMin !== null) params.set('noteMin', String(noteMin));
  if (avecAvis) params.set('avecAvis', '1');
  if (rge) params.set('rge', '1');
  if (urgence) params.set('urgence', '1');
  if (dispo !== null) params.set('dispo', String(dispo));
  return `${hrefs.map()}?${params.toString()}`;
}

/** `DemandeDialog`: the request dialog of « Demander un devis » (src/app gives features/demande's). */
export default function MetierPage({ DemandeDialog }: { DemandeDialog: DemandeDialogComponent }) {
  const { specialiteId } = useParams();
  const id = parseRouteId(specialiteId);
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseTradeQuery(new URLSearchParams(location.search));
  // For the browser position, which comes after a wait: the search of that moment (the URL's, or the one just asked
  // for), not the render's that asked.
  const latestQuery = useRef(query);
  // Only when the URL changes: a render before a navigation commits (the « locating » state) must not put back the
  // search the navigation replaces.
  useEffect(() => {
    latestQuery.current = query;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  const specialiteQuery = useSpecialite(id);
  const artisansQuery = useTradePage(id, tradePageParams(query));
  const specialite = loadable(specialiteQuery);
  const artisans = loadable(artisansQuery);
  // Around a place, only those who come there: the same search without couvre counts the others.
  const aroundParams = allAroundParams(query);
  const around = loadable(useTradePage(aroundParams ? id : null, aroundParams ?? { page: 1 }));
  const others =
    aroundParams && around.status === 'success' && artisans.status === 'success'
      ? around.data.total - artisans.data.total
      : 0;
  const specialiteMissing =
    id === null || (specialite.status === 'error' && isNotFound(specialiteQuery.error));
  const { locating, failed, locate } = useLocate();
  const listTop = useRef<HTMLElement>(null);
  const autoLocated = useRef(false);
  // The boxes wait for hydration: until then they show the server's empty selection, not the stored one.
  const hydrated = useHydrated();
  const selection = useDemandeSelection();
  const [demandeOpen, setDemandeOpen] = useState(false);
  const demandeSent = useRef(false);

  // Back from an artisan: the scroll where the visitor left this list, once its cards are there (issue 22).
  useScrollMemory(artisans.status === 'success');

  useServerStatus(specialiteMissing ? 404 : null);
  const origin = useSiteOrigin();
  const metier = specialite.status === 'success' ? specialite.data.metier : null;
  // Around a named place, with only the artisans who come there: « Plombiers qui interviennent à Tulle ».
  const title =
    metier && query.origin && query.couvre && query.place ? tradePlaceTitle(metier, query.place) : metier;
  const total = artisans.status === 'success' ? artisans.data.total : null;
  usePageMeta(
    specialiteMissing
      ? `${SPECIALITE_NOT_FOUND} – ${SITE_NAME}`
      : metier
        ? `${metier} : les artisans près de chez vous – ${SITE_NAME}`
        : null,
    metier
      ? `${metier} : ${total ?? 'les'} artisan${total === 1 ? '' : 's'} de l'annuaire, avec leur ville, leur ` +
          "rayon d'activité et les avis de leurs clients. Triez-les par distance et contactez-les directement."
      : null,
    specialite.status === 'success' && id !== null
      ? {
          // Page 2 and beyond are pages of their own; a sort is not, and a point or a filter makes a page that
          // search engines leave out.
          canonicalPath: `${hrefs.metier(id)}${query.page > 1 ? `?page=${query.page}` : ''}`,
          ...(isFilteredTradeQuery(query) ? { noindex: true } : {}),
          jsonLd: {
            breadcrumb: breadcrumbJsonLd(
              [
                { name: 'Accueil', path: hrefs.home() },
                { name: 'Métiers', path: hrefs.metiers() },
                { name: specialite.data.metier, path: hrefs.metier(id) },
              ],
              origin,
            ),
            ...(artisans.status === 'success'
              ? { trade: tradeJsonLd({ id, metier: specialite.data.metier }, artisans.data, origin) }
              : {}),
          },
        }
      : undefined,
  );

  function go(next: TradeQuery, replace = false) {
    latestQuery.current = next;
    navigate({ search: tradeQueryString(next) }, { replace });
  }

  const locateVisitor = () =>
    locate((origin) => {
      // The position replaces the entry that chose the sort: back leaves the sort, not a 'locating' state.
      go(withPoint(latestQuery.current, origin, ''), true);
    });

  // A shared link sorted by distance without a point (or the sort just chosen): ask the browser once.
  useEffect(() => {
    if (query.sort === 'distance' && !query.origin && !autoLocated.current) {
      autoLocated.current = true;
      locateVisitor();
    }
    // Only the sort and the presence of a point matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.sort, query.origin === null]);

  // A page beyond the last (a shared link after artisans left): go to the last one.
  const pageCount = artisans.status === 'success' ? artisans.data.pageCount : null;
  useEffect(() => {
    if (total !== null && total > 0 && pageCount !== null && query.page > pageCount) {
      go({ ...query, page: pageCount }, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total, pageCount, query.page]);

  if (specialiteMissing) {
    return (
      <div className={pageStyles.page}>
        <EmptyState
          headingLevel={1}
          title={SPECIALITE_NOT_FOUND}
          text="Ce métier n'existe pas ou plus dans l'annuaire."
          action={<ButtonLink to={hrefs.metiers()}>Voir tous les métiers</ButtonLink>}
        />
      </div>
    );
  }

  // The point and the filters stay across orders: only Localisation without a point asks for the position.
  function changeSort(sort: TradeSort) {
    go({ ...query, page: 1, sort });
    const needsPoint = sort === 'distance' && !query.origin;
    autoLocated.current = needsPoint;
    if (needsPoint) locateVisitor();
  }

  function choosePlace(feature: AddressFeature) {
    const [lon, lat] = feature.geometry.coordinates;
    rememberDemandePlace(feature.properties.postcode);
    go(withPoint(query, { lat, lon }, feature.properties.label));
  }

  function changeFilters(filters: TradeFilters) {
    go({ ...query, ...filters, page: 1 });
  }

  function changePage(page: number) {
    go({ ...query, page });
    listTop.current?.scrollIntoView?.({ block: 'start' });
    // The pagination goes while the next page loads: the focus moves to the top of the results, where the next
    // Tab reaches the first artisan, instead of being lost with the button (WCAG 2.4.3).
    listTop.current?.focus({ preventScroll: true });
  }

  /** The bar leaves with an empty selection: the focus waits at the top of the results instead of being lost. */
  function focusResults() {
    listTop.current?.focus({ preventScroll: true });
  }

  function clearSelection() {
    selection.clear();
    focusResults();
  }

  function closeDemande() {
    setDemandeOpen(false);
    if (!demandeSent.current) return;
    // Sent: the selection has done its work.
    demandeSent.current = false;
    selection.clear();
    focusResults();
  }

  // « Réessayer » asks again for whichever of the two failed.
  const retry = () => {
    if (specialite.status === 'error') void specialiteQuery.refetch();
    if (artisans.status === 'error') void artisansQuery.refetch();
  };

  return (
    <div className={pageStyles.page}>
      <Breadcrumb
        items={[
          { label: 'Accueil', to: hrefs.home() },
          { label: 'Métiers', to: hrefs.metiers() },
          { label: metier ?? '…' },
        ]}
      />
      <header className={styles.header}>
        <h1 className={pageStyles.title}>{title ?? 'Artisans'}</h1>
        <ButtonLink
          to={mapHrefForTrade(id, query.origin, query)}
          variant="secondary"
          iconStart={<IconMapPin />}
        >
          Voir sur la carte
        </ButtonLink>
      </header>
      <SortControls
        path={location.pathname}
        query={query}
        locating={locating}
        locateFailed={failed}
        onSortChange={changeSort}
        onPlace={choosePlace}
        onLocate={locateVisitor}
        onFiltersChange={changeFilters}
      />
      <section
        ref={listTop}
        tabIndex={-1}
        className={resultStyles.results}
        aria-label={`Artisans${metier ? ` : ${metier}` : ''}`}
      >
        {specialite.status === 'error' ? <RetryAlert message={ARTISANS_ERROR} onRetry={retry} /> : null}
        {artisans.status === 'loading' ? (
          <>
            <p className={resultStyles.count} aria-hidden="true">
              <Skeleton width="6rem" />
            </p>
            {/* The spec's message for screen readers; the eye sees the cards' shapes, where the cards will be. */}
            <ArtisanCardsLoading message={ARTISANS_LOADING} count={SKELETON_CARDS} />
          </>
        ) : null}
        {artisans.status === 'error' && specialite.status !== 'error' ? (
          <RetryAlert message={ARTISANS_ERROR} onRetry={retry} />
        ) : null}
        {others > 0 ? (
          <p className={styles.others}>
            <Link
              to={location.pathname + tradeQueryString({ ...query, couvre: false, page: 1 })}
              onClick={focusResults}
            >
              {othersText(others, query.place)}
            </Link>
          </p>
        ) : null}
        {artisans.status === 'success' && artisans.data.items.length === 0 ? (
          activeFilterCount(query) > 0 ? (
            <EmptyState
              title={FILTERED_EMPTY}
              text="Retirez des filtres, ou cherchez sur la carte des artisans de ce métier."
              action={
                <>
                  <ButtonLink
                    to={location.pathname + tradeQueryString(withoutFilters(query))}
                    // The link goes with the list it replaces: the focus waits at the top of the results.
                    onClick={focusResults}
                  >
                    {REMOVE_FILTERS_LABEL}
                  </ButtonLink>
                  <ButtonLink
                    // A way out of filters that left nobody: the map around the point, without them.
                    to={mapHrefForTrade(id, query.origin)}
                    variant="secondary"
                    iconStart={<IconMapPin />}
                  >
                    Chercher sur la carte
                  </ButtonLink>
                </>
              }
            />
          ) : (
            // No artisan in this trade yet: not a dead end (issue 22), the map of all the artisans (around the
            // page's point, if any) and the other trades.
            <EmptyState
              title={ARTISANS_EMPTY}
              text={NO_ARTISAN_WAY_ON}
              action={
                <>
                  <ButtonLink to={mapHrefAround(query.origin)} iconStart={<IconMapPin />}>
                    {ALL_ON_MAP_LABEL}
                  </ButtonLink>
                  <ButtonLink to={hrefs.metiers()} variant="secondary">
                    {OTHER_TRADES_LABEL}
                  </ButtonLink>
                </>
              }
            />
          )
        ) : null}
        {artisans.status === 'success' && artisans.data.items.length > 0 ? (
          <>
            <p className={resultStyles.count}>
              {artisans.data.total} artisan{artisans.data.total > 1 ? 's' : ''}
            </p>
            <ul className={resultStyles.grid} role="list">
              {artisans.data.items.map((artisan, index) => {
                const checked = selection.isChosen(artisan.id);
                const beyond = selection.full && !checked;
                return (
                  <li key={artisan.id}>
                    <ArtisanCard
                      artisan={artisan}
                      tradeId={id}
                      eager={index < 2}
                      // A listing nobody manages is written to from its own page only (its RGE e-mail, a few
                      // requests a month, or not at all): never one of several artisans of a request.
                      selection={
                        artisan.geree
                          ? {
                              checked,
                              disabled: !hydrated || beyond,
                              note: beyond ? SELECTION_FULL : undefined,
                              onChange: (next) => selection.toggle(artisan, next),
                            }
                          : undefined
                      }
                    />
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={artisans.data.page}
              pageCount={artisans.data.pageCount}
              onChange={changePage}
              hrefFor={(target) => location.pathname + tradeQueryString({ ...query, page: target })}
              label="Pages des artisans"
              className={resultStyles.pagination}
            />
          </>
        ) : null}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {selectionText(selection.chosen.length)}
      </p>
      {selection.chosen.length > 0 ? (
        <div className={styles.demandeBar} role="region" aria-label="Ma demande de devis">
          <p className={styles.demandeCount}>{chosenText(selection.chosen.length)}</p>
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            Vider la sélection
          </Button>
          <Button
            className={styles.demandeSend}
            onClick={() => setDemandeOpen(true)}
            onPointerEnter={DemandeDialog.preload}
            onFocus={DemandeDialog.preload}
          >
            Demander un devis ({selection.chosen.length})
          </Button>
        </div>
      ) : null}
      <DemandeDialog
        open={demandeOpen}
        onClose={closeDemande}
        artisans={selection.chosen}
        onSent={() => {
          demandeSent.current = true;
        }}
      />
    </div>
  );
}
