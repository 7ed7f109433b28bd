// Field errors of a form, from the contract's zod issues or from the API's 400 answer, so that a form shows the
// same French message next to the same field whichever side refused. The one mapper of the shell and the remotes.
import { ApiRequestError, toApiError } from '../client/http';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/** "body.adresse.codePostal", "/adresse/codePostal" or ["adresse", "codePostal"] → "adresse.codePostal". */
export function issuePath(path: Issue['path']): string {
  const dotted = typeof path === 'string' ? path : path.map(String).join('.');
  return dotted
    .replace(/^body(\.|$)/, '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
}

/**
 * The field an issue's path belongs to: with `fields`, the first field the path is, starts with or ends with
 * ("adresse.codePostal" belongs to "adresse" or to "codePostal", whichever the form lists); without, the path.
 */
function fieldOf<Field extends string>(
  path: string,
  fields: readonly Field[] | undefined,
): Field | undefined {
  if (!fields) return path as Field;
  return fields.find((field) => path === field || path.startsWith(`${field}.`) || path.endsWith(`.${field}`));
}

/** The first message of each field; issues about a path no field of `fields` holds are left out. */
export function fieldErrorsFrom<Field extends string>(
  issues: readonly Issue[],
  fields?: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = fieldOf(issuePath(issue.path), fields);
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The field errors a failed call carried (the API's 400 answer), or none. */
export function apiFieldErrors<Field extends string>(
  error: unknown,
  fields?: readonly Field[],
): FieldErrors<Field> {
  return error instanceof ApiRequestError ? fieldErrorsFrom(error.fieldErrors, fields) : {};
}

/** The API's French message for a failed call (unreachable server, too many attempts...), else `fallback`. */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** The first field of `order` that has an error. */
export function firstInvalid<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Moves the focus to the control named `name` in `form` (the first field in error). */
export function focusField(form: HTMLFormElement | null | undefined, name: string | undefined): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  const element =
    typeof RadioNodeList !== 'undefined' && control instanceof RadioNodeList ? control[0] : control;
  if (element instanceof HTMLElement) element.focus();
}

/** The French message of whatever a call threw (the API's own message when it gave one). */
export function errorMessage(error: unknown): string {
  return toApiError(error).message;
}

/** The HTTP status of a failed call, or null (unreachable server, a bug). */
export function errorStatus(error: unknown): number | null {
  return toApiError(error).status;
}
