// Field errors of a form, keyed by field path ("adresse.codePostal"), from the contract's zod result or from the
// API's 400 answer, so that the form shows the same French messages whichever side refused.
import type { z } from 'zod';
import { ApiRequestError } from '@annuaire/shared/client/http';

export type FieldErrors = Record<string, string>;

/** The first message of each field. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The API's field errors (its paths may start with "body."), or none. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const { path, message } of error.fieldErrors) {
    errors[
      path
        .replace(/^body\.?/, '')
        .replace(/^\//, '')
        .replace(/\//g, '.')
    ] ??= message;
  }
  return errors;
}
