// Message repository: the outbox of mails stored before they are sent, so that a mail failure loses nothing:
// contact messages and join requests (their content in the row), and the requests relayed to artisans (kind
// DEMANDE: the row names its demande, read when the mail is sent), the invitations to review an artisan (kind
// INVITATION, naming its invitation) and the mails telling an author why their review was refused (AVIS_REFUSE,
// naming the note), and the requests to withdraw a listing (RGPD article 21: RETRAIT to CONTACT_EMAIL, RETRAIT_REPONSE
// the answer to the requester, both naming their demande_retrait). Decorates `fastify.messageRepository`; used by
// routes/email.ts, routes/messages.ts (the list, the « Traité » mark and the back office home page's counts), the
// demande, avis and retrait repositories (which store their rows in their own transactions) and the delivery worker
// (mail/message-outbox.ts).
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AdminDashboard, StoredMessage } from '@annuaire/shared/contract/message';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { rgeEmailSql } from './fiche-non-geree';
import {
  artisans,
  demandeSuivis,
  demandes,
  demandesRetrait,
  invitations,
  messages,
  notes,
  particuliers,
  registreEtablissements,
  specialites,
  users,
} from '../db/schema';

/** The kinds the back office lists, whose content is the row's payload. */
export type VisitorMessageKind = StoredMessage['kind'];
export type RetraitMessageKind = 'RETRAIT' | 'RETRAIT_REPONSE';
export type MessageKind =
  | VisitorMessageKind
  | 'DEMANDE'
  | 'DEMANDE_COPIE'
  | 'DEMANDE_RETIREE'
  | 'DEMANDE_RELANCE'
  | 'INVITATION'
  | 'AVIS_REFUSE'
  | RetraitMessageKind
  | 'RECAPITULATIF';

/** A DEMANDE_COPIE's payload: the names of the artisans the request went to, as they were when it was sent. */
export interface DemandeCopiePayload {
  artisans: string[];
}
export type MessagePayload = StoredMessage['payload'];
/** A RECAPITULATIF's payload: the artisan and the requests its daily digest lists (read when it is sent). */
export interface RecapitulatifPayload {
  artisanId: number;
  demandeIds: number[];
  /** The Paris day (« 2026-11-27 ») of the artisan's previous digest; null for its first. */
  depuis: string | null;
}
const VISITOR_KINDS: VisitorMessageKind[] = ['CONTACT', 'JOIN'];

/** A message to send: a visitor's (its content in the payload), or a request relayed to an artisan (its demande). */
export type PendingMessage =
  | { id: number; kind: VisitorMessageKind; payload: MessagePayload; attempts: number }
  | { id: number; kind: 'DEMANDE'; demandeId: number; attempts: number }
  | { id: number; kind: 'DEMANDE_RETIREE'; demandeId: number; attempts: number }
  | { id: number; kind: 'DEMANDE_RELANCE'; demandeId: number; attempts: number }
  | { id: number; kind: 'DEMANDE_COPIE'; demandeId: number; payload: DemandeCopiePayload; attempts: number }
  | { id: number; kind: 'INVITATION'; invitationId: number; attempts: number }
  | { id: number; kind: 'AVIS_REFUSE'; noteId: number; attempts: number }
  | { id: number; kind: 'RETRAIT'; retraitId: number; attempts: number }
  | { id: number; kind: 'RETRAIT_REPONSE'; retraitId: number; attempts: number }
  | { id: number; kind: 'RECAPITULATIF'; payload: RecapitulatifPayload; attempts: number };

/** An invitation's mail, read when it is sent: the customer's e-mail, the artisan, and what builds the link. */
export interface InvitationDelivery {
  invitationId: number;
  nonce: string;
  email: string;
  entrepriseNom: string;
  expiresAt: string;
  /** A link already used needs no mail any more. */
  used: boolean;
  /** Asked by the customer (« Laisser un avis »): the mail confirms their request rather than invites them. */
  nonSollicite: boolean;
}

/** A refused review's mail: its author's e-mail (the invitation's), the artisan and the ground. */
export interface RefusDelivery {
  email: string;
  entrepriseNom: string;
  motifRefus: string;
  dateCreation: string;
}

/**
 * A request to withdraw a listing, read when its mail is sent (to CONTACT_EMAIL when received, to the requester once
 * decided): the request, the listing it names as it is now and the register's establishment of its SIRET.
 */
