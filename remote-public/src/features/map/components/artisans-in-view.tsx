// The accessible equivalent of the map: the artisans of the visible area as a list, nearest to its centre first, each
// opening its popup on the map (and the popup's 'Voir Artisan' link), with a link to its page, its trades (the chosen
// one first) and its rating: why it is there. The count is what the view draws (the API's `total`); the artisans
// come from the API's list of the view (GET /api/artisan/map/vue/artisans), 20 at a time
// (MAP_VIEW_LIMITS.listPageSize), the « more » button asking for the next page. With a point each says how far it is
// from it (« à 3,4 km ») and whether it comes there; an artisan with an RGE qualification valid today has its « RGE »
// badge. When « Intervient chez moi » leaves nobody, it says so and offers to show the others again; when the map's
// other filters leave nobody, it says so with « Retirer les filtres ». Used by the map page.
import type { MouseEvent } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { shouldShowAverage } from '@annuaire/shared/domain/rating';
import { hrefs } from '@annuaire/shared/federation/routes';
import { cx } from '@annuaire/shared/ui/class-names';
import { IconCheck } from '@annuaire/shared/ui/icons';
import { RGE_ARTISAN_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import { LoadingText, Spinner } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import { coverageText, distanceText, tradesText } from '../../../utils/coverage-text';
import { FILTERED_EMPTY, REMOVE_FILTERS_LABEL } from '../../../utils/trade-filter-texts';
import { coverageAt } from '../utils/coverage-filter';
import type { MapPosition } from '../utils/map-query';
import styles from './artisans-in-view.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

export const MARKERS_LOADING = SCREEN_MESSAGES.artisansLoading;
export const MARKERS_ERROR = "Les artisans n'ont pas pu être chargés.";

export const SHOW_ALL_LABEL = 'Afficher aussi les autres artisans';

/** What the list says when no artisan (of the chosen trade) comes to the point. */
export function noCoverageText(withTrade: boolean): string {
  return withTrade
    ? 'Aucun artisan n’intervient à cette adresse pour ce métier.'
    : 'Aucun artisan n’intervient à cette adresse.';
}

export function inViewCountText(count: number): string {
  if (count === 0) return 'Aucun artisan dans la zone affichée.';
  return count === 1
    ? '1 artisan dans la zone affichée'
    : `${count.toLocaleString('fr-FR')} artisans dans la zone affichée`;
}

/**
 * The « more » button: how many the view holds beyond those listed. The count is the view's (a cell across its edge
 * counts by its centre), the list the box's exactly: when they disagree, the button says no number.
 */
export function moreText(remaining: number): string {
  return remaining > 0 ? `Afficher plus d'artisans (${remaining} de plus)` : "Afficher plus d'artisans";
}

/** The side list's pages of the view's artisans (hooks/use-map-data.ts). */
export interface InViewList {
  /** 'loading' until its first page came (also while a failed one is asked again), 'error' once it failed. */
  status: 'loading' | 'error' | 'success';
  /** The pages loaded, nearest the view's centre first. */
  artisans: readonly ArtisanMarker[];
  /** The next page: none, one to ask for, on its way, or failed. */
  more: 'none' | 'ready' | 'loading' | 'error';
  loadMore(): void;
  /** Asks again for the page that failed (the first, or the next). */
  retry(): void;
}

export interface ArtisansInViewProps {
  /** The view's answer: 'loading' until it came (and until the map reported a view), 'error' once it failed. */
  status: 'loading' | 'error' | 'success';
  /** How many artisans the view draws (the clusters' counts and the markers). */
  total: number;
  list: InViewList;
  onShow(id: number, trigger: HTMLElement): void;
  /** Asks again for the view. */
  onRetry(): void;
  /** The point the distances are measured from (a place or the browser position), or null. */
  point?: MapPosition | null;
  /**
   * Set when « Intervient chez moi » is on and no artisan (of the trade, when one is chosen) comes to the point,
   * wherever the view is: the list says so, with a button that turns the filter off.
   */
  noCoverage?: { withTrade: boolean; onShowAll(): void } | null;
  /**
   * Set when the map's filters (other than « Intervient chez moi » alone) leave nobody, wherever the view is: the list
   * says so, with « Retirer les filtres ».
   */
  noMatch?: { onRemoveFilters(): void } | null;
  /** The trades, to name each artisan's (empty while they load). */
  specialites?: readonly Specialite[];
  /** The trade chosen on the map, named first. */
  tradeId?: number | null;
}

export const NO_REVIEWS_TEXT = 'Pas encore d’avis';

export function ArtisansInView({
  status,
  total,
  list,
  onShow,
  onRetry,
  point = null,
  noCoverage = null,
  noMatch = null,
  specialites = [],
  tradeId = null,
}: ArtisansInViewProps) {
  const tradeNames = new Map(specialites.map((specialite) => [specialite.id, specialite.metier]));

  let body;
  if (status === 'success' && noCoverage) {
    body = (
      <div className={styles.empty}>
        <p role="status" className={styles.emptyText}>
          {noCoverageText(noCoverage.withTrade)}
        </p>
        <button type="button" className={styles.more} onClick={noCoverage.onShowAll}>
          {SHOW_ALL_LABEL}
        </button>
      </div>
    );
  } else if (status === 'success' && noMatch) {
    body = (
      <div className={styles.empty}>
        <p role="status" className={styles.emptyText}>
          {FILTERED_EMPTY}
        </p>
        <button type="button" className={styles.more} onClick={noMatch.onRemoveFilters}>
          {REMOVE_FILTERS_LABEL}
        </button>
      </div>
    );
  } else if (status === 'loading') {
    body = <LoadingText>{MARKERS_LOADING}</LoadingText>;
  } else if (status === 'error') {
    body = <LoadFailed onRetry={onRetry} />;
  } else {
    const artisans = list.artisans;
    body = (
      <>
        <p className={styles.count} role="status">
          {inViewCountText(total)}
        </p>
        {total > 0 && list.status === 'loading' ? (
          // The count above is the region's one status: this one is seen, and the list says it is busy.
          <p className={styles.listLoading}>
            <Spinner size="sm" />
            <span>{MARKERS_LOADING}</span>
          </p>
        ) : null}
        {total > 0 && list.status === 'error' ? <LoadFailed onRetry={list.retry} /> : null}
        {total > 0 && list.status === 'success' && artisans.length > 0 ? (
          <ul className={styles.list}>
            {artisans.map((artisan) => (
              <InViewItem
                key={artisan.id}
                artisan={artisan}
                trades={tradesText(
                  artisan.specialites.flatMap((id) => {
                    const metier = tradeNames.get(id);
                    return metier ? [{ id, metier }] : [];
                  }),
                  tradeId,
                )}
                point={point}
                onShow={onShow}
              />
            ))}
          </ul>
        ) : null}
        {total > 0 && list.status === 'success' ? <MoreButton list={list} total={total} /> : null}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="artisans-in-view-title">
      <h2 id="artisans-in-view-title" className={styles.title}>
        Artisans dans la zone affichée
      </h2>
      {body}
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{MARKERS_ERROR}</p>
      <button type="button" className={styles.more} onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

/**
 * « Afficher plus d'artisans (N de plus) »: the next page. The button stays where it is while the page loads (busy,
 * a second press ignored), so that the keyboard's focus stays on it; it goes once the view has no more.
 */
function MoreButton({ list, total }: { list: InViewList; total: number }) {
  if (list.more === 'error') return <LoadFailed onRetry={list.retry} />;
  if (list.more === 'none') return null;
  const loading = list.more === 'loading';
  return (
    <button
      type="button"
      className={styles.more}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loading) list.loadMore();
      }}
    >
      {moreText(total - list.artisans.length)}
      {loading ? <Spinner size="sm" className={styles.moreSpinner} /> : null}
    </button>
  );
}

interface InViewItemProps {
  artisan: ArtisanMarker;
  /** « Plombier · Carreleur », or '' while the trades load. */
  trades: string;
  point: MapPosition | null;
  onShow(id: number, trigger: HTMLElement): void;
}

/**
 * One artisan of the list: its name (shows its popup) and its « RGE » badge, its trades and rating, its place, with
 * a point its distance and coverage.
 */
function InViewItem({ artisan, trades, point, onShow }: InViewItemProps) {
  const place = [artisan.adresse.codePostal, artisan.adresse.ville].filter(Boolean).join(' ');
  const coverage = point ? coverageAt(artisan, point) : null;
  // A listing nobody manages has no known area (contract ArtisanMarker.geree): its distance, no coverage claim.
  const claimsCoverage = coverage !== null && artisan.geree;
  const placeId = `in-view-${artisan.id}`;
  const coverageId = `in-view-${artisan.id}-couverture`;
  return (
    <li className={cx(styles.item, coverage && styles.withCoverage)}>
      <span className={styles.name}>
        <button
          type="button"
          className={styles.show}
          aria-describedby={claimsCoverage ? `${placeId} ${coverageId}` : placeId}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onShow(artisan.id, event.currentTarget)}
        >
          {artisan.entrepriseNom}
        </button>
        {artisan.rge ? <RgeBadge explanation={RGE_ARTISAN_EXPLANATION} className={styles.badge} /> : null}
      </span>
      <span className={styles.why}>
        {trades ? <span className={styles.trades}>{trades}</span> : null}
        {artisan.nombreAvis > 0 && shouldShowAverage(artisan.moyenne) ? (
          <StarRating value={artisan.moyenne} count={artisan.nombreAvis} size="sm" />
        ) : (
          <span className={styles.noRating}>{NO_REVIEWS_TEXT}</span>
        )}
      </span>
      <span id={placeId} className={styles.place}>
        {place}
        {place && coverage ? ', ' : null}
        {coverage ? (
          <span className={styles.distance}>
            {distanceText(coverage.distanceKm, artisan.positionApprochee)}
          </span>
        ) : null}
      </span>
      {claimsCoverage ? (
        <span id={coverageId} className={coverage.couvre ? styles.covers : styles.outside}>
          {coverage.couvre ? <IconCheck size="1em" /> : null}
          <span>{coverageText(coverage.couvre, artisan.rayonActivite)}</span>
        </span>
      ) : null}
      <Link
        to={hrefs.artisan(artisan.id)}
        className={styles.profile}
        aria-label={`Fiche de ${artisan.entrepriseNom}`}
      >
        Fiche
      </Link>
    </li>
  );
}
