// StarRating: an average (or one review's stars) drawn in half stars, with the value to one decimal and an
// accessible label (SPEC 9: half stars and one decimal). Used by the trade page, the artisan page and its reviews.
import { formatAverage, roundToHalfStar } from '../domain/rating';
import { LIMITS } from '../contract/limits';
import { cx } from './class-names';
import styles from './star-rating.module.css';

export interface StarRatingProps {
  /** From 0 to 5. */
  value: number;
  /** Number of reviews behind an average, shown as '(12 avis)'. */
  count?: number;
  size?: 'sm' | 'md';
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill }: { fill: 0 | 50 | 100 }) {
  return (
    <span className={styles.star} data-fill={fill}>
      <svg viewBox="0 0 24 24" className={styles.empty} aria-hidden="true" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      <span className={styles.fillClip} style={{ width: `${fill}%` }}>
        <svg viewBox="0 0 24 24" className={styles.full} aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

function reviewsText(count: number): string {
  return `${count} avis`;
}

export function StarRating({ value, count, size = 'md' }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), LIMITS.starsMax);
  const rounded = roundToHalfStar(clamped);
  const shown = formatAverage(clamped);
  const label =
    `Note : ${shown} sur ${LIMITS.starsMax}` + (count === undefined ? '' : ` (${reviewsText(count)})`);
  const stars = Array.from({ length: LIMITS.starsMax }, (_, index) => {
    const position = index + 1;
    if (rounded >= position) return 100;
    return rounded >= position - 0.5 ? 50 : 0;
  });
  return (
    <span className={cx(styles.rating, styles[size])} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        {stars.map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      <span className={styles.value} aria-hidden="true">
        {shown}
      </span>
      {count === undefined ? null : (
        <span className={styles.count} aria-hidden="true">
          ({reviewsText(count)})
        </span>
      )}
    </span>
  );
}
