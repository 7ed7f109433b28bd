// The request log: Fastify's per-request lines are off; a slow request is logged at warn, a server error at error,
// a refused request at debug, each with method, URL, status, duration and request id; a fast success is not logged.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  durationMs?: number;
}

describe('request log', () => {
  let ctx: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      env: { LOG_LEVEL: 'debug', SLOW_REQUEST_MS: '1000' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
      extend: (app) => {
        // A fast answer: far below the 1 s threshold even on a loaded machine.
        app.get('/api/test/rapide', async () => ({ ok: true }));
        app.get('/api/test/lent', async () => {
          await sleep(1100);
          return { ok: true };
        });
        app.get('/api/test/panne', async () => {
          throw new Error('panne de test');
        });
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The lines logged about one URL while the app answers it. */
  async function linesOf(url: string): Promise<LogLine[]> {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url });
    return lines.filter((line) => line.url === url || line.msg.includes(url));
  }

  it('does not log a fast successful request, nor Fastify’s incoming/completed lines', async () => {
    await linesOf('/api/test/rapide');
    expect(lines.filter((line) => ['incoming request', 'request completed'].includes(line.msg))).toEqual([]);
    expect(lines.filter((line) => line.url === '/api/test/rapide')).toEqual([]);
  });

  it('logs a slow request at warn with method, URL, status, duration and request id', async () => {
    const logged = await linesOf('/api/test/lent');
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, msg: 'requête lente', method: 'GET', status: 200 }),
    ]);
    expect(logged[0]?.durationMs).toBeGreaterThanOrEqual(1000);
    expect(logged[0]?.reqId).toEqual(expect.any(String));
  });

  it('logs a server error at error', async () => {
    const logged = await linesOf('/api/test/panne');
    expect(logged).toEqual([
      expect.objectContaining({ level: 50, msg: 'requête en erreur', method: 'GET', status: 500 }),
    ]);
  });

  it('logs a refused request at debug only', async () => {
    const logged = await linesOf('/api/inconnue');
    expect(logged).toEqual([expect.objectContaining({ level: 20, msg: 'requête refusée', status: 404 })]);
  });
});
