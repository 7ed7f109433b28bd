// A sweep each instance runs when the app is ready, then every `intervalMs` (timer unref'd, cleared on close, a sweep
// under way awaited before the database closes): the retention sweep and the daily digests of new requests. A call
// while one runs joins it; a failure is logged with `failure` and resolves null (the next run tries again). The
// sweeps are idempotent, so that every instance sharing a database may run them.
import type { FastifyInstance } from 'fastify';

export function periodicSweep<Args extends unknown[], Result>(
  fastify: FastifyInstance,
  options: { intervalMs: number; failure: string },
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result | null> {
  let running: Promise<Result | null> | null = null;
  const sweep = (...args: Args): Promise<Result | null> =>
    (running ??= (async () => {
      try {
        return await run(...args);
      } catch (error) {
        fastify.log.error({ err: error }, options.failure);
        return null;
      } finally {
        running = null;
      }
    })());

  let timer: NodeJS.Timeout | null = null;
  fastify.addHook('onReady', async () => {
    // Not awaited: a large sweep must not delay the start; the instance serves meanwhile.
    void sweep(...([] as unknown as Args));
    timer = setInterval(() => void sweep(...([] as unknown as Args)), options.intervalMs);
    timer.unref();
  });
  fastify.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    // The database closes after this hook: let a sweep under way finish first.
    await running;
  });
  return sweep;
}
