// Avis repository (issue 20): invitations to review an artisan (stored with the INVITATION message that mails them,
// in one transaction; at most AVIS_LIMITS.invitationsPerDay per artisan and Paris day), the review a customer posts
// through one (EN_ATTENTE, source VERIFIE; the link is then used), the moderation (publish, refuse with a ground and
// an AVIS_REFUSE message to the author; a reported review kept or withdrawn), and the artisan's reply and report.
// The artisan's stored average and count follow the reviews' state through migration 0009's trigger. Decorates
// `fastify.avisRepository`; used by routes/avis.ts.
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  AVIS_LIMITS,
  type AvisModeration,
  type AvisModerationList,
  type Invitation,
  type InvitationEtat,
  type InvitationList,
  type ModerationInput,
  type RefusMotif,
  sameMailbox,
} from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';
import { newNonce } from '../auth/invitation-token';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { artisans, demandes, invitations, messages, notes, users } from '../db/schema';
import { leaseEnd, type PendingMessage } from './message';
import { noteColumns, toNote } from './note';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type InvitationCreation =
  | { ok: true; invitation: Invitation; message: PendingMessage }
  /** ownAddress: the e-mail (typed, or the request's sender's) is the artisan's own account's mailbox. */
  | { ok: false; reason: 'perDay' | 'demandeNotFound' | 'artisanNotFound' | 'ownAddress' };

/** « Laisser un avis »: the link asked by a customer, or why not (alreadyReviewed: one review per mailbox). */
export type UnsolicitedCreation =
  | { ok: true; invitation: Invitation; message: PendingMessage }
  | { ok: false; reason: 'artisanNotFound' | 'ownAddress' | 'alreadyReviewed' };

/** An invitation as a token check needs it. */
export interface InvitationLookup {
  id: number;
  nonce: string;
  artisanId: number;
  entrepriseNom: string;
  etat: InvitationEtat;
  dateExpiration: string;
  nonSollicite: boolean;
  dateExperience: string | null;
}

/** What a customer's review holds once validated. */
export interface AvisFields {
  nombreEtoiles: number;
  commentaire?: string;
  dateExperience: string;
  auteur: string;
}

export type AvisCreation =
  { ok: true; noteId: number } | { ok: false; reason: 'used' | 'expired' | 'gone' | 'alreadyReviewed' };

export type ModerationOutcome =
  | { ok: true; avis: AvisModeration; artisanId: number; message: PendingMessage | null; kept: boolean }
  | { ok: false; reason: 'notFound' | 'alreadyDecided' };

export type ArtisanNoteOutcome =
  { ok: true; note: Note } | { ok: false; reason: 'notFound' | 'forbidden' | 'locked' | 'alreadyReported' };

export interface AvisRepository {
  /** Stores an invitation (to `email`, or to the sender of the artisan's request `demandeId`) and its message. */
  createInvitation(
    artisanId: number,
    target: { email?: string; demandeId?: number },
    leaseMs: number,
  ): Promise<InvitationCreation>;
  /**
   * Stores the link a customer asks for from the artisan's page (« Laisser un avis ») and its message; refused for
   * the artisan's own address and for a mailbox that already reviewed this artisan.
   */
  createUnsolicited(
    artisanId: number,
    input: { email: string; dateExperience: string },
    leaseMs: number,
  ): Promise<UnsolicitedCreation>;
  /** The artisan's invitations, newest first (the latest 100), and how many are left today. */
  listInvitations(artisanId: number): Promise<InvitationList>;
  findInvitation(id: number): Promise<InvitationLookup | null>;
  /** Stores the review of a valid invitation and uses its link, in one transaction (the row is locked). */
  createAvis(invitationId: number, fields: AvisFields): Promise<AvisCreation>;
  moderationList(): Promise<AvisModerationList>;
  moderate(id: number, input: ModerationInput, leaseMs: number): Promise<ModerationOutcome>;
  /** The artisan's reply: once, changeable for AVIS_LIMITS.reponseEditableHours after it was first published. */
  reply(id: number, artisanId: number, texte: string): Promise<ArtisanNoteOutcome>;
  /** The artisan's report of a doubt: one pending at a time; the review stays published. */
  report(id: number, artisanId: number, motif: string): Promise<ArtisanNoteOutcome>;
}