export interface RetraitDelivery {
  retraitId: number;
  siret: string;
  email: string;
  motif: string;
  artisanId: number | null;
  entrepriseNom: string | null;
  etablissementNom: string | null;
  statut: 'EN_ATTENTE' | 'ACCEPTEE' | 'REFUSEE';
  motifRefus: string | null;
  resultat: 'FICHE_SUPPRIMEE' | 'FICHE_CONSERVEE' | 'SANS_FICHE' | null;
  creeeLe: string;
}

/** What the mail of a request holds, read when it is sent: the request, its artisan and the account's address. */
export interface DemandeDelivery {
  demandeId: number;
  artisanId: number;
  entrepriseNom: string;
  /** The e-mail of the account owning the artisan now; null when it has none (deleted or never linked). */
  accountEmail: string | null;
  nom: string;
  email: string;
  telephone: string | null;
  codePostal: string;
  message: string;
  /** The visitor's record (« Ma demande ») and what builds its link; null for a request sent before it existed. */
  suiviId: number | null;
  suiviNonce: string | null;
  /** The visitor withdrew it (« Retirer ma demande »). */
  retiree: boolean;
  /**
   * Sent while nobody managed its listing, and nobody does yet (repositories/fiche-non-geree.ts): its mail goes to the
   * business's RGE e-mail with an invitation to claim the listing; false once a business claimed it (its account
   * receives it as any other).
   */
  nonGeree: boolean;
  /**
   * Where such a request goes now: the RGE e-mail, null when the list holds none any more or the business chose « Ne
   * plus recevoir de demandes » (no mail then); null for any other request (not looked up).
   */
  emailNonGeree: string | null;
  /** The listing's SIRET, which its opt-out link is signed with (auth/opt-out-token.ts). */
  siret: string;
}

/** What a digest's mail holds, read when it is sent. */
export interface RecapitulatifDelivery {
  artisanId: number;
  /** The day of the previous digest, as the payload has it. */
  depuis: string | null;
  entrepriseNom: string;
  /** The account's e-mail now; null when the artisan has no account any more. */
  accountEmail: string | null;
  /** The requests still kept (an admin may have deleted some since), oldest first. */
  demandes: { nom: string; codePostal: string; message: string; dateEnvoi: string }[];
}

export interface MessageRepository {
  /**
   * Stores a message as PENDING, claimed for `leaseMs` by the caller that mails it at once (see claimNextRetryable),
   * and returns its id.
   */
  insert(kind: VisitorMessageKind, payload: MessagePayload, leaseMs: number): Promise<number>;
  findPending(id: number): Promise<PendingMessage | null>;
  /**
   * Claims the oldest message to retry for `leaseMs`, or returns null when none is due: a FAILED one, or a PENDING
   * one older than `staleAfterMs` (its first attempt never finished, e.g. the process stopped), under `maxAttempts`,
   * that nobody holds (no lease, or an expired one). One atomic statement (`FOR UPDATE SKIP LOCKED`, the database's
   * clock), so that instances retrying together on one database never claim the same message. `skipIds`: messages
   * this run already tried (a failed attempt releases its claim).
   */
  claimNextRetryable(options: {
    staleAfterMs: number;
    maxAttempts: number;
    leaseMs: number;
    skipIds?: readonly number[];
  }): Promise<PendingMessage | null>;
  /** Records the sending and releases the claim. */
  markSent(id: number): Promise<void>;
  /**
   * Records a failed attempt and releases the claim; `error` is the transport's message, never the mail's content.
   */
  markFailed(id: number, error: string): Promise<void>;
  /** Every contact message and join request (never the requests relayed to artisans), newest first. */
  list(): Promise<StoredMessage[]>;
  /**
   * Marks a contact message or join request handled (now) or waiting again; null when there is no such message (a
   * DEMANDE, INVITATION or AVIS_REFUSE row is no visitor's message: null too). Marking handled twice keeps the date.
   */
  setHandled(id: number, handled: boolean): Promise<StoredMessage | null>;
  /** The back office home page's counts. */
  dashboard(): Promise<AdminDashboard>;
  /** The content of a request's mail, as it is now; null once the request is deleted. */
  findDemandeDelivery(demandeId: number): Promise<DemandeDelivery | null>;
  /** An invitation's mail as it is now; null once the invitation is deleted. */
  findInvitationDelivery(invitationId: number): Promise<InvitationDelivery | null>;
  /** A refused review's mail; null once the review is deleted, or when it is no longer refused or has no e-mail. */
  findRefusDelivery(noteId: number): Promise<RefusDelivery | null>;
  /** A request to withdraw a listing as it is now; null once it is deleted. */
  findRetraitDelivery(retraitId: number): Promise<RetraitDelivery | null>;
  /** An artisan's daily digest as it is now; null when its artisan or all its requests are gone. */
  findRecapitulatifDelivery(payload: RecapitulatifPayload): Promise<RecapitulatifDelivery | null>;
}

