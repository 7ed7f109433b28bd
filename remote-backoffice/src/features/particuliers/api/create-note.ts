// POST /api/note: a particulier's rating of an artisan; the artisan's notes and profile (its average) are asked for
// again.
import { queryKeys } from '@annuaire/shared/query/keys';
import { createNote } from '@annuaire/shared/client/notes';
import type { NoteInput } from '@annuaire/shared/contract/note';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { createNote };

export function useCreateNote() {
  return useInvalidatingMutation(
    (note: NoteInput) => createNote(note),
    (note) => [
      queryKeys.artisanNotes(note.artisanId),
      { queryKey: queryKeys.artisan(note.artisanId), exact: true },
    ],
  );
}