/** The start of today in France, as a timestamptz (the daily limit resets at midnight, Paris time). */
const startOfParisDay = sql`(date_trunc('day', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris')`;

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  demandeId: invitations.demandeId,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  usedAt: invitations.usedAt,
  expired: sql<boolean>`${invitations.expiresAt} <= now()`,
};

type InvitationRow = {
  id: number;
  email: string;
  demandeId: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  expired: boolean;
};

function etatOf(row: { usedAt: string | null; expired: boolean }): InvitationEtat {
  if (row.usedAt !== null) return 'UTILISEE';
  return row.expired ? 'EXPIREE' : 'VALIDE';
}

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    demandeId: row.demandeId,
    dateEnvoi: toIso(row.createdAt),
    dateExpiration: toIso(row.expiresAt),
    etat: etatOf(row),
  };
}

/**
 * Stores a review link (an invitation, or a link a customer asked for) and its INVITATION mail in the outbox, the
 * mail claimed for `leaseMs` by the caller that sends it at once; valid `validityDays` from now.
 */
async function storeInvitation(
  tx: Tx,
  values: Omit<typeof invitations.$inferInsert, 'nonce' | 'expiresAt'>,
  validityDays: number,
  leaseMs: number,
): Promise<{ ok: true; invitation: Invitation; message: PendingMessage }> {
  const [row] = await tx
    .insert(invitations)
    .values({
      ...values,
      nonce: newNonce(),
      expiresAt: sql`now() + ${validityDays}::integer * interval '1 day'`,
    })
    .returning(invitationColumns);
  const [message] = await tx
    .insert(messages)
    .values({ kind: 'INVITATION', payload: {}, invitationId: row!.id, claimedUntil: leaseEnd(leaseMs) })
    .returning({ id: messages.id });
  return {
    ok: true,
    invitation: toInvitation(row!),
    message: { id: message!.id, kind: 'INVITATION', invitationId: row!.id, attempts: 0 },
  };
}

async function sentToday(tx: Tx | Db, artisanId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.artisanId, artisanId),
        eq(invitations.nonSollicite, false),
        gte(invitations.createdAt, startOfParisDay),
      ),
    );
  return Number(row?.total ?? 0);
}

const moderationColumns = {
  ...noteColumns,
  statut: notes.statut,
  motifRefus: notes.motifRefus,
  signalementMotif: notes.signalementMotif,
  signalementDate: notes.signalementDate,
  entrepriseNom: artisans.entrepriseNom,
  email: invitations.email,
};

type ModerationRow = Parameters<typeof toNote>[0] & {
  statut: 'EN_ATTENTE' | 'PUBLIE' | 'REFUSE';
  motifRefus: RefusMotif | null;
  signalementMotif: string | null;
  signalementDate: string | null;
  entrepriseNom: string;
  email: string | null;
};

function toModeration(row: ModerationRow): AvisModeration {
  const { statut, motifRefus, entrepriseNom, email, ...columns } = row;
  const note = toNote(columns, { withSignalement: true });
  return {
    ...note,
    particulierId: columns.particulierId,
    statut,
    motifRefus,
    email,
    artisan: { id: columns.artisanId, entrepriseNom },
    signalement: note.signalement ?? null,
  };
}

/** The latest this many of each moderation list (the oldest first: the first to decide). */
const MODERATION_PAGE = 200;

