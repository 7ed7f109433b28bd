// Demande repository (issue 19): the requests visitors send to artisans, one row per artisan, stored with the mail
// that relays each (a DEMANDE message of the outbox) in one transaction; the artisan's inbox, « Marquer comme
// traitée », the back office's counts, reading and deletion, and the daily retention sweep. Every write recomputes,
// in its transaction, the figures the artisans' rows keep (demandes_count, delai_median_minutes), from which the
// public profile reads its badge « Répond rapidement ». Decorates `fastify.demandeRepository`; used by
// routes/demandes.ts and plugins/retention-sweep.ts.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  DEMANDE_LIMITS,
  isFastReplier,
  type Demande,
  type DemandeCount,
  type DemandeList,
  type Reactivite,
} from '@annuaire/shared/contract/demande';
import { sameMailbox } from '@annuaire/shared/contract/avis';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { artisans, demandes, invitations, messages, users } from '../db/schema';
import { leaseEnd, type PendingMessage } from './message';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a visitor wrote, as stored (the contract's fields once validated, without consent and honeypot). */
export interface DemandeFields {
  nom: string;
  email: string;
  telephone?: string | null;
  codePostal: string;
  message: string;
}

export type DemandeCreation =
  | {
      ok: true;
      demandeIds: number[];
      /** The DEMANDE messages stored with them, claimed for the lease given: the caller mails them at once. */
      messages: PendingMessage[];
      /** Artisans whose stored figures changed (their public profile is stale). */
      changed: number[];
    }
  | { ok: false; reason: 'artisanNotFound' };

export interface DemandeWrite {
  demande: Demande;
  changed: number[];
}

export interface RetentionSweep {
  /** Requests deleted (their messages went with them). */
  demandes: number;
  /** Contact and join messages deleted. */
  messages: number;
  /**
   * Invitations to review deleted (issue 20): the customer's e-mail goes with them; their messages too, and the
   * reviews posted through them stay, without the author's address.
   */
  invitations: number;
  /** Artisans whose stored figures changed. */
  changed: number[];
}

export interface DemandeRepository {
  /**
   * Stores one request per artisan and one DEMANDE message per request (claimed for `leaseMs`), in one transaction,
   * and recomputes the artisans' figures; refuses the whole request when an artisan is unknown. An artisan the same
   * e-mail (case ignored) already wrote to within DEMANDE_LIMITS.sameArtisanWindowHours is skipped: nothing stored
   * nor mailed for it, and the result says nothing about it (the route answers a repeat as a first request, so
   * that nobody learns who wrote to whom).
   */
  create(
    artisanIds: readonly number[],
    fields: DemandeFields,
    leaseMs: number,
    /** The artisan the sender's session owns, if any: its own request is marked sent by itself. */
    senderArtisanId?: number | null,
  ): Promise<DemandeCreation>;
  /** An artisan's requests, newest first, with the unhandled count and the stored figures; null when unknown. */
  listByArtisan(artisanId: number): Promise<DemandeList | null>;
  findById(id: number): Promise<Demande | null>;
  /** Marks a request handled (keeping the first date) or not; null when it does not exist. */
  setTraitee(id: number, traitee: boolean): Promise<DemandeWrite | null>;
  /** Deletes a request (its message too); null when it did not exist. */
  delete(id: number): Promise<{ artisanId: number; changed: number[] } | null>;
  /** Per artisan with at least one request: the counts and the date of the last, most recent first. */
  countsByArtisan(): Promise<DemandeCount[]>;
  /**
   * Deletes the requests and the contact and join messages older than `months` months, then recomputes the figures
   * of the artisans that lost requests or still have unhandled ones (their age grew). One transaction, behind an
   * advisory lock: instances sweeping at the same moment run one after the other, the second finding nothing old.
   */
  sweep(months: number): Promise<RetentionSweep>;
}

const demandeColumns = {
  id: demandes.id,
  artisanId: demandes.artisanId,
  nom: demandes.nom,
  email: demandes.email,
  telephone: demandes.telephone,
  codePostal: demandes.codePostal,
  message: demandes.message,
  createdAt: demandes.createdAt,
  traitee: demandes.traitee,
  traiteeAt: demandes.traiteeAt,
};

type DemandeRow = {
  id: number;
  artisanId: number;
  nom: string;
  email: string;
  telephone: string | null;
  codePostal: string;
  message: string;
  createdAt: string;
  traitee: boolean;
  traiteeAt: string | null;
};

function toDemande(row: DemandeRow): Demande {
  return {
    id: row.id,
    artisanId: row.artisanId,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    codePostal: row.codePostal,
    message: row.message,
    dateEnvoi: toIso(row.createdAt),
    traitee: row.traitee,
    dateTraitement: row.traiteeAt === null ? null : toIso(row.traiteeAt),
  };
}

/** A timestamp an aggregate returns, whichever form the driver gives it in. */
function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : toIso(String(value));
}

