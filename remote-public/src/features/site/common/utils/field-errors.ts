// Turns a failed validation (zod issues, or the API's field errors) into one French message per form field.
import { ApiRequestError } from '@annuaire/shared/client/http';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/** The first message of each field among `fields`; issues about other paths are ignored. */
export function fieldErrorsFrom<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path.split('.')[0] : String(issue.path[0] ?? '');
    const field = fields.find((candidate) => candidate === key);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The field errors a 400 answer of the API carried, if any. */
export function apiFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  return error instanceof ApiRequestError ? fieldErrorsFrom(error.fieldErrors, fields) : {};
}

/** The first field of `order` that has an error, to move the focus there. */
export function firstInvalid<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
): Field | undefined {
  return order.find((field) => errors[field]);
}

/** The API's French message for a failed call (unreachable server, too many attempts...), else `fallback`. */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** Moves the focus to the form control named `name` (the first field in error). */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
