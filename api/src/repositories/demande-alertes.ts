// How each artisan is told of new requests (contract/demande-alertes.ts): its choice, read and written by
// routes/demande-alertes.ts, and the daily digest sweep (plugins/recapitulatif-sweep.ts). A request stored while its
// artisan chose the daily digest waits with `recapitulatif_en_attente` (the demande repository stores no DEMANDE
// message for it); the sweep, once per Paris day per artisan, stores one RECAPITULATIF message listing them and
// clears the flag in the same transaction, behind an advisory lock: instances sweeping together on one database run
// one after the other, the second finding nothing due, and no request is listed twice or left out. Decorates
// `fastify.demandeAlertesRepository`; the outbox reads a digest's content when it mails it (message repository).
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { parisDay, type AlerteMode } from '@annuaire/shared/contract/demande-alertes';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { isSerialId, type Db } from '../db/database';
import { artisans, demandes, messages } from '../db/schema';
import { leaseEnd, type PendingMessage, type RecapitulatifPayload } from './message';

/** A run of the sweep: the digests stored (claimed, for the caller to mail at once) and the requests they list. */
export interface RecapitulatifRun {
  messages: PendingMessage[];
  demandes: number;
}

export interface DemandeAlertesRepository {
  /** The artisan's choice; null when the artisan does not exist. */
  getMode(artisanId: number): Promise<AlerteMode | null>;
  /** Stores the artisan's choice; null when the artisan does not exist. */
  setMode(artisanId: number, mode: AlerteMode): Promise<AlerteMode | null>;
  /**
   * Stores a digest for each artisan with requests waiting and none sent yet on the Paris day of `now`, claimed
   * for `leaseMs`; the requests listed stop waiting. Nothing is stored for an artisan with nothing new.
   */
  sweep(now: Date, leaseMs: number): Promise<RecapitulatifRun>;
}

export function createDemandeAlertesRepository(db: Db): DemandeAlertesRepository {
  return {
    async getMode(artisanId) {
      if (!isSerialId(artisanId)) return null;
      const [row] = await db
        .select({ mode: artisans.alertesDemandes })
        .from(artisans)
        .where(eq(artisans.id, artisanId));
      return row?.mode ?? null;
    },

    async setMode(artisanId, mode) {
      if (!isSerialId(artisanId)) return null;
      const [row] = await db
        .update(artisans)
        .set({ alertesDemandes: mode })
        .where(eq(artisans.id, artisanId))
        .returning({ mode: artisans.alertesDemandes });
      return row?.mode ?? null;
    },

    async sweep(now, leaseMs) {
      const day = parisDay(now);
      return db.transaction(async (tx): Promise<RecapitulatifRun> => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.recapitulatifSweep})`);
        // Whatever the artisan's choice now: a request stored while it chose the digest is listed in one (one
        // switching back to « À chaque demande » still hears of it).
        const waiting = await tx
          .select({
            id: demandes.id,
            artisanId: demandes.artisanId,
            depuis: artisans.recapitulatifJour,
          })
          .from(demandes)
          .innerJoin(artisans, eq(artisans.id, demandes.artisanId))
          .where(
            and(
              eq(demandes.recapitulatifEnAttente, true),
              or(isNull(artisans.recapitulatifJour), ne(artisans.recapitulatifJour, day)),
            ),
          )
          .orderBy(asc(demandes.artisanId), asc(demandes.createdAt), asc(demandes.id))
          .for('update', { of: demandes });
        if (waiting.length === 0) return { messages: [], demandes: 0 };
        const byArtisan = new Map<number, RecapitulatifPayload>();
        for (const { id, artisanId, depuis } of waiting) {
          const payload = byArtisan.get(artisanId) ?? { artisanId, demandeIds: [], depuis };
          payload.demandeIds.push(id);
          byArtisan.set(artisanId, payload);
        }
        const payloads = [...byArtisan.values()];
        const stored = await tx
          .insert(messages)
          .values(
            payloads.map((payload) => ({
              kind: 'RECAPITULATIF' as const,
              payload,
              claimedUntil: leaseEnd(leaseMs),
            })),
          )
          .returning({ id: messages.id, attempts: messages.attempts, payload: messages.payload });
        await tx
          .update(demandes)
          .set({ recapitulatifEnAttente: false })
          .where(
            inArray(
              demandes.id,
              waiting.map((row) => row.id),
            ),
          );
        await tx
          .update(artisans)
          .set({ recapitulatifJour: day })
          .where(inArray(artisans.id, [...byArtisan.keys()]));
        return {
          messages: stored.map((row) => ({
            id: row.id,
            kind: 'RECAPITULATIF' as const,
            payload: row.payload as RecapitulatifPayload,
            attempts: row.attempts,
          })),
          demandes: waiting.length,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    demandeAlertesRepository: DemandeAlertesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('demandeAlertesRepository', createDemandeAlertesRepository(fastify.db));
  },
  { name: 'demande-alertes-repository', dependencies: ['db'] },
);
