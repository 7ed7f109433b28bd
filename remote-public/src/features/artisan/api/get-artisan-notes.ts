// GET /api/note/artisan/{id}: the artisan's reviews, asked for when the 'Voir tous les avis' modal first opens (not
// with the page), then kept; a failed load is tried again at the next opening.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import { queryKeys } from '@annuaire/shared/query/keys';

export { fetchNotesByArtisan };

export function artisanNotesQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanNotes(artisanId),
    queryFn: () => fetchNotesByArtisan(artisanId),
  });
}

/** Waits while `wanted` is false (the modal has not been opened yet). */
export function useArtisanNotes(artisanId: number, wanted: boolean) {
  return useQuery({ ...artisanNotesQuery(artisanId), enabled: wanted });
}
