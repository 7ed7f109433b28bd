// The reviews modal's state: nothing asked before the first opening ('idle'), then the artisan's reviews query.
import type { Note } from '@annuaire/shared/contract/note';
import { loadable } from '../../../utils/loadable';
import { useArtisanNotes } from '../api/get-artisan-notes';

export type ReviewsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; notes: Note[] };

export function useReviews(artisanId: number, wanted: boolean): ReviewsState {
  const reviews = loadable(useArtisanNotes(artisanId, wanted));
  if (reviews.status === 'success') return { status: 'success', notes: reviews.data };
  if (!wanted) return { status: 'idle' };
  return reviews;
}
