// GET /api/note/artisan/{id}: an artisan's notes, with each particulier's names (admins only).
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchNotesByArtisan } from '@annuaire/shared/client/notes';
import { adminQuery } from '../../../api/admin-query';

export { fetchNotesByArtisan };

export const artisanNotesQuery = (artisanId: number) =>
  adminQuery(queryKeys.artisanNotes(artisanId), () => fetchNotesByArtisan(artisanId));

export function useArtisanNotes(artisanId: number) {
  return useQuery(artisanNotesQuery(artisanId));
}
