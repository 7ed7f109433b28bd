// « Avis publiés » of the editor's « Avis clients »: the artisan's published reviews, newest first (GET
// /api/note/artisan/{id}), each with its reply and report (ReviewItem). Loading, error (with « Réessayer ») and empty
// states; the empty state invites the artisan to invite their customers.
import { useMemo } from 'react';
import type { Note } from '@annuaire/shared/contract/note';
import { describeFailure } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useArtisanNotesQuery } from '../api/get-artisan-notes';
import { newestFirst } from '../utils/avis-format';
import { ReviewItem } from './review-item';
import styles from './avis-section.module.css';

export const REVIEWS_TITLE = 'Avis publiés';
export const REVIEWS_LOADING = 'Chargement des avis...';
export const REVIEWS_ERROR = 'Impossible de charger les avis publiés.';
export const REVIEWS_EMPTY = 'Aucun avis publié pour l’instant.';
export const REVIEWS_EMPTY_INVITE = 'Invitez vos clients à en laisser un.';

function Reviews({
  notes,
  artisanId,
  canAct,
}: {
  notes: readonly Note[];
  artisanId: number;
  canAct: boolean;
}) {
  const sorted = useMemo(() => newestFirst(notes, (note) => note.datePublication), [notes]);
  if (sorted.length === 0) {
    return (
      <p className={styles.empty}>{canAct ? `${REVIEWS_EMPTY} ${REVIEWS_EMPTY_INVITE}` : REVIEWS_EMPTY}</p>
    );
  }
  return (
    <ol className={styles.reviews} aria-label="Avis publiés, les plus récents d’abord">
      {sorted.map((note) => (
        <li key={note.id}>
          <ReviewItem note={note} artisanId={artisanId} canAct={canAct} />
        </li>
      ))}
    </ol>
  );
}

export function PublishedReviews({ artisanId, canAct }: { artisanId: number; canAct: boolean }) {
  const query = useArtisanNotesQuery(artisanId);
  if (query.data) return <Reviews notes={query.data} artisanId={artisanId} canAct={canAct} />;
  if (query.isError) {
    return (
      <div className={styles.error}>
        <div role="alert">
          <p className={styles.errorTitle}>{REVIEWS_ERROR}</p>
          <p>{describeFailure(query.error, 'Une erreur inattendue est survenue.')}</p>
        </div>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return <LoadingText block>{REVIEWS_LOADING}</LoadingText>;
}
