// The one form layer of the shell and the remotes: a form's values, checked with the contract's schema before
// anything is sent, its field errors (from zod or from the API's 400 answer, on the same fields), the error of the
// whole form, and its sending state. A failed send keeps what was typed; the focus goes to the first field in error.
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toApiError } from '../client/http';
import { useHydrated } from '../ssr/use-hydrated';
import { apiFieldErrors, fieldErrorsFrom, firstInvalid, focusField, type FieldErrors } from './field-errors';

export interface ContractFormOptions<Values extends object, Schema extends z.ZodType> {
  /** The contract's schema of what is sent. */
  schema: Schema;
  initialValues: Values;
  /** The form's fields in screen order: errors are kept for these, the focus goes to the first one in error. */
  fields: readonly Extract<keyof Values, string>[];
  /** What the schema checks, made from the values (default: the values as they are). */
  toInput?(values: Values): unknown;
  /** Sends the checked data; a rejection shows its field errors and message, and keeps the values. */
  submit(data: z.output<Schema>, values: Values): Promise<unknown>;
  /** After a successful send (the values are kept unless this resets them). */
  onSuccess?(result: unknown, data: z.output<Schema>): void;
  /** After a failed send, with the API's French message; the form error shows it unless this returns false. */
  onFailure?(message: string, error: unknown): boolean | void;
}

export interface ContractForm<Values extends object, Data = unknown> {
  values: Values;
  errors: FieldErrors<Extract<keyof Values, string>>;
  /** The error of the whole form (the API's message of the last failed send), null when none. */
  formError: string | null;
  sending: boolean;
  /**
   * False while the page rendered on the server is not yet hydrated: its submit button waits (disabled), so that
   * an early click neither is lost nor sends the browser's own submit, with what was typed in the address.
   */
  ready: boolean;
  /** Changes one value and clears that field's error and the form error. */
  setValue<Key extends keyof Values>(field: Key, value: Values[Key]): void;
  setErrors(errors: FieldErrors<Extract<keyof Values, string>>): void;
  setFormError(message: string | null): void;
  /** Back to `values` (default: the initial values), errors cleared. */
  reset(values?: Values): void;
  /** Checks then sends; give it to the form's onSubmit (it prevents the browser's own submit). */
  handleSubmit(event?: FormEvent<HTMLFormElement>): Promise<void>;
  /** Checks without sending: the data, or null with the errors shown and the focus moved. */
  validate(form?: HTMLFormElement | null): Data | null;
}

/** A form whose rules are the contract's schema and whose errors are French, next to their field. */
export function useContractForm<Values extends object, Schema extends z.ZodType>(
  options: ContractFormOptions<Values, Schema>,
): ContractForm<Values, z.output<Schema>> {
  type Field = Extract<keyof Values, string>;
  const { schema, initialValues, fields, toInput, submit, onSuccess, onFailure } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ready = useHydrated();
  // Read and written in event handlers only: a second submit while the first is under way does nothing.
  const sendingRef = useRef(false);

  function setValue<Key extends keyof Values>(field: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      current[field as unknown as Field] ? { ...current, [field]: undefined } : current,
    );
    setFormError(null);
  }

  function showErrors(found: FieldErrors<Field>, form: HTMLFormElement | null | undefined) {
    setErrors(found);
    focusField(form, firstInvalid(found, fields));
  }

  function validate(form?: HTMLFormElement | null): z.output<Schema> | null {
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(fieldErrorsFrom(parsed.error.issues, fields), form);
    return null;
  }

  async function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const form = event?.currentTarget;
    if (sendingRef.current) return;
    setFormError(null);
    const data = validate(form);
    if (data === null) return;
    sendingRef.current = true;
    setSending(true);
    let result: unknown;
    try {
      result = await submit(data, values);
    } catch (error) {
      sendingRef.current = false;
      setSending(false);
      const message = toApiError(error).message;
      showErrors(apiFieldErrors(error, fields), form);
      if (onFailure?.(message, error) !== false) setFormError(message);
      return;
    }
    sendingRef.current = false;
    setSending(false);
    onSuccess?.(result, data);
  }

  function reset(next?: Values) {
    setValues(next ?? initialValues);
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    errors,
    formError,
    sending,
    ready,
    setValue,
    setErrors,
    setFormError,
    reset,
    handleSubmit,
    validate,
  };
}
