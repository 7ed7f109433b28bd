// An artisan's reviews, fetched when the 'Voir tous les avis' modal opens (not with the page), kept once loaded;
// a failed load is tried again at the next opening.
import { useEffect, useState } from 'react';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import type { Note } from '@annuaire/shared/contract/note';

export type ReviewsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; notes: Note[] };

export function useReviews(artisanId: number, wanted: boolean): ReviewsState {
  const [openings, setOpenings] = useState(0);
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (wanted) setOpenings((count) => count + 1);
  }
  const [loaded, setLoaded] = useState<{ id: number; notes: Note[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${artisanId}|${openings}`;
  const isLoaded = loaded?.id === artisanId;

  useEffect(() => {
    if (!wanted || isLoaded) return undefined;
    let active = true;
    fetchNotesByArtisan(artisanId).then(
      (notes) => {
        if (active) setLoaded({ id: artisanId, notes });
      },
      () => {
        if (active) setFailed(key);
      },
    );
    return () => {
      active = false;
    };
  }, [artisanId, wanted, isLoaded, key]);

  if (isLoaded) return { status: 'success', notes: loaded.notes };
  if (!wanted) return { status: 'idle' };
  return failed === key ? { status: 'error' } : { status: 'loading' };
}
