// The accessible equivalent of the map: the artisans of the visible area as a list, nearest to the centre first,
// each opening its popup on the map (and the popup's 'Voir Artisan' link), with a link to its page, its trades (the
// chosen one first) and its rating: why it is there. With a point
// (issue 21) each says how far it is from it (« à 3,4 km ») and whether it comes there; an artisan with an RGE
// qualification valid today has its « RGE » badge. When « Intervient chez moi » leaves nobody, it says so and offers
// to show the others again; when the map's other filters leave nobody, it says so with « Retirer les filtres ». Used
// by the map page.
import { useState, type MouseEvent } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { shouldShowAverage } from '@annuaire/shared/domain/rating';
import { hrefs } from '@annuaire/shared/federation/routes';
import { cx } from '@annuaire/shared/ui/class-names';
import { IconCheck } from '@annuaire/shared/ui/icons';
import { RGE_ARTISAN_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import { coverageText, distanceText, tradesText } from '../../../utils/coverage-text';
import { FILTERED_EMPTY, REMOVE_FILTERS_LABEL } from '../../../utils/trade-filter-texts';
import { coverageAt } from '../utils/coverage-filter';
import type { MapPosition } from '../utils/map-query';
import styles from './artisans-in-view.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

export const IN_VIEW_PAGE_SIZE = 20;
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

export interface ArtisansInViewProps {
  status: 'loading' | 'error' | 'success';
  /** null until the map has reported its first view. */
  artisans: readonly ArtisanMarker[] | null;
  onShow(id: number, trigger: HTMLElement): void;
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
  artisans,
  onShow,
  onRetry,
  point = null,
  noCoverage = null,
  noMatch = null,
  specialites = [],
  tradeId = null,
}: ArtisansInViewProps) {
  const tradeNames = new Map(specialites.map((specialite) => [specialite.id, specialite.metier]));
  // How many are shown, for which list: a new view (a new list) starts again from its nearest artisans.
  const [paging, setPaging] = useState({ list: artisans, shown: IN_VIEW_PAGE_SIZE });
  const shown = paging.list === artisans ? paging.shown : IN_VIEW_PAGE_SIZE;

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
  } else if (status === 'loading' || (status === 'success' && artisans === null)) {
    body = <LoadingText>{MARKERS_LOADING}</LoadingText>;
  } else if (status === 'error') {
    body = (
      <div role="alert" className={styles.error}>
        <p>{MARKERS_ERROR}</p>
        <button type="button" className={styles.more} onClick={onRetry}>
          Réessayer
        </button>
      </div>
    );
  } else {
    const list = artisans ?? [];
    body = (
      <>
        <p className={styles.count} role="status">
          {inViewCountText(list.length)}
        </p>
        {list.length > 0 ? (
          <ul className={styles.list}>
            {list.slice(0, shown).map((artisan) => (
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
        {list.length > shown ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => setPaging({ list: artisans, shown: shown + IN_VIEW_PAGE_SIZE })}
          >
            Afficher plus d'artisans ({list.length - shown} de plus)
          </button>
        ) : null}
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
