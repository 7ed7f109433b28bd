// Note (review) calls: an artisan's notes (public; the reviewer's names only for admins), and the back office's
// creation and deletion.
import type { Note, NoteInput } from '../contract/note';
import { api, request } from './http';

export function fetchNotesByArtisan(artisanId: number): Promise<Note[]> {
  return request(() => api().get(`note/artisan/${artisanId}`).json<Note[]>());
}

export function createNote(note: NoteInput): Promise<Note> {
  return request(() =>
    api()
      .post('note', { json: note, retry: { limit: 0 } })
      .json<Note>(),
  );
}

/** A 400 means the note cannot be deleted (MESSAGES.noteNotDeletable). */
export async function deleteNote(id: number): Promise<void> {
  await request(() => api().delete(`note/${id}`, { retry: { limit: 0 } }));
}
