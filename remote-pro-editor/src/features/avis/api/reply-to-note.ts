// PUT /api/note/{id}/reponse: the artisan publishes their reply under one of their reviews, or changes it within
// AVIS_LIMITS.reponseEditableHours of its first publication (after that the API answers 409 reponseLocked). Never
// retried. The stored review the API answers replaces the one shown, then the artisan's reviews are asked again
// (the public page reads the same cache entry).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToNote } from '@annuaire/shared/client/avis';
import type { ReponseInput } from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';
import { queryKeys } from '@annuaire/shared/query/keys';

export const putReponse = replyToNote;

export interface ReponseToSend extends ReponseInput {
  noteId: number;
}

/** The reviews with `stored` in place of the one it updates (what the answer lacks is kept). */
export function withStoredNote(notes: readonly Note[], stored: Note): Note[] {
  return notes.map((note) => (note.id === stored.id ? { ...note, ...stored } : note));
}

export function useReplyToNote(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, texte }: ReponseToSend) => putReponse(noteId, { texte }),
    onSuccess: (stored) => {
      const key = queryKeys.artisanNotes(artisanId);
      queryClient.setQueryData<Note[]>(key, (notes) => (notes ? withStoredNote(notes, stored) : notes));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
