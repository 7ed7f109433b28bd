// The e-mail and telephone controls of the visitor's forms (contact, join, forgotten password, the requests to
// artisans of features/demande): the input type, autocomplete and keyboard that suit them; the e-mail's length limit
// is the contract's.
import { RequiredEmailSchema } from '@annuaire/shared/contract/common';
import { TextField, type TextFieldProps } from '@annuaire/shared/ui/input';
import { maxLengthOf } from '@annuaire/shared/forms/bind-field';

type FieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] };

const EMAIL_MAX = maxLengthOf(RequiredEmailSchema.in);

export function EmailField({ label = 'E-mail', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}

/** Its length limit is the one of the form's own schema (`maxLength`). */
export function PhoneField({ label = 'Téléphone', ...props }: FieldProps) {
  return <TextField label={label} type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}
