// « Avis clients » on the artisan page: what a homeowner weighs before calling, on the profile itself rather than
// behind a button: the average, the share of verified reviews (collected from a customer the artisan invited), how
// many reviews have each number of stars, and the latest reviews with their source, dates and the artisan's reply
// (ReviewItem, as the law asks them shown). « Voir tous les avis » (the modal) lists and sorts them all. The reviews
// come with the page (the server renders them), so this section is never empty while the artisan has reviews.
// « Laisser un avis » (unsolicited-review.tsx) lets a customer the artisan did not invite ask for a review link.
import { averageStars } from '@annuaire/shared/domain/rating';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import type { ReviewsState } from '../hooks/use-reviews';
import { LATEST_REVIEWS, starDistribution, starShareText, verifiedShareText } from '../utils/reviews';
import alertStyles from '../../../components/alert.module.css';
import styles from './artisan-page.module.css';
import { UnsolicitedReview } from './unsolicited-review';
import { LatestReviewsList, REVIEWS_ERROR, REVIEWS_LOADING, REVIEWS_POLICY_LINK } from './reviews-modal';

export const REVIEWS_SECTION_TITLE = 'Avis clients';
export const REVIEWS_NONE = 'Cet artisan n’a pas encore d’avis publié.';

/** « Lire les 8 avis »: opens the modal with every review, sortable. */
export function allReviewsText(count: number): string {
  return `Lire les ${count} avis`;
}

export function ReviewsSummary({
  artisanId,
  reviews,
  onShowAll,
}: {
  artisanId: number;
  reviews: ReviewsState;
  onShowAll(): void;
}) {
  return (
    <section id="avis" className={styles.section} aria-labelledby="artisan-avis">
      <h2 id="artisan-avis" className={styles.sectionTitle}>
        {REVIEWS_SECTION_TITLE}
      </h2>
      {reviews.status === 'loading' || reviews.status === 'idle' ? (
        <LoadingText>{REVIEWS_LOADING}</LoadingText>
      ) : null}
      {reviews.status === 'error' ? (
        <p role="alert" className={alertStyles.alert}>
          {REVIEWS_ERROR}
        </p>
      ) : null}
      {reviews.status === 'success' && reviews.notes.length === 0 ? (
        <p className={styles.muted}>{REVIEWS_NONE}</p>
      ) : null}
      {reviews.status === 'success' && reviews.notes.length > 0 ? (
        <div className={styles.reviewsSummary}>
          <div className={styles.reviewsFigures}>
            <StarRating value={averageStars(reviews.notes)} />
            <p className={styles.verifiedShare}>{verifiedShareText(reviews.notes)}</p>
            <ul className={styles.distribution} role="list" aria-label="Répartition des notes">
              {starDistribution(reviews.notes).map((share) => (
                <li key={share.stars} className={styles.distributionRow}>
                  <span className={styles.distributionLabel}>{starShareText(share)}</span>
                  <span className={styles.distributionBar} aria-hidden="true">
                    <span style={{ width: `${share.percent}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.latestReviews}>
            <h3 className={styles.latestTitle}>Derniers avis</h3>
            <LatestReviewsList notes={reviews.notes.slice(0, LATEST_REVIEWS)} />
            {reviews.notes.length > LATEST_REVIEWS ? (
              <Button variant="secondary" onClick={onShowAll}>
                {allReviewsText(reviews.notes.length)}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <UnsolicitedReview artisanId={artisanId} />
      <p className={styles.policy}>
        <Link to={hrefs.reviewsPolicy()}>{REVIEWS_POLICY_LINK}</Link>
      </p>
    </section>
  );
}
