// POST /api/note/{id}/signalement: the artisan reports a doubt about one of their published reviews to the
// administration (201 { message: AVIS_MESSAGES.signalementSent }; 409 alreadyReported). Never retried. The review
// stays published; it shows « Signalé le … » at once, then the artisan's reviews are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportNote } from '@annuaire/shared/client/avis';
import type { SignalementInput } from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';
import { queryKeys } from '@annuaire/shared/query/keys';

export const postSignalement = reportNote;

export interface SignalementToSend extends SignalementInput {
  noteId: number;
}

/** The reviews with `noteId` reported now (until the server's list says when exactly). */
export function withReport(notes: readonly Note[], noteId: number, motif: string, now = new Date()): Note[] {
  return notes.map((note) =>
    note.id === noteId && !note.signalement
      ? { ...note, signalement: { motif, date: now.toISOString() } }
      : note,
  );
}

export function useReportNote(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, motif }: SignalementToSend) => postSignalement(noteId, { motif }),
    onSuccess: (_answer, { noteId, motif }) => {
      const key = queryKeys.artisanNotes(artisanId);
      queryClient.setQueryData<Note[]>(key, (notes) => (notes ? withReport(notes, noteId, motif) : notes));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
