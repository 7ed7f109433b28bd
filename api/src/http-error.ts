// An error that carries its HTTP status and a French message meant for the client. Routes and plugins throw
// it; the error handler (plugins/errors.ts) answers { message } with that status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries with it (Retry-After on a 429 or a 503). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A dependency the request cannot do without failed (the shared rate-limit counters, say): answered like a lost
 * database connection, 503 with Retry-After and the French « momentanément indisponible » message, never a 500.
 */
export class ServiceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceUnavailableError';
  }
}
