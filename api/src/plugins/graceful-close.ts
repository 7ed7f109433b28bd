// Graceful-close plugin: lets app.close() (SIGTERM in main.ts) finish as soon as the requests in flight are answered.
// Node's server.close() only drops the keep-alive connections idle at that instant; one whose answer was still being
// sent (a large compressed list, an upload being re-encoded) would stay open until its client or the keep-alive
// timeout (72 s) drops it, and main.ts's 10 s guard would kill the process with exit code 1.
import fp from 'fastify-plugin';

/** How often, while closing, connections that have become idle are dropped. */
const IDLE_SWEEP_MS = 100;

export default fp(
  async (fastify) => {
    let closing = false;
    fastify.addHook('preClose', async () => {
      closing = true;
      const server = fastify.server;
      if (!server.listening) return;
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      server.once('close', () => clearInterval(sweep));
    });
    // Answers whose headers are not sent yet tell the client to drop the connection, so that it does not send its
    // next request on a socket about to close. A callback hook: no promise on every answer.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
