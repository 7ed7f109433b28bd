// The daily digests' timer (plugins/recapitulatif-sweep.ts): a run when the app is ready, then on its interval at
// the current moment, stopped on close; the digests stored are handed to the outbox at once; a failure is logged,
// never thrown. What a run stores and mails is tested in the app by routes/demande-alertes.test.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import recapitulatifSweep from '../../src/plugins/recapitulatif-sweep';
import type { DemandeAlertesRepository, RecapitulatifRun } from '../../src/repositories/demande-alertes';

const DIGEST = {
  id: 5,
  kind: 'RECAPITULATIF' as const,
  payload: { artisanId: 3, demandeIds: [8, 9], depuis: null },
  attempts: 0,
};

async function build(sweep: jest.Mock, deliver: jest.Mock, intervalMs = 40): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (f) => {
        f.decorate('demandeAlertesRepository', { sweep } as unknown as DemandeAlertesRepository);
      },
      { name: 'demande-alertes-repository' },
    ),
  );
  await app.register(
    fp(
      async (f) => {
        f.decorate('messageOutbox', { deliver } as never);
      },
      { name: 'message-outbox' },
    ),
  );
  await app.register(recapitulatifSweep, { intervalMs });
  return app;
}

describe('daily digest timer', () => {
  it('sweeps once ready, then on its interval, mails what it stored, and stops on close', async () => {
    const sweep = jest.fn(async (): Promise<RecapitulatifRun> => ({ messages: [DIGEST], demandes: 2 }));
    const deliver = jest.fn(async () => {});
    const app = await build(sweep, deliver);
    const before = Date.now();
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [now] = sweep.mock.calls[0] as unknown as [Date];
    expect(now.getTime()).toBeGreaterThanOrEqual(before);
    expect(deliver).toHaveBeenCalledWith([DIGEST]);
    await new Promise((resolve) => setTimeout(resolve, 130));
    const calls = sweep.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sweep.mock.calls.length).toBe(calls);
  });

  it('runs at the moment given, mails nothing when nothing is due, and answers null after a logged failure', async () => {
    const sweep = jest
      .fn()
      .mockResolvedValueOnce({ messages: [], demandes: 0 })
      .mockResolvedValueOnce({ messages: [], demandes: 0 })
      .mockRejectedValueOnce(new Error('base injoignable'));
    const deliver = jest.fn(async () => {});
    const app = await build(sweep, deliver, 3_600_000);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const at = new Date('2026-11-28T06:00:00Z');
    await expect(app.recapitulatifSweep(at)).resolves.toEqual({ recapitulatifs: 0, demandes: 0 });
    expect(sweep).toHaveBeenLastCalledWith(at, expect.any(Number));
    expect(deliver).not.toHaveBeenCalled();
    await expect(app.recapitulatifSweep(at)).resolves.toBeNull();
    await app.close();
  });
});
