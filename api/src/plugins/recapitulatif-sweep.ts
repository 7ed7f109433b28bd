// The daily digests of new requests (contract/demande-alertes.ts): every RECAPITULATIF_LIMITS.sweepIntervalMinutes,
// stores a digest for each artisan with requests waiting and none sent yet this Paris day, then mails them through
// the outbox (a failed mail is retried like any other). Runs when the app is ready, then on a timer (unref'd,
// cleared on close); idempotent, so that every instance sharing a database may run it (the repository serializes
// them and records each digest with the requests it lists). `fastify.recapitulatifSweep(now?)` runs it now, at a
// given moment for the tests; POST /api/demandes/recapitulatifs lets an admin run it.
import fp from 'fastify-plugin';
import { RECAPITULATIF_LIMITS, type RecapitulatifSweep } from '@annuaire/shared/contract/demande-alertes';
import { CLAIM_LEASE_MS } from '../mail/message-outbox';
import { periodicSweep } from './periodic-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the sweep now (or joins the one under way); never rejects: a failure is logged and null returned. */
    recapitulatifSweep(now?: Date): Promise<RecapitulatifSweep | null>;
  }
}

export interface RecapitulatifSweepOptions {
  intervalMs?: number;
}

export default fp<RecapitulatifSweepOptions>(
  async (fastify, options) => {
    const intervalMs = options.intervalMs ?? RECAPITULATIF_LIMITS.sweepIntervalMinutes * 60_000;
    // Each instance's timer; `now` is the moment the tests choose (a Paris day), the current one otherwise.
    const sweep = periodicSweep(
      fastify,
      { intervalMs, failure: 'récapitulatifs quotidiens en échec : nouvel essai au prochain passage' },
      async (now: Date = new Date()): Promise<RecapitulatifSweep> => {
        const run = await fastify.demandeAlertesRepository.sweep(now, CLAIM_LEASE_MS);
        const result = { recapitulatifs: run.messages.length, demandes: run.demandes };
        if (result.recapitulatifs > 0) {
          fastify.log.info(result, 'récapitulatifs quotidiens des demandes enregistrés');
          // Stored with the requests they list: whatever the mail does now, each digest is sent or retried.
          await fastify.messageOutbox.deliver(run.messages);
        }
        return result;
      },
    );
    fastify.decorate('recapitulatifSweep', sweep);
  },
  { name: 'recapitulatif-sweep', dependencies: ['demande-alertes-repository', 'message-outbox'] },
);
