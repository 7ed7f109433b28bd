// GET /api/note/artisan/{id}: the artisan's published reviews, newest first, each with its reply and, for the artisan
// themself (and admins), the report waiting for the administration. Read by « Avis publiés » of the editor's « Avis
// clients ». The same key as the public page's reviews: one cache entry, refreshed by every write on them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getArtisanNotes = fetchNotesByArtisan;

export function artisanNotesQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanNotes(artisanId),
    queryFn: () => getArtisanNotes(artisanId),
  });
}

export function useArtisanNotesQuery(artisanId: number) {
  return useQuery(artisanNotesQuery(artisanId));
}
