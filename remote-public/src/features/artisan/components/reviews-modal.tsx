// 'Voir tous les avis': every review of the artisan, its stars (a missing count counts 5) and its comment.
import type { Note } from '@annuaire/shared/contract/note';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { Modal } from '@annuaire/shared/ui/modal';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import type { ReviewsState } from '../hooks/use-reviews';
import alertStyles from '../../../components/alert.module.css';
import styles from './artisan-page.module.css';

export const REVIEWS_LOADING = 'Chargement des avis...';
export const REVIEWS_ERROR = 'Les avis ne peuvent pas être chargés pour le moment.';
export const REVIEWS_EMPTY = 'Aucun avis pour le moment.';

function formatDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
}

function Review({ note }: { note: Note }) {
  const date = formatDate(note.dateCreation);
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <StarRating value={note.nombreEtoiles ?? LIMITS.starsDefault} size="sm" />
        {date ? <span className={styles.muted}>{date}</span> : null}
      </div>
      <p className={note.commentaire ? styles.reviewText : styles.muted}>
        {note.commentaire?.trim() || 'Sans commentaire.'}
      </p>
    </li>
  );
}

export function ReviewsModal({
  open,
  onClose,
  company,
  reviews,
}: {
  open: boolean;
  onClose(): void;
  company: string;
  reviews: ReviewsState;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Tous les avis" description={company} size="md">
      {reviews.status === 'loading' || reviews.status === 'idle' ? (
        <LoadingText>{REVIEWS_LOADING}</LoadingText>
      ) : null}
      {reviews.status === 'error' ? (
        <p role="alert" className={alertStyles.alert}>
          {REVIEWS_ERROR}
        </p>
      ) : null}
      {reviews.status === 'success' && reviews.notes.length === 0 ? (
        <p className={styles.muted}>{REVIEWS_EMPTY}</p>
      ) : null}
      {reviews.status === 'success' && reviews.notes.length > 0 ? (
        <ul className={styles.reviews} role="list">
          {reviews.notes.map((note) => (
            <Review key={note.id} note={note} />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