/** The stored figures as the contract gives them. */
export function toReactivite(
  demandesCount: number,
  delaiMedianMinutes: number | null,
  expediteursCount: number,
): Reactivite {
  const delaiMedianHeures = delaiMedianMinutes === null ? null : delaiMedianMinutes / 60;
  return {
    demandesCount,
    delaiMedianHeures,
    repondRapidement: isFastReplier(demandesCount, delaiMedianHeures, expediteursCount),
  };
}

/** Integer ids as one int[] parameter (one bound value, however many ids). */
function intArray(ids: readonly number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * Recomputes the stored figures of these artisans over the requests that are decided (handled, or waiting for
 * longer than DEMANDE_LIMITS.fastReplyMaxMedianHours, which then count with their age now): their number, the
 * number of distinct senders (e-mails, case ignored) they came from, and the median of their times to being marked
 * handled in minutes, null without any. A request just received counts only once it is handled or late, so that a
 * fifth request does not earn the badge before anyone answered it. A request the artisan sent itself never counts:
 * marked so when it was sent (envoyee_par_artisan), or from the account's e-mail as it is now. Returns the artisans
 * whose figures changed. Their rows are locked first, in a statement of their own (in id order, as every writer of
 * several artisans locks them): the UPDATE then reads with a snapshot taken once any concurrent writer of their
 * requests has committed (READ COMMITTED), so that no request is missed. Migration 0014 ran the same query once.
 */
export async function refreshFigures(tx: Tx, artisanIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(artisanIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  await tx
    .select({ id: artisans.id })
    .from(artisans)
    .where(inArray(artisans.id, ids))
    .orderBy(asc(artisans.id))
    .for('no key update');
  const result = (await tx.execute(sql`
    UPDATE ${artisans} AS a
    SET demandes_count = f.total, delai_median_minutes = f.median, demandes_expediteurs = f.senders
    FROM (
      SELECT c.id, count(d.id)::int AS total, count(DISTINCT lower(btrim(d.email)))::int AS senders,
        round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (
          ORDER BY coalesce(d.traitee_at, now()) - d.created_at)) / 60)::int AS median
      FROM unnest(${intArray(ids)}) AS c(id)
      LEFT JOIN ${artisans} owner ON owner.id = c.id
      LEFT JOIN ${users} account ON account.id = owner.user_id
      LEFT JOIN ${demandes} d ON d.artisan_id = c.id
        AND NOT d.envoyee_par_artisan
        AND (account.email IS NULL OR lower(btrim(d.email)) <> lower(btrim(account.email)))
        AND (d.traitee_at IS NOT NULL
          OR d.created_at < now() - ${DEMANDE_LIMITS.fastReplyMaxMedianHours}::integer * interval '1 hour')
      GROUP BY c.id
    ) AS f
    WHERE a.id = f.id
      AND (a.demandes_count, a.delai_median_minutes, a.demandes_expediteurs)
        IS DISTINCT FROM (f.total, f.median, f.senders)
    RETURNING a.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export function createDemandeRepository(db: Db): DemandeRepository {
  return {
    async create(artisanIds, fields, leaseMs, senderArtisanId = null) {
      return db.transaction(async (tx): Promise<DemandeCreation> => {
        const ids = [...new Set(artisanIds)].sort((a, b) => a - b);
        // Locked (as refreshFigures locks them, in id order): an artisan cannot vanish before its requests are
        // committed, and two identical requests to one artisan are checked one after the other.
        const found = await tx
          .select({ id: artisans.id, accountEmail: users.email })
          .from(artisans)
          .leftJoin(users, eq(users.id, artisans.userId))
          .where(inArray(artisans.id, ids))
          .orderBy(asc(artisans.id))
          .for('no key update', { of: artisans });
        if (found.length !== ids.length) return { ok: false, reason: 'artisanNotFound' };

        const already = await tx
          .selectDistinct({ artisanId: demandes.artisanId })
          .from(demandes)
          .where(
            and(
              inArray(demandes.artisanId, ids),
              sql`lower(${demandes.email}) = lower(${fields.email})`,
              sql`${demandes.createdAt} > now() - ${DEMANDE_LIMITS.sameArtisanWindowHours}::int * interval '1 hour'`,
            ),
          );
        const repeated = new Set(already.map((row) => row.artisanId));
        const fresh = artisanIds.filter((artisanId) => !repeated.has(artisanId));
        if (fresh.length === 0) return { ok: true, demandeIds: [], messages: [], changed: [] };

        const stored = await tx
          .insert(demandes)
          .values(
            fresh.map((artisanId) => ({
              artisanId,
              envoyeeParArtisan:
                artisanId === senderArtisanId ||
                sameMailbox(
                  fields.email,
                  found.find((artisan) => artisan.id === artisanId)!.accountEmail ?? '',
                ),
              nom: fields.nom,
              email: fields.email,
              telephone: fields.telephone ?? null,
              codePostal: fields.codePostal,
              message: fields.message,
            })),
          )
          .returning({ id: demandes.id });
        const mails = await tx
          .insert(messages)
          .values(
            stored.map((row) => ({
              kind: 'DEMANDE' as const,
              // The content stays in the demande row, read when the mail is sent.
              payload: {},
              demandeId: row.id,
              claimedUntil: leaseEnd(leaseMs),
            })),
          )
          .returning({ id: messages.id, demandeId: messages.demandeId, attempts: messages.attempts });
        const changed = await refreshFigures(tx, fresh);
        return {
          ok: true,
          demandeIds: stored.map((row) => row.id),
          messages: mails.map((mail) => ({
            id: mail.id,
            kind: 'DEMANDE' as const,
            demandeId: mail.demandeId!,
            attempts: mail.attempts,
          })),
          changed,
        };
      });
    },

    async listByArtisan(artisanId) {
      if (!isSerialId(artisanId)) return null;
      const [artisan] = await db
        .select({
          demandesCount: artisans.demandesCount,
          delaiMedianMinutes: artisans.delaiMedianMinutes,
          demandesExpediteurs: artisans.demandesExpediteurs,
        })
        .from(artisans)
        .where(eq(artisans.id, artisanId))
        .limit(1);
      if (!artisan) return null;
      const rows = await db
        .select(demandeColumns)
        .from(demandes)
        .where(eq(demandes.artisanId, artisanId))
        .orderBy(desc(demandes.createdAt), desc(demandes.id));
      return {
        demandes: rows.map(toDemande),
        nonTraitees: rows.filter((row) => !row.traitee).length,
        reactivite: toReactivite(
          artisan.demandesCount,
          artisan.delaiMedianMinutes,
          artisan.demandesExpediteurs,
        ),
      };
    },

    async findById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db.select(demandeColumns).from(demandes).where(eq(demandes.id, id)).limit(1);
      return row ? toDemande(row) : null;
    },

    async setTraitee(id, traitee) {
      if (!isSerialId(id)) return null;
      return db.transaction(async (tx) => {
        // The request's row first, then its artisan's (refreshFigures): the order every writer follows.
        const [row] = await tx
          .update(demandes)
          .set(
            traitee
              ? { traitee: true, traiteeAt: sql`coalesce(${demandes.traiteeAt}, now())` }
              : { traitee: false, traiteeAt: null },
          )
          .where(eq(demandes.id, id))
          .returning(demandeColumns);
        if (!row) return null;
        return { demande: toDemande(row), changed: await refreshFigures(tx, [row.artisanId]) };
      });
    },

    async delete(id) {
      if (!isSerialId(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(demandes)
          .where(eq(demandes.id, id))
          .returning({ artisanId: demandes.artisanId });
        if (!row) return null;
        return { artisanId: row.artisanId, changed: await refreshFigures(tx, [row.artisanId]) };
      });
    },

    async countsByArtisan() {
      const last = sql`max(${demandes.createdAt})`;
      const rows = await db
        .select({
          artisanId: demandes.artisanId,
          entrepriseNom: artisans.entrepriseNom,
          total: sql<number>`count(*)::int`.mapWith(Number),
          nonTraitees: sql<number>`(count(*) filter (where not ${demandes.traitee}))::int`.mapWith(Number),
          derniere: sql<unknown>`${last}`,
        })
        .from(demandes)
        .innerJoin(artisans, eq(artisans.id, demandes.artisanId))
        .groupBy(demandes.artisanId, artisans.entrepriseNom)
        .orderBy(desc(last), desc(demandes.artisanId));
      return rows.map((row) => ({ ...row, derniere: isoOf(row.derniere) }));
    },

    async sweep(months) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.retentionSweep})`);
        const cutoff = sql`now() - ${Math.trunc(months)}::int * interval '1 month'`;
        // Their DEMANDE messages go with them (ON DELETE CASCADE).
        const deleted = await tx
          .delete(demandes)
          .where(sql`${demandes.createdAt} < ${cutoff}`)
          .returning({ artisanId: demandes.artisanId });
        const deletedMessages = await tx
          .delete(messages)
          .where(and(inArray(messages.kind, ['CONTACT', 'JOIN']), sql`${messages.createdAt} < ${cutoff}`))
          .returning({ id: messages.id });
        const deletedInvitations = await tx
          .delete(invitations)
          .where(sql`${invitations.createdAt} < ${cutoff}`)
          .returning({ id: invitations.id });
        const waiting = await tx
          .selectDistinct({ artisanId: demandes.artisanId })
          .from(demandes)
          .where(eq(demandes.traitee, false));
        const changed = await refreshFigures(tx, [
          ...deleted.map((row) => row.artisanId),
          ...waiting.map((row) => row.artisanId),
        ]);
        return {
          demandes: deleted.length,
          messages: deletedMessages.length,
          invitations: deletedInvitations.length,
          changed,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    demandeRepository: DemandeRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('demandeRepository', createDemandeRepository(fastify.db));
  },
  { name: 'demande-repository', dependencies: ['db'] },
);