const pendingColumns = {
  id: messages.id,
  kind: messages.kind,
  payload: messages.payload,
  attempts: messages.attempts,
  demandeId: messages.demandeId,
  invitationId: messages.invitationId,
  noteId: messages.noteId,
  retraitId: messages.retraitId,
};

type PendingRow = {
  id: number;
  kind: MessageKind;
  payload: unknown;
  attempts: number;
  demandeId: number | null;
  invitationId: number | null;
  noteId: number | null;
  retraitId: number | null;
};

function toPending(row: PendingRow): PendingMessage {
  const { id, kind, attempts } = row;
  // The checks messages_demande_check, messages_invitation_check and messages_note_check guarantee the reference.
  if (kind === 'DEMANDE' || kind === 'DEMANDE_RETIREE' || kind === 'DEMANDE_RELANCE')
    return { id, kind, attempts, demandeId: row.demandeId! };
  if (kind === 'DEMANDE_COPIE')
    return { id, kind, attempts, demandeId: row.demandeId!, payload: row.payload as DemandeCopiePayload };
  if (kind === 'INVITATION') return { id, kind, attempts, invitationId: row.invitationId! };
  if (kind === 'AVIS_REFUSE') return { id, kind, attempts, noteId: row.noteId! };
  // messages_retrait_check guarantees it for both kinds of a request to withdraw a listing.
  if (kind === 'RETRAIT' || kind === 'RETRAIT_REPONSE')
    return { id, kind, attempts, retraitId: row.retraitId! };
  if (kind === 'RECAPITULATIF') return { id, kind, attempts, payload: row.payload as RecapitulatifPayload };
  return { id, kind, attempts, payload: row.payload as MessagePayload };
}

/** A duration as an SQL interval (a bound integer of milliseconds). */
function interval(ms: number) {
  return sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;
}

/** The end of a lease taken now, on the database's clock (the instances' clocks may differ). */
export function leaseEnd(leaseMs: number) {
  return sql`now() + ${interval(leaseMs)}`;
}

const storedColumns = {
  id: messages.id,
  kind: messages.kind,
  status: messages.status,
  payload: messages.payload,
  attempts: messages.attempts,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  handledAt: messages.handledAt,
};

type StoredRow = {
  id: number;
  kind: MessageKind;
  status: StoredMessage['status'];
  payload: unknown;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  handledAt: string | null;
};

function toStored(row: StoredRow): StoredMessage {
  // The queries keep CONTACT and JOIN rows only; their payload is what the visitor's form stored.
  return {
    ...row,
    createdAt: toIso(row.createdAt),
    sentAt: row.sentAt === null ? null : toIso(row.sentAt),
    handledAt: row.handledAt === null ? null : toIso(row.handledAt),
  } as StoredMessage;
}

