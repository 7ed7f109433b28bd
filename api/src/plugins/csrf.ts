// CSRF plugin: a state-changing request (POST, PUT, PATCH, DELETE) whose Origin header, or Referer without Origin,
// names another site gets 403, whatever its path: deciding on the raw URL while the router decodes it let
// `PUT /%61pi/user/1` through. Requests with neither header (curl, server to server) pass: the session cookie is
// SameSite, and a browser always sends Origin on a cross-site write.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

export const CSRF_MESSAGE = 'Requête refusée : origine non autorisée.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a request declares: Origin, else the origin of Referer; null without either header. */
function declaredOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin.trim();
  const referer = request.headers.referer;
  if (referer === undefined) return null;
  try {
    return new URL(referer).origin;
  } catch {
    // An unreadable Referer cannot prove the request comes from this site.
    return 'null';
  }
}

export default fp(
  async (fastify) => {
    const publicOrigin = new URL(fastify.config.publicUrl).origin;

    const isAllowed = (origin: string, request: FastifyRequest): boolean => {
      if (origin === publicOrigin) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      // The site the browser is on is the Host it sent: this covers a PUBLIC_URL left at its default and the dev
      // servers, which proxy /api without rewriting Host. The scheme is not compared because behind a TLS proxy
      // the API sees plain HTTP.
      const host = request.headers.host;
      return host !== undefined && url.host === host.toLowerCase();
    };

    // A callback hook: reads (most requests) pass without a promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method)) {
        done();
        return;
      }
      const origin = declaredOrigin(request);
      if (origin === null || isAllowed(origin, request)) {
        done();
        return;
      }
      request.log.warn({ origin, method: request.method, url: request.url }, 'requête inter-sites refusée');
      done(new HttpError(403, CSRF_MESSAGE));
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
