// Note (review) repository: 1 to 5 stars by a particulier about an artisan. Decorates `fastify.noteRepository`;
// used by routes/note.ts. The reviewer's names are joined only when the caller asks (admins). Each review carries
// what French law asks next to it (issue 20): its publication date, the month of the service, the displayed name,
// its source and the artisan's reply; only published reviews are listed (and counted on the artisan's row, migration
// 0009). The verified reviews' invitations, moderation, replies and reports are in repositories/avis.ts.
import { and, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { currentMonth, displayedAuthor, type Note, type NoteInput } from '@annuaire/shared/contract/note';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { artisans, notes, particuliers } from '../db/schema';

export type NoteCreateOutcome = Note | 'unknown-particulier' | 'unknown-artisan';

export interface NoteRepository {
  /**
   * Null when the artisan does not exist; its published notes, newest first. `reader`: an admin also gets the
   * reviewer's names and id and the reports; the artisan itself (`owner`) the reports.
   */
  listByArtisan(artisanId: number, reader: 'admin' | 'owner' | 'public'): Promise<Note[] | null>;
  create(input: NoteInput): Promise<NoteCreateOutcome>;
  /** The deleted note's artisan, or null when there was no such note. */
  delete(id: number): Promise<{ artisanId: number } | null>;
}

export const noteColumns = {
  id: notes.id,
  particulierId: notes.particulierId,
  artisanId: notes.artisanId,
  commentaire: notes.commentaire,
  nombreEtoiles: notes.nombreEtoiles,
  dateCreation: notes.dateCreation,
  datePublication: notes.datePublication,
  dateExperience: notes.dateExperience,
  source: notes.source,
  auteur: notes.auteur,
  reponseTexte: notes.reponseTexte,
  reponseDate: notes.reponseDate,
  signalementMotif: notes.signalementMotif,
  signalementDate: notes.signalementDate,
};

type NoteRow = {
  id: number;
  particulierId: number | null;
  artisanId: number;
  commentaire: string | null;
  nombreEtoiles: number;
  dateCreation: string;
  datePublication: string;
  dateExperience: string;
  source: Note['source'];
  auteur: string;
  reponseTexte: string | null;
  reponseDate: string | null;
  signalementMotif: string | null;
  signalementDate: string | null;
};

/**
 * A row as the contract gives it: dates in ISO, the reply; the artisan's pending report only for that artisan and
 * admins (`withSignalement`); never the particulier (the caller adds it for admins).
 */
export function toNote(row: NoteRow, { withSignalement }: { withSignalement: boolean }): Note {
  const {
    particulierId: _particulierId,
    reponseTexte,
    reponseDate,
    signalementMotif,
    signalementDate,
    ...note
  } = row;
  return {
    ...note,
    dateCreation: toIso(row.dateCreation),
    datePublication: toIso(row.datePublication),
    reponse:
      reponseTexte !== null && reponseDate !== null
        ? { texte: reponseTexte, date: toIso(reponseDate) }
        : null,
    ...(withSignalement
      ? {
          signalement:
            signalementMotif !== null && signalementDate !== null
              ? { motif: signalementMotif, date: toIso(signalementDate) }
              : null,
        }
      : {}),
  };
}

export function createNoteRepository(db: Db): NoteRepository {
  return {
    async listByArtisan(artisanId, reader) {
      const withParticulier = reader === 'admin';
      if (!isSerialId(artisanId)) return null;
      const [artisan] = await db
        .select({ id: artisans.id })
        .from(artisans)
        .where(eq(artisans.id, artisanId))
        .limit(1);
      if (!artisan) return null;
      const rows = await db
        .select({ ...noteColumns, nom: particuliers.nom, prenom: particuliers.prenom })
        .from(notes)
        .leftJoin(particuliers, eq(particuliers.id, notes.particulierId))
        .where(and(eq(notes.artisanId, artisanId), eq(notes.statut, 'PUBLIE')))
        .orderBy(desc(notes.datePublication), desc(notes.id));
      return rows.map(({ nom, prenom, ...row }) => ({
        ...toNote(row, { withSignalement: reader !== 'public' }),
        ...(withParticulier ? { particulierId: row.particulierId } : {}),
        particulier: withParticulier && nom !== null && prenom !== null ? { nom, prenom } : null,
      }));
    },

    async create(input) {
      try {
        return await db.transaction(async (tx) => {
          // FOR SHARE: neither row can be deleted before the note referencing it is committed.
          const [particulier] = await tx
            .select({ id: particuliers.id, nom: particuliers.nom, prenom: particuliers.prenom })
            .from(particuliers)
            .where(eq(particuliers.id, input.particulierId))
            .for('share');
          if (!particulier) return 'unknown-particulier' as const;
          const [artisan] = await tx
            .select({ id: artisans.id })
            .from(artisans)
            .where(eq(artisans.id, input.artisanId))
            .for('share');
          if (!artisan) return 'unknown-artisan' as const;
          const [row] = await tx
            .insert(notes)
            .values({
              particulierId: input.particulierId,
              artisanId: input.artisanId,
              commentaire: input.commentaire ? input.commentaire : null,
              nombreEtoiles: input.nombreEtoiles,
              // Entered in the back office from a customer's feedback: published at once, signed with the
              // particulier's first name and initial as they are now.
              source: 'ADMINISTRATION',
              statut: 'PUBLIE',
              dateExperience: input.dateExperience ?? currentMonth(),
              auteur: displayedAuthor(particulier.prenom, particulier.nom),
            })
            .returning(noteColumns);
          return { ...toNote(row!, { withSignalement: false }), particulierId: row!.particulierId };
        });
      } catch (error) {
        // A foreign key violated despite the checks above (a concurrent delete) is still a bad reference.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return 'unknown-artisan';
        throw error;
      }
    },

    async delete(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db.delete(notes).where(eq(notes.id, id)).returning({ artisanId: notes.artisanId });
      return row ?? null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    noteRepository: NoteRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('noteRepository', createNoteRepository(fastify.db));
  },
  { name: 'note-repository', dependencies: ['db'] },
);
