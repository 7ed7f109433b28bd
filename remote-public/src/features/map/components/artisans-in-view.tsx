// The accessible equivalent of the map: the artisans of the visible area as a list, nearest to the centre first,
// each opening its popup on the map (and the popup's 'Voir Artisan' link), with a link to its page.
import { useState, type MouseEvent } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { hrefs } from '@annuaire/shared/federation/routes';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import styles from './artisans-in-view.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

export const IN_VIEW_PAGE_SIZE = 20;
export const MARKERS_LOADING = SCREEN_MESSAGES.artisansLoading;
export const MARKERS_ERROR = "Les artisans n'ont pas pu être chargés.";

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
}

export function ArtisansInView({ status, artisans, onShow, onRetry }: ArtisansInViewProps) {
  // How many are shown, for which list: a new view (a new list) starts again from its nearest artisans.
  const [paging, setPaging] = useState({ list: artisans, shown: IN_VIEW_PAGE_SIZE });
  const shown = paging.list === artisans ? paging.shown : IN_VIEW_PAGE_SIZE;

  let body;
  if (status === 'loading' || (status === 'success' && artisans === null)) {
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
              <li key={artisan.id} className={styles.item}>
                <button
                  type="button"
                  className={styles.show}
                  aria-describedby={`in-view-${artisan.id}`}
                  onClick={(event: MouseEvent<HTMLButtonElement>) => onShow(artisan.id, event.currentTarget)}
                >
                  {artisan.entrepriseNom}
                </button>
                <span id={`in-view-${artisan.id}`} className={styles.place}>
                  {[artisan.adresse.codePostal, artisan.adresse.ville].filter(Boolean).join(' ')}
                </span>
                <Link
                  to={hrefs.artisan(artisan.id)}
                  className={styles.profile}
                  aria-label={`Fiche de ${artisan.entrepriseNom}`}
                >
                  Fiche
                </Link>
              </li>
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
