// The stars of one note (1 to 5; a missing count shows 5, SPEC 3), drawn as text with a spoken label.
import { LIMITS } from '@annuaire/shared/contract/limits';
import styles from './note-stars.module.css';

export function NoteStars({ value }: { value: number | null }) {
  const stars = value ?? LIMITS.starsDefault;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`${stars} étoile${stars > 1 ? 's' : ''} sur ${LIMITS.starsMax}`}
    >
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <span aria-hidden="true" className={styles.empty}>
        {'★'.repeat(LIMITS.starsMax - stars)}
      </span>
    </span>
  );
}
