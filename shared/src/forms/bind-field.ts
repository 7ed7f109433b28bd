// The props that bind a text control (TextField, TextArea, Select) to one value of a contract form: its name (the
// focus goes there when it is the first field in error), its value, its French error and the change that sets the
// value and clears that error. And the longest text a string schema of the contract accepts, for its maxLength.
import type { ChangeEvent } from 'react';
import type { ContractForm } from './use-contract-form';

type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/** `onEdit` runs after each change (a form that hides its last confirmation as soon as the user types). */
export function bindField<Values extends object, Key extends TextKey<Values>>(
  form: ContractForm<Values>,
  name: Key,
  onEdit?: () => void,
) {
  return {
    name,
    value: form.values[name] as string,
    error: (form.errors as Partial<Record<string, string>>)[name],
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
      form.setValue(name, event.target.value as Values[Key]);
      onEdit?.();
    },
  };
}

/** The longest text a string schema of the contract accepts, for a control's maxLength (none when unbounded). */
export function maxLengthOf(schema: { readonly maxLength: number | null }): number | undefined {
  return schema.maxLength ?? undefined;
}
