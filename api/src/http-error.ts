// An error that carries its HTTP status and a French message meant for the client. Routes and plugins throw
// it; the error handler (plugins/errors.ts) answers { message } with that status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
