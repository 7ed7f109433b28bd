// Request log: one line per request worth reading in production, instead of Fastify's two lines per request (which
// cost a third of the API's throughput at info, bench:api). A server error (5xx) is logged at error, a slow request
// (at least slowRequestMs) at warn, a client error (4xx) at debug: refused input is the client's doing, rate limits
// and 404s from crawlers would otherwise fill the log. Each line carries method, URL, status, duration and the
// request id (reqId, added by Fastify's child logger) so that it can be matched with the error logged by the handler.
import fp from 'fastify-plugin';

export interface RequestLogOptions {
  /** Duration from which a request is logged whatever its status, in milliseconds. */
  slowRequestMs: number;
}

export default fp<RequestLogOptions>(
  async (app, options) => {
    // Named, so that the routes' hook listings (printRoutes) tell it from a plugin's per-request hooks.
    app.addHook('onResponse', async function requestLog(request, reply) {
      const status = reply.statusCode;
      const durationMs = Math.round(reply.elapsedTime * 10) / 10;
      const slow = durationMs >= options.slowRequestMs;
      if (status < 400 && !slow) return;
      const line = { method: request.method, url: request.url, status, durationMs };
      if (status >= 500) request.log.error(line, 'requête en erreur');
      else if (slow) request.log.warn(line, 'requête lente');
      else request.log.debug(line, 'requête refusée');
    });
  },
  { name: 'request-log' },
);
