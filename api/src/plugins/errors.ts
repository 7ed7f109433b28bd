// Error plugin: one error handler and one not-found handler for the whole server. Every error becomes a French
// { message } (plus `errors` for validation failures) with a 4xx status for bad input; stack traces are
// logged, never sent. A lost database connection is a 503 with Retry-After, not a 500. Other GETs outside the API
// are pages of the site, handed to the page plugin (ssr/page-render.ts).
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@annuaire/shared/contract/common';
import { findInErrorChain } from '../db/pg-errors';
import { HttpError, ServiceUnavailableError } from '../http-error';

/** Fastify's own 4xx errors, in French. */
const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Le corps de la requête JSON est vide.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Type de contenu non pris en charge.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Le corps de la requête est trop volumineux.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.badRequest },
};

/** Messages by status for other client errors (rate limit, JWT, …) that carry an English text. */
const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Méthode non autorisée.',
  413: 'Le corps de la requête est trop volumineux.',
  415: 'Type de contenu non pris en charge.',
  429: MESSAGES.tooManyRequests,
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, réessayez dans quelques instants.';

/** Seconds a client is told to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Connection failures, not query failures: node's socket errors, and PostgreSQL's class 08 (connection exception),
 * 57P01-57P03 (server shutting down, crashed or starting) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What node-postgres throws, without a code, when a connection dies under a query or cannot be opened in time. */
const UNAVAILABLE_MESSAGES =
  /^(?:Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed)/;

/**
 * Whether `error` says the database cannot be reached. drizzle wraps the driver's error (`cause`), and a
 * connection to a name with several addresses fails with an AggregateError (`errors`), so both are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const found = findInErrorChain(
    error,
    (current) => {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
      if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
      return undefined;
    },
    { aggregates: true },
  );
  return found === true;
}

function validationBody(issues: { instancePath: string; message?: string }[]): ApiError {
  const errors = issues.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? MESSAGES.badRequest,
  }));
  const first = errors[0]!;
  // The contract's messages are full sentences; zod's built-in ones ("Entrée invalide : …") name no field.
  const message =
    /[.!?]$/.test(first.message) || !first.path ? first.message : `${first.path} : ${first.message}.`;
  return { message, errors };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(validationBody(error.validation));
      }
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.code(error.statusCode).send({ message: error.message });
      }
      const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
      if (known) return reply.code(known.status).send({ message: known.message });
      if (error.validation) {
        return reply.code(400).send(validationBody(error.validation));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? MESSAGES.badRequest });
      }
      if (isDatabaseUnavailable(error) || error instanceof ServiceUnavailableError) {
        // Logged once per request at warn: an outage is an operations matter, not a bug to trace.
        request.log.warn({ err: error }, 'base de données injoignable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, issues: error.cause.issues }, 'réponse non conforme au contrat');
      } else {
        request.log.error({ err: error }, 'erreur interne');
      }
      return reply.code(500).send({ message: MESSAGES.serverError });
    });

    fastify.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      // Any other path is a page of the site, whatever the Accept header (link previewers send */*): the page
      // plugin answers it, a 404 page included (ssr/page-render.ts).
      const pathname = url.split('?')[0]!;
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        // A missing file (/static/x.js, /x.png) is not a page: no page path has an extension.
        !/\.[a-z0-9]+$/i.test(pathname) &&
        !url.startsWith('/uploads/') &&
        !url.startsWith('/remotes/');
      if (isPage && fastify.hasDecorator('servePage')) return fastify.servePage(request, reply);
      return reply.code(404).send({ message: MESSAGES.notFound });
    });
  },
  { name: 'errors' },
);
