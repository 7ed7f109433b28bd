// The reviews' state for the artisan page (its « Avis clients » section and the modal): the artisan's published
// reviews, newest first (the order the law asks by default; the modal offers the others); 'idle' while not wanted.
import { useMemo } from 'react';
import type { Note } from '@annuaire/shared/contract/note';
import { loadable } from '../../../utils/loadable';
import { useArtisanNotes } from '../api/get-artisan-notes';
import { sortReviews } from '../utils/reviews';

export type ReviewsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; notes: Note[] };

export function useReviews(artisanId: number, wanted: boolean): ReviewsState {
  const reviews = loadable(useArtisanNotes(artisanId, wanted));
  const data = reviews.status === 'success' ? reviews.data : undefined;
  const notes = useMemo(() => (data ? sortReviews(data, 'recent') : undefined), [data]);
  if (notes) return { status: 'success', notes };
  if (!wanted) return { status: 'idle' };
  return reviews.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