export function createAvisRepository(db: Db): AvisRepository {
  /** The artisan's account e-mail, the only address of the artisan's the database holds; null without the artisan. */
  async function accountEmail(tx: Tx | Db, artisanId: number): Promise<string | null> {
    const [account] = await tx
      .select({ email: users.email })
      .from(artisans)
      .innerJoin(users, eq(users.id, artisans.userId))
      .where(eq(artisans.id, artisanId));
    return account?.email ?? null;
  }

  /**
   * Whether a review of the artisan was already posted from this mailbox (through an invitation or an unsolicited
   * link alike: one review per customer and artisan), whatever its state.
   */
  async function alreadyReviewed(tx: Tx | Db, artisanId: number, email: string): Promise<boolean> {
    const rows = await tx
      .select({ email: invitations.email })
      .from(notes)
      .innerJoin(invitations, eq(invitations.id, notes.invitationId))
      .where(eq(notes.artisanId, artisanId));
    return rows.some((row) => sameMailbox(row.email, email));
  }

  async function moderationRow(tx: Tx | Db, id: number): Promise<ModerationRow | undefined> {
    const [row] = await tx
      .select(moderationColumns)
      .from(notes)
      .innerJoin(artisans, eq(artisans.id, notes.artisanId))
      .leftJoin(invitations, eq(invitations.id, notes.invitationId))
      .where(eq(notes.id, id))
      .limit(1);
    return row;
  }

  /**
   * Locks the review the artisan acts on, and checks it is theirs and published; with whether its reply can no
   * longer be changed (the database's clock, read in the same statement).
   */
  async function ownedPublished(tx: Tx, id: number, artisanId: number) {
    if (!isSerialId(id)) return { ok: false as const, reason: 'notFound' as const };
    const [row] = await tx
      .select({
        statut: notes.statut,
        reponseLocked: sql<boolean>`${notes.reponseDate} IS NOT NULL AND ${notes.reponseDate} <= now() - ${AVIS_LIMITS.reponseEditableHours}::integer * interval '1 hour'`,
        ...noteColumns,
      })
      .from(notes)
      .where(eq(notes.id, id))
      .for('update');
    if (!row) return { ok: false as const, reason: 'notFound' as const };
    if (row.artisanId !== artisanId) return { ok: false as const, reason: 'forbidden' as const };
    if (row.statut !== 'PUBLIE') return { ok: false as const, reason: 'notFound' as const };
    return { ok: true as const, row };
  }

  return {
    async createInvitation(artisanId, target, leaseMs) {
      return db.transaction(async (tx): Promise<InvitationCreation> => {
        // The artisan's row locked: two invitations sent at once are counted one after the other.
        const [artisan] = await tx
          .select({ id: artisans.id })
          .from(artisans)
          .where(eq(artisans.id, artisanId))
          .for('no key update');
        if (!artisan) return { ok: false, reason: 'artisanNotFound' };
        // The only address an artisan row holds is its account's e-mail (the artisan has no contact e-mail).
        const account = await accountEmail(tx, artisanId);
        if ((await sentToday(tx, artisanId)) >= AVIS_LIMITS.invitationsPerDay) {
          return { ok: false, reason: 'perDay' };
        }
        let email = target.email;
        if (target.demandeId !== undefined) {
          const [demande] = await tx
            .select({ email: demandes.email })
            .from(demandes)
            .where(and(eq(demandes.id, target.demandeId), eq(demandes.artisanId, artisanId)))
            .limit(1);
          if (!demande) return { ok: false, reason: 'demandeNotFound' };
          email = demande.email;
        }
        // A verified review comes from a customer: never from the artisan's own mailbox, however written.
        if (account && sameMailbox(email!, account)) return { ok: false, reason: 'ownAddress' };
        return storeInvitation(
          tx,
          { artisanId, email: email!, demandeId: target.demandeId ?? null },
          AVIS_LIMITS.invitationValidityDays,
          leaseMs,
        );
      });
    },

    async createUnsolicited(artisanId, input, leaseMs) {
      if (!isSerialId(artisanId)) return { ok: false, reason: 'artisanNotFound' };
      return db.transaction(async (tx): Promise<UnsolicitedCreation> => {
        // The artisan's row locked, as for an invitation: two requests at once are checked one after the other.
        const [artisan] = await tx
          .select({ id: artisans.id })
          .from(artisans)
          .where(eq(artisans.id, artisanId))
          .for('no key update');
        if (!artisan) return { ok: false, reason: 'artisanNotFound' };
        const account = await accountEmail(tx, artisanId);
        if (account && sameMailbox(input.email, account)) return { ok: false, reason: 'ownAddress' };
        if (await alreadyReviewed(tx, artisanId, input.email))
          return { ok: false, reason: 'alreadyReviewed' };
        return storeInvitation(
          tx,
          { artisanId, email: input.email, nonSollicite: true, dateExperience: input.dateExperience },
          AVIS_LIMITS.unsolicitedValidityDays,
          leaseMs,
        );
      });
    },

    async listInvitations(artisanId) {
      const rows = await db
        .select(invitationColumns)
        .from(invitations)
        .where(and(eq(invitations.artisanId, artisanId), eq(invitations.nonSollicite, false)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(100);
      const today = await sentToday(db, artisanId);
      return {
        invitations: rows.map(toInvitation),
        restantesAujourdhui: Math.max(0, AVIS_LIMITS.invitationsPerDay - today),
      };
    },

    async findInvitation(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({
          id: invitations.id,
          nonce: invitations.nonce,
          artisanId: invitations.artisanId,
          entrepriseNom: artisans.entrepriseNom,
          expiresAt: invitations.expiresAt,
          usedAt: invitations.usedAt,
          expired: invitationColumns.expired,
          nonSollicite: invitations.nonSollicite,
          dateExperience: invitations.dateExperience,
        })
        .from(invitations)
        .innerJoin(artisans, eq(artisans.id, invitations.artisanId))
        .where(eq(invitations.id, id))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        nonce: row.nonce,
        artisanId: row.artisanId,
        entrepriseNom: row.entrepriseNom,
        etat: etatOf(row),
        dateExpiration: toIso(row.expiresAt),
        nonSollicite: row.nonSollicite,
        dateExperience: row.dateExperience,
      };
    },

    async createAvis(invitationId, fields) {
      return db.transaction(async (tx): Promise<AvisCreation> => {
        // Locked: two posts through one link at the same moment, the second finds it used.
        const [invitation] = await tx
          .select({
            artisanId: invitations.artisanId,
            email: invitations.email,
            nonSollicite: invitations.nonSollicite,
            usedAt: invitations.usedAt,
            expired: invitationColumns.expired,
          })
          .from(invitations)
          .where(eq(invitations.id, invitationId))
          .for('update');
        if (!invitation) return { ok: false, reason: 'gone' };
        if (invitation.usedAt !== null) return { ok: false, reason: 'used' };
        if (invitation.expired) return { ok: false, reason: 'expired' };
        // The artisan's row locked: two reviews posted at once from one mailbox (two links) are checked one after
        // the other, and the second is refused.
        await tx
          .select({ id: artisans.id })
          .from(artisans)
          .where(eq(artisans.id, invitation.artisanId))
          .for('no key update');
        if (await alreadyReviewed(tx, invitation.artisanId, invitation.email)) {
          return { ok: false, reason: 'alreadyReviewed' };
        }
        await tx
          .update(invitations)
          .set({ usedAt: sql`now()` })
          .where(eq(invitations.id, invitationId));
        const [note] = await tx
          .insert(notes)
          .values({
            artisanId: invitation.artisanId,
            invitationId,
            particulierId: null,
            nombreEtoiles: fields.nombreEtoiles,
            commentaire: fields.commentaire ?? null,
            dateExperience: fields.dateExperience,
            auteur: fields.auteur,
            source: invitation.nonSollicite ? 'NON_SOLLICITE' : 'VERIFIE',
            statut: 'EN_ATTENTE',
          })
          .returning({ id: notes.id });
        return { ok: true, noteId: note!.id };
      });
    },

    async moderationList() {
      const base = () =>
        db
          .select(moderationColumns)
          .from(notes)
          .innerJoin(artisans, eq(artisans.id, notes.artisanId))
          .leftJoin(invitations, eq(invitations.id, notes.invitationId));
      const [enAttente, signales] = await Promise.all([
        base()
          .where(eq(notes.statut, 'EN_ATTENTE'))
          .orderBy(asc(notes.dateCreation), asc(notes.id))
          .limit(MODERATION_PAGE),
        base()
          .where(and(eq(notes.statut, 'PUBLIE'), isNotNull(notes.signalementDate)))
          .orderBy(asc(notes.signalementDate), asc(notes.id))
          .limit(MODERATION_PAGE),
      ]);
      return { enAttente: enAttente.map(toModeration), signales: signales.map(toModeration) };
    },

    async moderate(id, input, leaseMs) {
      if (!isSerialId(id)) return { ok: false, reason: 'notFound' };
      return db.transaction(async (tx): Promise<ModerationOutcome> => {
        const [current] = await tx
          .select({
            statut: notes.statut,
            signalementDate: notes.signalementDate,
            invitationId: notes.invitationId,
            artisanId: notes.artisanId,
          })
          .from(notes)
          .where(eq(notes.id, id))
          .for('update');
        if (!current) return { ok: false, reason: 'notFound' };
        const waiting = current.statut === 'EN_ATTENTE';
        const reported = current.statut === 'PUBLIE' && current.signalementDate !== null;
        if (!waiting && !reported) return { ok: false, reason: 'alreadyDecided' };
        const publish = input.decision === 'PUBLIER';
        if (publish) {
          await tx
            .update(notes)
            .set(
              waiting
                ? { statut: 'PUBLIE', datePublication: sql`now()` }
                : { signalementMotif: null, signalementDate: null },
            )
            .where(eq(notes.id, id));
        } else {
          await tx
            .update(notes)
            .set({
              statut: 'REFUSE',
              motifRefus: input.motif!,
              signalementMotif: null,
              signalementDate: null,
            })
            .where(eq(notes.id, id));
        }
        let message: PendingMessage | null = null;
        if (!publish && current.invitationId !== null) {
          const [row] = await tx
            .insert(messages)
            .values({ kind: 'AVIS_REFUSE', payload: {}, noteId: id, claimedUntil: leaseEnd(leaseMs) })
            .returning({ id: messages.id });
          message = { id: row!.id, kind: 'AVIS_REFUSE', noteId: id, attempts: 0 };
        }
        const avis = toModeration((await moderationRow(tx, id))!);
        return { ok: true, avis, artisanId: current.artisanId, message, kept: !waiting && publish };
      });
    },

    async reply(id, artisanId, texte) {
      return db.transaction(async (tx): Promise<ArtisanNoteOutcome> => {
        const owned = await ownedPublished(tx, id, artisanId);
        if (!owned.ok) return owned;
        if (owned.row.reponseLocked) return { ok: false, reason: 'locked' };
        const [row] = await tx
          .update(notes)
          .set({ reponseTexte: texte, reponseDate: sql`coalesce(${notes.reponseDate}, now())` })
          .where(eq(notes.id, id))
          .returning(noteColumns);
        return { ok: true, note: toNote(row!, { withSignalement: true }) };
      });
    },

    async report(id, artisanId, motif) {
      return db.transaction(async (tx): Promise<ArtisanNoteOutcome> => {
        const owned = await ownedPublished(tx, id, artisanId);
        if (!owned.ok) return owned;
        if (owned.row.signalementDate !== null) return { ok: false, reason: 'alreadyReported' };
        const [row] = await tx
          .update(notes)
          .set({ signalementMotif: motif, signalementDate: sql`now()` })
          .where(eq(notes.id, id))
          .returning(noteColumns);
        return { ok: true, note: toNote(row!, { withSignalement: true }) };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    avisRepository: AvisRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('avisRepository', createAvisRepository(fastify.db));
  },
  { name: 'avis-repository', dependencies: ['db'] },
);
