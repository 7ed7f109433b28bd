// Retention sweep (issue 19, privacy page): deletes the requests relayed to artisans, and the contact and join
// messages, DEMANDE_LIMITS.retentionMonths months after they were sent, and recomputes the responsiveness figures of
// the artisans concerned, including every artisan with unhandled requests (their age grows: the median does too).
// Runs when the app is ready, then every 24 hours (timer unref'd, cleared on close); idempotent, so that every
// instance sharing a database may run it (the repository serializes them). `fastify.retentionSweep()` runs it now.
import fp from 'fastify-plugin';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande';
import type { RetentionSweep } from '../repositories/demande';

export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the sweep now (or joins the one under way); never rejects: a failure is logged and null returned. */
    retentionSweep(): Promise<RetentionSweep | null>;
  }
}

export interface RetentionSweepOptions {
  intervalMs?: number;
}

export default fp<RetentionSweepOptions>(
  async (fastify, options) => {
    const intervalMs = options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS;
    let running: Promise<RetentionSweep | null> | null = null;

    const sweep = (): Promise<RetentionSweep | null> =>
      (running ??= (async () => {
        try {
          const result = await fastify.demandeRepository.sweep(DEMANDE_LIMITS.retentionMonths);
          fastify.log.info(
            {
              demandes: result.demandes,
              messages: result.messages,
              invitations: result.invitations,
              artisans: result.changed.length,
            },
            `balayage de conservation : demandes, messages et invitations à laisser un avis de plus de ${DEMANDE_LIMITS.retentionMonths} mois supprimés, réactivité recalculée`,
          );
          // The artisans' badges may have changed: their public profile and page are stale, here and elsewhere.
          if (result.changed.length > 0) await fastify.forgetPublic({ reactiviteOf: result.changed });
          return result;
        } catch (error) {
          fastify.log.error(
            { err: error },
            'balayage de conservation en échec : nouvel essai au prochain passage',
          );
          return null;
        } finally {
          running = null;
        }
      })());

    fastify.decorate('retentionSweep', sweep);

    let timer: NodeJS.Timeout | null = null;
    fastify.addHook('onReady', async () => {
      // Not awaited: a large sweep must not delay the start; the instance serves meanwhile.
      void sweep();
      timer = setInterval(() => void sweep(), intervalMs);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      // The database closes after this hook: let a sweep under way finish first.
      await running;
    });
  },
  { name: 'retention-sweep', dependencies: ['demande-repository', 'http-cache'] },
);
