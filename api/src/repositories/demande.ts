// Demande repository (issue 19): the requests visitors send to artisans, one row per artisan, stored with the mail
// that relays each (a DEMANDE message of the outbox) in one transaction; the artisan's inbox, « Marquer comme
// traitée », its reading (« lue », when the artisan's inbox displayed it), the visitor's withdrawal from « Ma
// demande » (a DEMANDE_RETIREE mail to each artisan), the back office's counts, reading and deletion, and the daily
// retention sweep (which also deletes old messages, invitations and unsuccessful claims). Every write recomputes,
// in its transaction, the figures the artisans' rows keep (demandes_count, delai_median_minutes), from which the
// public profile reads its badge « Répond rapidement ». Decorates `fastify.demandeRepository`; used by
// routes/demandes.ts and plugins/retention-sweep.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  DEMANDE_LIMITS,
  isFastReplier,
  type Demande,
  type DemandeCount,
  type DemandeList,
  type DemandeSuivi,
  type Reactivite,
} from '@annuaire/shared/contract/demande';
import type { Joignabilite } from '@annuaire/shared/contract/fiche-non-geree';
import { sameMailbox } from '@annuaire/shared/contract/avis';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { rowsOf } from '../db/rows';
import { newNonce } from '../auth/demande-suivi-token';
import {
  artisans,
  demandeSuivis,
  demandes,
  invitations,
  messages,
  revendications,
  users,
} from '../db/schema';
import { leaseEnd, type DemandeCopiePayload, type PendingMessage } from './message';
import { joignabiliteSql } from './fiche-non-geree';

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
      /**
       * The DEMANDE messages stored with them, and the visitor's DEMANDE_COPIE, claimed for the lease given: the
       * caller mails them at once.
       */
      messages: PendingMessage[];
      /** Artisans whose stored figures changed (their public profile is stale). */
      changed: number[];
    }
  | { ok: false; reason: 'artisanNotFound' }
  /**
   * A listing nobody manages that cannot be reached now (contract/fiche-non-geree.ts): nothing is stored for any
   * of the artisans.
   */
  | { ok: false; reason: 'injoignable'; artisanId: number; joignabilite: Exclude<Joignabilite, 'PAR_EMAIL'> };

/** A visitor's record of one request, as « Ma demande » shows it (the nonce only checks the link). */
export interface SuiviRecord {
  nonce: string;
  suivi: DemandeSuivi;
}

export interface DemandeWrite {
  demande: Demande;
  changed: number[];
}

export interface RetentionSweep {
  /** Requests deleted (their messages went with them). */
  demandes: number;
  /** Contact and join messages, and artisans' daily digests, deleted. */
  messages: number;
  /**
   * Invitations to review deleted (issue 20): the customer's e-mail goes with them; their messages too, and the
   * reviews posted through them stay, without the author's address.
   */
  invitations: number;
  /** Visitors' records (« Ma demande ») whose requests are all gone: their links stop working. */
  suivis: number;
  /**
   * Claims of listings that did not succeed, closed that long ago: the claimant's name, e-mail and phone go with
   * them. A successful claim stays: it is the trader information of the account (Digital Services Act, article 30).
   */
  revendications: number;
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
  /**
   * Records that its artisan displayed the request (the first time only: later calls keep the date); null when it
   * does not exist.
   */
  markLue(id: number): Promise<Demande | null>;
  /**
   * Withdraws the requests of a visitor's record (« Retirer ma demande »): those still standing get their date and a
   * DEMANDE_RETIREE mail to their artisan (claimed for `leaseMs`), in one transaction; withdrawing again changes
   * nothing and mails nobody.
   */
  withdraw(suiviId: number, leaseMs: number): Promise<{ messages: PendingMessage[]; changed: number[] }>;
  /**
   * Stores the one follow-up (a DEMANDE_RELANCE to the visitor, claimed for `leaseMs`) of each record sent between
   * DEMANDE_LIMITS.followUpDays and followUpMaxDays days before `now`, none of whose requests was withdrawn, and
   * marks it sent: a record is claimed by one UPDATE, so that instances sweeping at the same moment never mail it
   * twice. `now` is the sweep's clock (a test moves it).
   */
  followUps(now: Date, leaseMs: number): Promise<PendingMessage[]>;
  /** Deletes a request (its message too); null when it did not exist. */
  delete(id: number): Promise<{ artisanId: number; changed: number[] } | null>;
  /** Per artisan with at least one request: the counts and the date of the last, most recent first. */
  countsByArtisan(): Promise<DemandeCount[]>;
  /** A visitor's record: its nonce (to check a link), and its requests; null when unknown, expired or emptied. */
  findSuivi(id: number): Promise<SuiviRecord | null>;
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
  lueAt: demandes.lueAt,
  retireeAt: demandes.retireeAt,
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
  lueAt: string | null;
  retireeAt: string | null;
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
    dateTraitement: isoOrNull(row.traiteeAt),
    dateLecture: isoOrNull(row.lueAt),
    dateRetrait: isoOrNull(row.retireeAt),
  };
}

