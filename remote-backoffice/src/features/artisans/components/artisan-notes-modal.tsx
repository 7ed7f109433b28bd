// 'Notes pour {company}' (SPEC back office 2): each note with the particulier's first and last name, beside the
// name the public reads (first name and initial), the comment, the stars, its publication date, the month of the
// service and its source (issue 20), and a delete (✖️) button, asked for confirmation first. A 400 means the note
// cannot be deleted.
import { useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { NOTE_SOURCE_LABELS, type Note } from '@annuaire/shared/contract/note';
import { errorStatus } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { Modal } from '@annuaire/shared/ui/modal';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { formatDate, formatMonth } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useDeleteNote } from '../api/delete-note';
import { useArtisanNotes } from '../api/get-artisan-notes';
import { NoteStars } from './note-stars';
import styles from './artisan-notes-modal.module.css';

interface ArtisanNotesModalProps {
  artisan: ArtisanCard | null;
  onClose(): void;
}

export function ArtisanNotesModal({ artisan, onClose }: ArtisanNotesModalProps) {
  return (
    <Modal
      open={artisan !== null}
      onClose={onClose}
      title={`Notes pour ${artisan?.entrepriseNom ?? ''}`}
      size="lg"
      footer={<Button onClick={onClose}>Fermer</Button>}
    >
      {artisan ? <NotesContent artisanId={artisan.id} /> : null}
    </Modal>
  );
}

/**
 * Who wrote the note: the particulier's full name when the note is tied to one (entered in the back office), else,
 * for a review a customer posted from an invitation (no account), its source and displayed name, « Avis vérifié de
 * Jeanne C. »: the administrator sees where it came from instead of an unknown author.
 */
export function reviewerName(note: Note): string {
  if (note.particulier) return `${note.particulier.prenom} ${note.particulier.nom}`;
  return `${NOTE_SOURCE_LABELS[note.source]} de ${note.auteur}`;
}

/** The author's name alone, for the delete button and its confirmation. */
function authorName(note: Note): string {
  return note.particulier ? `${note.particulier.prenom} ${note.particulier.nom}` : note.auteur;
}

function NotesContent({ artisanId }: { artisanId: number }) {
  const loaded = listQuery(useArtisanNotes(artisanId));
  const deleteNote = useDeleteNote(artisanId);
  // Deleted notes leave the list at once, before the list is asked for again.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const notes = loaded.data?.filter((note) => !deleted.has(note.id)) ?? null;
  const deletion = useConfirmation<Note>();

  async function remove(note: Note) {
    try {
      await deleteNote.mutateAsync(note.id);
      setDeleted((current) => new Set(current).add(note.id));
      toast.success('La note a été supprimée.');
    } catch (error) {
      toast.error(errorStatus(error) === 400 ? MESSAGES.noteNotDeletable : MESSAGES.deleteFailed);
    }
  }

  if (loaded.error) return <p role="alert">{loaded.error}</p>;
  if (!notes) return <LoadingText>Chargement des notes...</LoadingText>;
  if (notes.length === 0) return <p className={styles.empty}>Aucune note pour cet artisan.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Notes">
        {notes.map((note) => (
          <li key={note.id} className={styles.note}>
            <div className={styles.body}>
              <p className={styles.author}>
                {reviewerName(note)}{' '}
                {note.particulier ? <span className={styles.muted}>(affiché « {note.auteur} »)</span> : null}
              </p>
              <NoteStars value={note.nombreEtoiles} />
              <p className={styles.comment}>{note.commentaire || 'Sans commentaire.'}</p>
              <p className={styles.meta}>
                <span>Publié le {formatDate(note.datePublication)}</span>
                <span>Prestation : {formatMonth(note.dateExperience)}</span>
                <span className={styles.source}>{NOTE_SOURCE_LABELS[note.source]}</span>
              </p>
            </div>
            <button
              type="button"
              className={styles.delete}
              aria-label={`Supprimer la note de ${authorName(note)}`}
              title="Supprimer la note"
              onClick={() => deletion.ask(note)}
            >
              <span aria-hidden="true">✖️</span>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...deletion.dialog(remove)}
        title="Supprimer cette note ?"
        message={
          <p>
            La note de {deletion.target ? authorName(deletion.target) : ''} sera définitivement supprimée.
          </p>
        }
        confirmLabel="Supprimer la note"
      />
    </>
  );
}
