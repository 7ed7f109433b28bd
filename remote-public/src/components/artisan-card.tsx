// One artisan on the trade page: main image, name linking to the profile, its trades (« Plombier · Carreleur », the
// page's first: why it is listed), the average rating and its count, city, activity radius (SPEC 2, trade page); with a point the distance to it (« à 12 km ») and, in words, whether it lies
// within the artisan's activity radius; the « RGE » badge of an artisan with an RGE qualification valid today (issue
// 21, counted by the API); and its box « Ajouter à ma demande » (issue 19), beside the link that covers the card,
// never inside it.
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanCard as ArtisanCardData } from '@annuaire/shared/contract/artisan';
import { shouldShowAverage } from '@annuaire/shared/domain/rating';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { IconCheck, IconMapPin } from '@annuaire/shared/ui/icons';
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import { Skeleton } from '@annuaire/shared/ui/skeleton';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import { InitialPlaceholder } from './initial-placeholder';
import { RGE_ARTISAN_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import { UrgenceLines } from '@annuaire/shared/ui/urgence-lines';
import { areaText, coverageText, distanceText, tradesText } from '../utils/coverage-text';
import cardStyles from './link-card.module.css';
import resultStyles from './artisan-results.module.css';
import styles from './artisan-card.module.css';

export const CARD_IMAGE_SIZES = '(min-width: 60em) 22rem, (min-width: 40em) 45vw, 92vw';

/** The card's box « Ajouter à ma demande », whose state is the page's. */
export interface CardSelection {
  checked: boolean;
  /** Before hydration (a click would be lost), and for the others once the request is full. */
  disabled: boolean;
  /** Why the box is disabled, shown under it (« 3 artisans au plus par demande »). */
  note?: string;
  onChange(checked: boolean): void;
}

interface ArtisanCardProps {
  artisan: ArtisanCardData;
  /** The trade the page is about, named first among the artisan's. */
  tradeId?: number | null;
  eager?: boolean;
  selection?: CardSelection;
  /**
   * The level of the card's name: 2 on a page of cards (under its h1), 3 where the cards sit in a section of a page
   * under its own h2 (the alternatives of a listing that cannot be reached), so that headings stay in order.
   */
  headingLevel?: 2 | 3;
}

export function ArtisanCard({
  artisan,
  tradeId = null,
  eager = false,
  selection,
  headingLevel = 2,
}: ArtisanCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const place = [artisan.codePostal, artisan.ville].filter(Boolean).join(' ');
  const distance =
    typeof artisan.distanceKm === 'number'
      ? distanceText(artisan.distanceKm, artisan.positionApprochee)
      : null;
  return (
    <article className={`${cardStyles.card} ${styles.card}`}>
      {artisan.imagePrincipale ? (
        <ResponsiveImage
          src={artisan.imagePrincipale.pathImg}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          aspectRatio="4 / 3"
          eager={eager}
        />
      ) : (
        <InitialPlaceholder name={artisan.entrepriseNom} />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={hrefs.artisan(artisan.id)} className={cardStyles.link}>
            {artisan.entrepriseNom}
          </Link>
        </Heading>
        {artisan.specialites.length > 0 ? (
          <p className={styles.trades}>{tradesText(artisan.specialites, tradeId)}</p>
        ) : null}
        <div className={styles.rating}>
          {shouldShowAverage(artisan.moyenne) ? (
            <StarRating value={artisan.moyenne} count={artisan.nombreAvis} size="sm" />
          ) : (
            <span className={styles.noRating}>Pas encore d&apos;avis</span>
          )}
        </div>
        {artisan.rge ? (
          <p className={styles.badges}>
            <RgeBadge explanation={RGE_ARTISAN_EXPLANATION} />
          </p>
        ) : null}
        <UrgenceLines
          depannageUrgence={artisan.depannageUrgence}
          disponibleSousJours={artisan.disponibleSousJours}
        />
        {place || distance ? (
          <p className={styles.city}>
            <IconMapPin size="1em" />
            <span>
              {place}
              {place && distance ? ', ' : null}
              {distance ? <span className={styles.distance}>{distance}</span> : null}
            </span>
          </p>
        ) : null}
        <p className={styles.meta}>{areaText(artisan)}</p>
        {/* A listing nobody manages has no known area: no claim that it comes, or not, to the address. */}
        {typeof artisan.couvre === 'boolean' && artisan.geree ? (
          <p className={artisan.couvre ? styles.covers : styles.outside}>
            {artisan.couvre ? <IconCheck size="1em" /> : null}
            <span>{coverageText(artisan.couvre, artisan.rayonActivite)}</span>
          </p>
        ) : null}
        {selection ? (
          <Checkbox
            label={
              <>
                Ajouter à ma demande
                <span className="visually-hidden"> : {artisan.entrepriseNom}</span>
              </>
            }
            checked={selection.checked}
            disabled={selection.disabled}
            hint={selection.note}
            onChange={(event) => selection.onChange(event.target.checked)}
            containerClassName={styles.choose}
          />
        ) : null}
      </div>
    </article>
  );
}

/**
 * A card's shape while the page of artisans loads (issue 22): the same card, picture box and lines in the same
 * elements, so that the cards take its place without moving anything. Hidden from screen readers, which read the
 * page's loading message.
 */
export function ArtisanCardSkeleton() {
  return (
    <div
      className={`${cardStyles.card} ${styles.card}`}
      aria-hidden="true"
      data-testid="artisan-card-skeleton"
    >
      <Skeleton shape="block" aspectRatio="4 / 3" style={{ borderRadius: 0 }} />
      <div className={styles.body}>
        <p className={styles.title}>
          <Skeleton width="70%" />
        </p>
        <p className={styles.city}>
          <Skeleton width="55%" />
        </p>
        <p className={styles.meta}>
          <Skeleton width="45%" />
        </p>
        <div className={styles.rating}>
          <Skeleton width="8rem" />
        </div>
        <div className={styles.choose}>
          <Skeleton shape="block" width="11rem" height="1.625rem" />
        </div>
      </div>
    </div>
  );
}

/**
 * A page of cards loading: the page's loading message for screen readers, the cards' shapes where the cards will be
 * for the eye (hidden from screen readers).
 */
export function ArtisanCardsLoading({ message, count }: { message: string; count: number }) {
  return (
    <>
      <LoadingText className="visually-hidden">{message}</LoadingText>
      <ul className={resultStyles.grid} role="list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ArtisanCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}