/** A timestamp an aggregate returns, whichever form the driver gives it in. */
function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : toIso(String(value));
}

/** A nullable timestamp as the contract gives it. */
function isoOrNull(value: string | null): string | null {
  return value === null ? null : toIso(value);
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
 * whose figures changed. A request the visitor withdrew before it was handled waits for no answer: it never counts
 * as late. Their rows are locked first, in a statement of their own (in id order, as every writer of
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
  const result = await tx.execute(sql`
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
          OR (d.retiree_at IS NULL
            AND d.created_at < now() - ${DEMANDE_LIMITS.fastReplyMaxMedianHours}::integer * interval '1 hour'))
      GROUP BY c.id
    ) AS f
    WHERE a.id = f.id
      AND (a.demandes_count, a.delai_median_minutes, a.demandes_expediteurs)
        IS DISTINCT FROM (f.total, f.median, f.senders)
    RETURNING a.id`);
  return rowsOf<{ id: number }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

export function createDemandeRepository(db: Db): DemandeRepository {
  return {
    async create(artisanIds, fields, leaseMs, senderArtisanId = null) {
      return db.transaction(async (tx): Promise<DemandeCreation> => {
        const ids = [...new Set(artisanIds)].sort((a, b) => a - b);
        // Locked (as refreshFigures locks them, in id order): an artisan cannot vanish before its requests are
        // committed, and two identical requests to one artisan are checked one after the other.
        const found = await tx
          .select({
            id: artisans.id,
            accountEmail: users.email,
            entrepriseNom: artisans.entrepriseNom,
            alertesDemandes: artisans.alertesDemandes,
            nonGeree: artisans.nonGeree,
          })
          .from(artisans)
          .leftJoin(users, eq(users.id, artisans.userId))
          .where(inArray(artisans.id, ids))
          .orderBy(asc(artisans.id))
          .for('no key update', { of: artisans });
        if (found.length !== ids.length) return { ok: false, reason: 'artisanNotFound' };
        // A listing nobody manages is reached through its RGE e-mail, a few times a window. Read in a statement of
        // its own, once the rows are locked: its snapshot then holds the requests of any concurrent writer to the
        // same listing, which cannot both take the last place of the allowance.
        const unmanaged = found.filter((artisan) => artisan.nonGeree).map((artisan) => artisan.id);
        if (unmanaged.length > 0) {
          const reach = await tx
            .select({ id: artisans.id, joignabilite: joignabiliteSql })
            .from(artisans)
            .where(inArray(artisans.id, unmanaged))
            .orderBy(asc(artisans.id));
          const blocked = reach.find((row) => row.joignabilite !== 'PAR_EMAIL');
          if (blocked) {
            return {
              ok: false,
              reason: 'injoignable',
              artisanId: blocked.id,
              joignabilite: (blocked.joignabilite ?? 'SANS_EMAIL') as Exclude<Joignabilite, 'PAR_EMAIL'>,
            };
          }
        }

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

        // The visitor's record of this request (« Ma demande »), valid as long as the requests are kept.
        const [suivi] = await tx
          .insert(demandeSuivis)
          .values({
            nonce: newNonce(),
            expiresAt: sql`now() + ${DEMANDE_LIMITS.retentionMonths}::int * interval '1 month'`,
          })
          .returning({ id: demandeSuivis.id });
        const stored = await tx
          .insert(demandes)
          .values(
            fresh.map((artisanId) => ({
              artisanId,
              suiviId: suivi!.id,
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
              // The artisan chose the daily digest (contract/demande-alertes.ts): no mail now, the next digest. A
              // listing nobody manages has no account to choose: each request is mailed as it comes.
              recapitulatifEnAttente:
                found.find((artisan) => artisan.id === artisanId)!.alertesDemandes === 'QUOTIDIEN' &&
                !unmanaged.includes(artisanId),
              ficheNonGeree: unmanaged.includes(artisanId),
            })),
          )
          .returning({ id: demandes.id, recapitulatifEnAttente: demandes.recapitulatifEnAttente });
        const mailed = stored.filter((row) => !row.recapitulatifEnAttente);
        const mails =
          mailed.length === 0
            ? []
            : await tx
                .insert(messages)
                .values(
                  mailed.map((row) => ({
                    kind: 'DEMANDE' as const,
                    // The content stays in the demande row, read when the mail is sent.
                    payload: {},
                    demandeId: row.id,
                    claimedUntil: leaseEnd(leaseMs),
                  })),
                )
                .returning({ id: messages.id, demandeId: messages.demandeId, attempts: messages.attempts });
        // The visitor's copy, once for the request: its content is read from the first artisan's row (kept and
        // deleted with the others), the artisans' names as they are now.
        const copyPayload: DemandeCopiePayload = {
          artisans: fresh.map(
            (artisanId) => found.find((artisan) => artisan.id === artisanId)!.entrepriseNom,
          ),
        };
        const [copy] = await tx
          .insert(messages)
          .values({
            kind: 'DEMANDE_COPIE',
            payload: copyPayload,
            demandeId: stored[0]!.id,
            claimedUntil: leaseEnd(leaseMs),
          })
          .returning({ id: messages.id, attempts: messages.attempts });
        // A listing nobody manages may have spent its allowance: its page says so from now on.
        const changed = [
          ...new Set([...(await refreshFigures(tx, fresh)), ...fresh.filter((id) => unmanaged.includes(id))]),
        ].sort((a, b) => a - b);
        return {
          ok: true,
          demandeIds: stored.map((row) => row.id),
          messages: [
            ...mails.map((mail) => ({
              id: mail.id,
              kind: 'DEMANDE' as const,
              demandeId: mail.demandeId!,
              attempts: mail.attempts,
            })),
            {
              id: copy!.id,
              kind: 'DEMANDE_COPIE' as const,
              demandeId: stored[0]!.id,
              payload: copyPayload,
              attempts: copy!.attempts,
            },
          ],
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
        // A withdrawn request waits for nothing: it is not « à traiter ».
        nonTraitees: rows.filter((row) => !row.traitee && row.retireeAt === null).length,
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
          // A withdrawn request is no longer handled (the route answers 409).
          .where(and(eq(demandes.id, id), isNull(demandes.retireeAt)))
          .returning(demandeColumns);
        if (!row) return null;
        return { demande: toDemande(row), changed: await refreshFigures(tx, [row.artisanId]) };
      });
    },

    async markLue(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .update(demandes)
        .set({ lueAt: sql`coalesce(${demandes.lueAt}, now())` })
        .where(eq(demandes.id, id))
        .returning(demandeColumns);
      return row ? toDemande(row) : null;
    },

    async withdraw(suiviId, leaseMs) {
      if (!isSerialId(suiviId)) return { messages: [], changed: [] };
      return db.transaction(async (tx) => {
        // The requests' rows first, then their artisans' (refreshFigures): the order every writer follows.
        const withdrawn = await tx
          .update(demandes)
          .set({ retireeAt: sql`now()` })
          .where(and(eq(demandes.suiviId, suiviId), isNull(demandes.retireeAt)))
          .returning({ id: demandes.id, artisanId: demandes.artisanId });
        if (withdrawn.length === 0) return { messages: [], changed: [] };
        const mails = await tx
          .insert(messages)
          .values(
            withdrawn.map((row) => ({
              kind: 'DEMANDE_RETIREE' as const,
              payload: {},
              demandeId: row.id,
              claimedUntil: leaseEnd(leaseMs),
            })),
          )
          .returning({ id: messages.id, demandeId: messages.demandeId, attempts: messages.attempts });
        return {
          messages: mails.map((mail) => ({
            id: mail.id,
            kind: 'DEMANDE_RETIREE' as const,
            demandeId: mail.demandeId!,
            attempts: mail.attempts,
          })),
          changed: await refreshFigures(
            tx,
            withdrawn.map((row) => row.artisanId),
          ),
        };
      });
    },

    async followUps(now, leaseMs) {
      const at = sql`${now.toISOString()}::timestamptz`;
      return db.transaction(async (tx) => {
        const due = rowsOf<{ demande_id: number }>(
          await tx.execute(sql`
          UPDATE ${demandeSuivis} AS s SET relance_at = ${at}
          WHERE s.relance_at IS NULL
            AND s.expires_at > ${at}
            AND s.created_at <= ${at} - ${DEMANDE_LIMITS.followUpDays}::int * interval '1 day'
            AND s.created_at > ${at} - ${DEMANDE_LIMITS.followUpMaxDays}::int * interval '1 day'
            AND EXISTS (SELECT 1 FROM ${demandes} d WHERE d.suivi_id = s.id)
            AND NOT EXISTS (SELECT 1 FROM ${demandes} d WHERE d.suivi_id = s.id AND d.retiree_at IS NOT NULL)
          RETURNING (SELECT min(d.id) FROM ${demandes} d WHERE d.suivi_id = s.id) AS demande_id`),
        );
        if (due.length === 0) return [];
        // Read from the first request's row, as the copy is (kept and deleted with it).
        const stored = await tx
          .insert(messages)
          .values(
            due.map((row) => ({
              kind: 'DEMANDE_RELANCE' as const,
              payload: {},
              demandeId: Number(row.demande_id),
              claimedUntil: leaseEnd(leaseMs),
            })),
          )
          .returning({ id: messages.id, demandeId: messages.demandeId, attempts: messages.attempts });
        return stored.map((mail) => ({
          id: mail.id,
          kind: 'DEMANDE_RELANCE' as const,
          demandeId: mail.demandeId!,
          attempts: mail.attempts,
        }));
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

    async findSuivi(id) {
      if (!isSerialId(id)) return null;
      const rows = await db
        .select({
          nonce: demandeSuivis.nonce,
          expiresAt: demandeSuivis.expiresAt,
          relanceAt: demandeSuivis.relanceAt,
          createdAt: demandes.createdAt,
          codePostal: demandes.codePostal,
          message: demandes.message,
          artisanId: demandes.artisanId,
          entrepriseNom: artisans.entrepriseNom,
          traitee: demandes.traitee,
          traiteeAt: demandes.traiteeAt,
          lueAt: demandes.lueAt,
          retireeAt: demandes.retireeAt,
        })
        .from(demandeSuivis)
        .innerJoin(demandes, eq(demandes.suiviId, demandeSuivis.id))
        .innerJoin(artisans, eq(artisans.id, demandes.artisanId))
        .where(and(eq(demandeSuivis.id, id), sql`${demandeSuivis.expiresAt} > now()`))
        .orderBy(asc(demandes.id));
      const [first] = rows;
      if (!first) return null;
      return {
        nonce: first.nonce,
        suivi: {
          dateEnvoi: toIso(first.createdAt),
          dateExpiration: toIso(first.expiresAt),
          // Withdrawn all at once: any row's date is the request's.
          dateRetrait: isoOrNull(rows.find((row) => row.retireeAt !== null)?.retireeAt ?? null),
          relance: first.relanceAt !== null,
          codePostal: first.codePostal,
          message: first.message,
          artisans: rows.map((row) => ({
            id: row.artisanId,
            entrepriseNom: row.entrepriseNom,
            traitee: row.traitee,
            dateTraitement: isoOrNull(row.traiteeAt),
            dateLecture: isoOrNull(row.lueAt),
          })),
        },
      };
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
          // A daily digest (RECAPITULATIF) names the requests it listed: it goes with them.
          .where(
            and(
              inArray(messages.kind, ['CONTACT', 'JOIN', 'RECAPITULATIF']),
              sql`${messages.createdAt} < ${cutoff}`,
            ),
          )
          .returning({ id: messages.id });
        const deletedInvitations = await tx
          .delete(invitations)
          .where(sql`${invitations.createdAt} < ${cutoff}`)
          .returning({ id: invitations.id });
        // A record left without requests (the sweep, or an admin's deletions) revokes its link.
        const deletedSuivis = await tx
          .delete(demandeSuivis)
          .where(
            sql`NOT EXISTS (SELECT 1 FROM ${demandes} WHERE ${demandes.suiviId} = ${demandeSuivis.id}) OR ${demandeSuivis.expiresAt} < now()`,
          )
          .returning({ id: demandeSuivis.id });
        const deletedRevendications = await tx
          .delete(revendications)
          // Unsuccessful: expired, or closed by an administrator.
          .where(
            and(
              inArray(revendications.statut, ['EXPIREE', 'REFUSEE']),
              sql`${revendications.closeLe} < ${cutoff}`,
            ),
          )
          .returning({ id: revendications.id });
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
          suivis: deletedSuivis.length,
          revendications: deletedRevendications.length,
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
