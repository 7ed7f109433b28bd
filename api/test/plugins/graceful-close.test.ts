// The graceful close: requests in flight when app.close() begins are answered, then their keep-alive connections
// are dropped, so that close() (SIGTERM) ends in about the time of the slowest request, not the keep-alive timeout.
import http from 'node:http';
import { Readable } from 'node:stream';
import { createTestApp, type TestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** GET on a keep-alive agent; `onHeaders` is told when the answer's headers arrive. */
function get(agent: http.Agent, url: string, onHeaders: () => void = () => {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        onHeaders();
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('graceful close', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({
      data: 'none',
      extend: (app) => {
        // Headers first, the end of the body 300 ms later: a large list being compressed.
        app.get('/api/test/flux', async (_request, reply) => {
          const body = new Readable({ read() {} });
          body.push('début ');
          setTimeout(() => {
            body.push('fin');
            body.push(null);
          }, 300);
          return reply.type('text/plain').send(body);
        });
        // Nothing sent for 300 ms: an upload being re-encoded.
        app.get('/api/test/lent', async () => {
          await sleep(300);
          return { fini: true };
        });
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = address;
  });
  afterAll(() => ctx?.close());

  it('answers the requests in flight and closes without waiting for the keep-alive timeout', async () => {
    const agent = new http.Agent({ keepAlive: true });
    let streaming!: () => void;
    const headersSent = new Promise<void>((resolve) => (streaming = resolve));
    const stream = get(agent, `${base}/api/test/flux`, streaming);
    const slow = get(agent, `${base}/api/test/lent`);
    await headersSent;
    await sleep(50);

    const started = Date.now();
    await ctx.app.close();
    const closeMs = Date.now() - started;

    expect(await stream).toEqual({ status: 200, connection: 'keep-alive', body: 'début fin' });
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(200);
    expect(slowAnswer.connection).toBe('close');
    // Without the plugin close() waits for the keep-alive timeout (72 s) of the streamed answer's connection.
    expect(closeMs).toBeLessThan(3000);
    agent.destroy();
  });
});