export function createMessageRepository(db: Db): MessageRepository {
  return {
    async insert(kind, payload, leaseMs) {
      const [row] = await db
        .insert(messages)
        .values({ kind, payload, claimedUntil: leaseEnd(leaseMs) })
        .returning({ id: messages.id });
      return row!.id;
    },

    async findPending(id) {
      const [row] = await db
        .select(pendingColumns)
        .from(messages)
        .where(and(eq(messages.id, id), inArray(messages.status, ['PENDING', 'FAILED'])))
        .limit(1);
      return row ? toPending(row) : null;
    },

    async claimNextRetryable({ staleAfterMs, maxAttempts, leaseMs, skipIds = [] }) {
      const next = db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            or(
              eq(messages.status, 'FAILED'),
              and(
                eq(messages.status, 'PENDING'),
                lt(messages.createdAt, sql`now() - ${interval(staleAfterMs)}`),
              ),
            ),
            lt(messages.attempts, maxAttempts),
            or(isNull(messages.claimedUntil), lte(messages.claimedUntil, sql`now()`)),
            skipIds.length > 0 ? notInArray(messages.id, [...skipIds]) : undefined,
          ),
        )
        .orderBy(messages.createdAt, messages.id)
        .limit(1)
        // A row another instance is claiming is skipped, not waited for; one it has just claimed no longer
        // matches (PostgreSQL checks the row again once the other statement commits).
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(messages)
        .set({ claimedUntil: leaseEnd(leaseMs) })
        .where(inArray(messages.id, next))
        .returning(pendingColumns);
      return row ? toPending(row) : null;
    },

    async markSent(id) {
      await db
        .update(messages)
        .set({
          status: 'SENT',
          sentAt: sql`now()`,
          attempts: sql`${messages.attempts} + 1`,
          lastError: null,
          claimedUntil: null,
        })
        .where(eq(messages.id, id));
    },

    async markFailed(id, error) {
      await db
        .update(messages)
        .set({
          status: 'FAILED',
          attempts: sql`${messages.attempts} + 1`,
          lastError: error.slice(0, 1000),
          claimedUntil: null,
        })
        // A concurrent successful attempt wins.
        .where(and(eq(messages.id, id), inArray(messages.status, ['PENDING', 'FAILED'])));
    },

    async list() {
      const rows = await db
        .select(storedColumns)
        .from(messages)
        .where(inArray(messages.kind, VISITOR_KINDS))
        .orderBy(desc(messages.createdAt), desc(messages.id));
      return rows.map(toStored);
    },

    async setHandled(id, handled) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .update(messages)
        .set({ handledAt: handled ? sql`coalesce(${messages.handledAt}, now())` : null })
        .where(and(eq(messages.id, id), inArray(messages.kind, VISITOR_KINDS)))
        .returning(storedColumns);
      return row ? toStored(row) : null;
    },

    async dashboard() {
      const total = (table: typeof artisans | typeof specialites | typeof particuliers) =>
        db.select({ value: count() }).from(table);
      const unhandled = (kind: VisitorMessageKind) =>
        db
          .select({ value: count() })
          .from(messages)
          .where(and(eq(messages.kind, kind), isNull(messages.handledAt)));
      const counts = await Promise.all([
        total(artisans),
        total(specialites),
        total(particuliers),
        unhandled('CONTACT'),
        unhandled('JOIN'),
        db.select({ value: count() }).from(demandes).where(eq(demandes.traitee, false)),
        db
          .select({ value: count() })
          .from(notes)
          .where(
            or(
              eq(notes.statut, 'EN_ATTENTE'),
              and(eq(notes.statut, 'PUBLIE'), isNotNull(notes.signalementDate)),
            ),
          ),
        db.select({ value: count() }).from(demandesRetrait).where(eq(demandesRetrait.statut, 'EN_ATTENTE')),
      ]);
      const [
        artisanCount,
        specialiteCount,
        particulierCount,
        messagesNonTraites,
        adhesionsNonTraitees,
        demandesEnAttente,
        avisAModerer,
        retraitsEnAttente,
      ] = counts.map(([row]) => Number(row?.value ?? 0));
      return {
        artisans: artisanCount!,
        specialites: specialiteCount!,
        particuliers: particulierCount!,
        messagesNonTraites: messagesNonTraites!,
        adhesionsNonTraitees: adhesionsNonTraitees!,
        demandesEnAttente: demandesEnAttente!,
        avisAModerer: avisAModerer!,
        retraitsEnAttente: retraitsEnAttente!,
      };
    },

    async findDemandeDelivery(demandeId) {
      const [row] = await db
        .select({
          demandeId: demandes.id,
          artisanId: artisans.id,
          entrepriseNom: artisans.entrepriseNom,
          accountEmail: users.email,
          nom: demandes.nom,
          email: demandes.email,
          telephone: demandes.telephone,
          codePostal: demandes.codePostal,
          message: demandes.message,
          suiviId: demandeSuivis.id,
          suiviNonce: demandeSuivis.nonce,
          retireeAt: demandes.retireeAt,
          nonGeree: sql<boolean>`(${demandes.ficheNonGeree} and ${artisans.nonGeree})`.mapWith(
            (value: unknown) => value === true || value === 't',
          ),
          // Looked up for a request to a listing nobody manages only: every other mail goes to an account.
          emailNonGeree: sql<string | null>`(case when ${demandes.ficheNonGeree} and ${artisans.nonGeree}
            and ${artisans.refusDemandesLe} is null then ${rgeEmailSql(sql`${artisans.siret}`)} end)`,
          siret: artisans.siret,
        })
        .from(demandes)
        .innerJoin(artisans, eq(artisans.id, demandes.artisanId))
        .leftJoin(users, eq(users.id, artisans.userId))
        .leftJoin(demandeSuivis, eq(demandeSuivis.id, demandes.suiviId))
        .where(eq(demandes.id, demandeId))
        .limit(1);
      if (!row) return null;
      const { retireeAt, ...delivery } = row;
      return { ...delivery, retiree: retireeAt !== null };
    },

    async findInvitationDelivery(invitationId) {
      const [row] = await db
        .select({
          invitationId: invitations.id,
          nonce: invitations.nonce,
          email: invitations.email,
          entrepriseNom: artisans.entrepriseNom,
          expiresAt: invitations.expiresAt,
          usedAt: invitations.usedAt,
          nonSollicite: invitations.nonSollicite,
        })
        .from(invitations)
        .innerJoin(artisans, eq(artisans.id, invitations.artisanId))
        .where(eq(invitations.id, invitationId))
        .limit(1);
      if (!row) return null;
      const { usedAt, expiresAt, ...delivery } = row;
      return { ...delivery, expiresAt: toIso(expiresAt), used: usedAt !== null };
    },

    async findRefusDelivery(noteId) {
      const [row] = await db
        .select({
          email: invitations.email,
          entrepriseNom: artisans.entrepriseNom,
          motifRefus: notes.motifRefus,
          dateCreation: notes.dateCreation,
        })
        .from(notes)
        .innerJoin(artisans, eq(artisans.id, notes.artisanId))
        .innerJoin(invitations, eq(invitations.id, notes.invitationId))
        .where(and(eq(notes.id, noteId), eq(notes.statut, 'REFUSE')))
        .limit(1);
      if (!row || row.motifRefus === null) return null;
      return { ...row, motifRefus: row.motifRefus, dateCreation: toIso(row.dateCreation) };
    },

    async findRetraitDelivery(retraitId) {
      const [row] = await db
        .select({
          retraitId: demandesRetrait.id,
          siret: demandesRetrait.siret,
          email: demandesRetrait.email,
          motif: demandesRetrait.motif,
          artisanId: demandesRetrait.artisanId,
          entrepriseNom: artisans.entrepriseNom,
          etablissementNom: registreEtablissements.nom,
          statut: demandesRetrait.statut,
          motifRefus: demandesRetrait.motifRefus,
          resultat: demandesRetrait.resultat,
          creeeLe: demandesRetrait.creeeLe,
        })
        .from(demandesRetrait)
        .leftJoin(artisans, eq(artisans.id, demandesRetrait.artisanId))
        .leftJoin(registreEtablissements, eq(registreEtablissements.siret, demandesRetrait.siret))
        .where(eq(demandesRetrait.id, retraitId))
        .limit(1);
      return row ? { ...row, creeeLe: toIso(row.creeeLe) } : null;
    },

    async findRecapitulatifDelivery(payload) {
      const [artisan] = await db
        .select({ entrepriseNom: artisans.entrepriseNom, accountEmail: users.email })
        .from(artisans)
        .leftJoin(users, eq(users.id, artisans.userId))
        .where(eq(artisans.id, payload.artisanId));
      if (!artisan || payload.demandeIds.length === 0) return null;
      const rows = await db
        .select({
          nom: demandes.nom,
          codePostal: demandes.codePostal,
          message: demandes.message,
          createdAt: demandes.createdAt,
        })
        .from(demandes)
        .where(
          and(
            eq(demandes.artisanId, payload.artisanId),
            inArray(demandes.id, payload.demandeIds),
            // A request its visitor withdrew meanwhile asks nothing of the artisan any more.
            isNull(demandes.retireeAt),
          ),
        )
        .orderBy(asc(demandes.createdAt), asc(demandes.id));
      if (rows.length === 0) return null;
      return {
        artisanId: payload.artisanId,
        depuis: payload.depuis ?? null,
        entrepriseNom: artisan.entrepriseNom,
        accountEmail: artisan.accountEmail,
        demandes: rows.map(({ createdAt, ...row }) => ({ ...row, dateEnvoi: toIso(createdAt) })),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    messageRepository: MessageRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('messageRepository', createMessageRepository(fastify.db));
  },
  { name: 'message-repository', dependencies: ['db'] },
);
