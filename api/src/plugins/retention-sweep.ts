// Retention sweep (privacy page): deletes the requests relayed to artisans, the contact and join messages and the
// claims of listings that did not succeed, DEMANDE_LIMITS.retentionMonths months after they were sent (closed), and
// recomputes the responsiveness figures of
// the artisans concerned, including every artisan with unhandled requests (their age grows: the median does too);
// and the claims' letters of DATA_DIR/outbox/courrier once their code has stopped working, and the claims'
// documents (DATA_DIR/private) REVENDICATION_LIMITS.documentsKeptDays after the claim's decision.
// Runs when the app is ready, then every 24 hours (timer unref'd, cleared on close); idempotent, so that every
// instance sharing a database may run it (the repository serializes them). `fastify.retentionSweep()` runs it now.
// Each run then mails the one follow-up « Avez-vous trouvé un artisan ? » of the requests sent a week before
// (DEMANDE_LIMITS.followUpDays, never for a withdrawn one): `fastify.demandeFollowUps(now)` stores and mails them,
// each record claimed once in the database, so that two instances never mail it twice.
import fp from 'fastify-plugin';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande';
import { REVENDICATION_LIMITS } from '@annuaire/shared/contract/revendication';
import { deleteLettersOlderThan } from '../letters/letter-outbox';
import { createPrivateDocuments } from '../storage/private-documents';
import { CLAIM_LEASE_MS } from '../mail/message-outbox';
import type { RetentionSweep } from '../repositories/demande';
import { periodicSweep } from './periodic-sweep';

export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the sweep now (or joins the one under way); never rejects: a failure is logged and null returned. */
    retentionSweep(): Promise<RetentionSweep | null>;
    /**
     * Stores and mails the follow-ups due at `now` (the sweep's clock, a test's own); resolves with their number, 0
     * after a failure (logged: the next run takes them).
     */
    demandeFollowUps(now?: Date): Promise<number>;
  }
}

export interface RetentionSweepOptions {
  intervalMs?: number;
}

export default fp<RetentionSweepOptions>(
  async (fastify, options) => {
    const intervalMs = options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS;

    const followUps = async (now = new Date()): Promise<number> => {
      try {
        const stored = await fastify.demandeRepository.followUps(now, CLAIM_LEASE_MS);
        if (stored.length > 0) {
          fastify.log.info(
            { relances: stored.length },
            'relances « Avez-vous trouvé un artisan ? » enregistrées',
          );
          // Stored: a mail failure now is retried by the outbox.
          await fastify.messageOutbox.deliver(stored);
        }
        return stored.length;
      } catch (error) {
        fastify.log.error(
          { err: error },
          'relances des demandes en échec : nouvel essai au prochain passage',
        );
        return 0;
      }
    };
    fastify.decorate('demandeFollowUps', followUps);

    const sweep = periodicSweep(
      fastify,
      { intervalMs, failure: 'balayage de conservation en échec : nouvel essai au prochain passage' },
      async (): Promise<RetentionSweep> => {
        const result = await fastify.demandeRepository.sweep(DEMANDE_LIMITS.retentionMonths);
        fastify.log.info(
          {
            demandes: result.demandes,
            messages: result.messages,
            invitations: result.invitations,
            revendications: result.revendications,
            artisans: result.changed.length,
          },
          `balayage de conservation : demandes, messages, invitations à laisser un avis et revendications sans suite de plus de ${DEMANDE_LIMITS.retentionMonths} mois supprimés, réactivité recalculée`,
        );
        // The artisans' badges may have changed: their public profile and page are stale, here and elsewhere.
        if (result.changed.length > 0) await fastify.forgetPublic({ reactiviteOf: result.changed });
        // Each run then mails the follow-ups due (their own failure is logged and retried next run).
        await followUps();
        // Last, on disk: the claims' letters whose code no longer works.
        const lettres = await deleteLettersOlderThan(
          fastify.config.dataDir,
          REVENDICATION_LIMITS.letterDays * 24 * 60 * 60_000,
        );
        // The rows first: a file whose row is gone is never served; a failed delete is logged, not retried.
        const documents = await fastify.revendicationRepository.sweepDocuments(
          REVENDICATION_LIMITS.documentsKeptDays,
        );
        const privateDocuments = createPrivateDocuments(fastify.config.dataDir);
        await Promise.allSettled(documents.map((key) => privateDocuments.delete(key)));
        if (documents.length > 0) {
          fastify.log.info(
            { documents: documents.length },
            `balayage de conservation : documents de revendication supprimés ${REVENDICATION_LIMITS.documentsKeptDays} jours après la décision`,
          );
        }
        if (lettres > 0) {
          fastify.log.info(
            { lettres },
            `balayage de conservation : courriers de revendication de plus de ${REVENDICATION_LIMITS.letterDays} jours supprimés`,
          );
        }
        return result;
      },
    );
    fastify.decorate('retentionSweep', sweep);
  },
  {
    name: 'retention-sweep',
    dependencies: ['demande-repository', 'revendication-repository', 'http-cache', 'message-outbox'],
  },
);
