// 'Voir tous les avis': every published review of the artisan with what the law asks next to it (Code de la
// consommation D111-17): its stars (a missing count counts 5), comment, displayed name, publication date, month of
// the service and source in words, and the artisan's reply under it when there is one; newest first, or oldest first
// or by note on request (« Trier les avis »), and the link to the page that explains how reviews are collected,
// checked and ordered.
import { useId, useState } from 'react';
import type { Note } from '@annuaire/shared/contract/note';
import { NOTE_SOURCE_LABELS } from '@annuaire/shared/contract/note-sources';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { IconCheck } from '@annuaire/shared/ui/icons';
import { Modal } from '@annuaire/shared/ui/modal';
import { Select } from '@annuaire/shared/ui/select';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import type { ReviewsState } from '../hooks/use-reviews';
import {
  formatExperienceMonth,
  formatPublicationDate,
  isReviewSort,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  reviewStars,
  sortReviews,
  type ReviewSort,
} from '../utils/reviews';
import alertStyles from '../../../components/alert.module.css';
import styles from './artisan-page.module.css';

export const REVIEWS_LOADING = 'Chargement des avis...';
export const REVIEWS_ERROR = 'Les avis ne peuvent pas être chargés pour le moment.';
export const REVIEWS_EMPTY = 'Aucun avis pour le moment.';
export const REVIEWS_POLICY_LINK = 'Comment fonctionnent les avis';

/**
 * One review: stars and source, the comment, then who wrote it, when it was published and which month it is about;
 * under it, the artisan's reply with the day it was first published.
 */
export function ReviewItem({ note }: { note: Note }) {
  const published = formatPublicationDate(note.datePublication);
  const replied = note.reponse ? formatPublicationDate(note.reponse.date) : null;
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <StarRating value={reviewStars(note)} size="sm" />
        <span className={styles.source} data-source={note.source}>
          {note.source === 'VERIFIE' ? <IconCheck size="1em" /> : null}
          {NOTE_SOURCE_LABELS[note.source]}
        </span>
      </div>
      <p className={note.commentaire?.trim() ? styles.reviewText : styles.muted}>
        {note.commentaire?.trim() || 'Sans commentaire.'}
      </p>
      <p className={styles.reviewMeta}>
        <span className={styles.author}>{note.auteur}</span>
        {published ? (
          <span>
            Publié le <time dateTime={note.datePublication}>{published}</time>
          </span>
        ) : null}
        <span>
          Prestation :{' '}
          <time dateTime={note.dateExperience}>{formatExperienceMonth(note.dateExperience)}</time>
        </span>
      </p>
      {note.reponse ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            Réponse de l’artisan
            {replied ? (
              <>
                , le <time dateTime={note.reponse.date}>{replied}</time>
              </>
            ) : null}
          </p>
          <p className={styles.reviewText}>{note.reponse.texte}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The profile's latest reviews, newest first (reviews-summary.tsx). */
export function LatestReviewsList({ notes }: { notes: Note[] }) {
  return (
    <ul className={styles.reviews} role="list" aria-label="Derniers avis">
      {notes.map((note) => (
        <ReviewItem key={note.id} note={note} />
      ))}
    </ul>
  );
}

function ReviewList({ notes }: { notes: Note[] }) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const id = useId();
  const sorted = sortReviews(notes, sort);
  return (
    <>
      {notes.length > 1 ? (
        <Select
          id={`${id}-tri`}
          label="Trier les avis"
          value={sort}
          onChange={(event) => {
            if (isReviewSort(event.target.value)) setSort(event.target.value);
          }}
          options={REVIEW_SORTS.map((value) => ({ value, label: REVIEW_SORT_LABELS[value] }))}
          containerClassName={styles.reviewSort}
        />
      ) : null}
      <ul
        className={styles.reviews}
        role="list"
        aria-label={`Avis, ${REVIEW_SORT_LABELS[sort].toLowerCase()}`}
      >
        {sorted.map((note) => (
          <ReviewItem key={note.id} note={note} />
        ))}
      </ul>
    </>
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
      {reviews.status === 'success' && reviews.notes.length > 0 ? <ReviewList notes={reviews.notes} /> : null}
      <p className={styles.policy}>
        <Link to={hrefs.reviewsPolicy()}>{REVIEWS_POLICY_LINK}</Link>
      </p>
    </Modal>
  );
}
