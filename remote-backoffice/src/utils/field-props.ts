// The props that bind a text control (TextField, TextArea, Select) to one value of a contract form: its name (for
// the focus on the first field in error), its value, its change handler and its French error.
import type { ChangeEvent } from 'react';
import type { ContractForm } from '@annuaire/shared/forms/use-contract-form';

type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

export function fieldProps<Values extends object, Key extends TextKey<Values>>(
  form: ContractForm<Values>,
  name: Key,
) {
  return {
    name,
    value: form.values[name] as string,
    error: (form.errors as Partial<Record<string, string>>)[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.setValue(name, event.target.value as Values[Key]),
  };
}
