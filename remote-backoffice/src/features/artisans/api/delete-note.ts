// DELETE /api/note/{id}: a 400 means the note cannot be deleted. The artisan's notes and profile (its average) are
// asked for again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { deleteNote } from '@annuaire/shared/client/notes';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { deleteNote };

export function useDeleteNote(artisanId: number) {
  return useInvalidatingMutation(
    (id: number) => deleteNote(id),
    () => [queryKeys.artisanNotes(artisanId), { queryKey: queryKeys.artisan(artisanId), exact: true }],
  );
}
