// What ties the site's forms to their contract form (@annuaire/shared/forms/use-contract-form): the props of a
// text control, the honeypot left out when empty, and the length limits read from the contract's schemas.
import type { ChangeEvent } from 'react';
import type { ContractForm } from '@annuaire/shared/forms/use-contract-form';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The props of the control of `field`: its name (the focus goes there when it is the first in error), its value,
 * its French error and the change that sets the value (and clears the error); `onEdit` runs after each change.
 */
export function bindField<Values extends Record<Field, string>, Field extends Extract<keyof Values, string>>(
  form: ContractForm<Values>,
  field: Field,
  onEdit?: () => void,
) {
  return {
    name: field,
    value: form.values[field],
    error: form.errors[field],
    onChange(event: ChangeEvent<TextControl>) {
      form.setValue(field, event.target.value as Values[Field]);
      onEdit?.();
    },
  };
}

/** The values as the contract checks them: the honeypot `website`, which people leave empty, only when filled in. */
export function withHoneypot<Values extends { website: string }>(
  values: Values,
): Omit<Values, 'website'> & { website?: string } {
  return { ...values, website: values.website || undefined };
}

/** The longest text a string schema of the contract accepts, for a control's maxLength. */
export function maxLengthOf(schema: { readonly maxLength: number | null }): number | undefined {
  return schema.maxLength ?? undefined;
}
