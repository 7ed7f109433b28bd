// GET /api/note/artisan/{id}: the artisan's published reviews, asked for with the artisan page (its « Avis clients »
// section and the 'Voir tous les avis' modal read them), rendered on the server.
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

/** Waits while `wanted` is false. */
export function useArtisanNotes(artisanId: number, wanted: boolean) {
  return useQuery({ ...artisanNotesQuery(artisanId), enabled: wanted });
}
