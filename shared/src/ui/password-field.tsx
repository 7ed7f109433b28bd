// PasswordField: a labelled password input with a show/hide toggle button (aria-pressed, French labels).
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useFieldIds } from './field';
import { IconEye, IconEyeOff } from './icons';
import styles from './password-field.module.css';

export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export function PasswordField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  id,
  required,
  className,
  autoComplete = 'current-password',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds(id, { hint, error, extra: ariaDescribedBy });
  const [visible, setVisible] = useState(false);

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      <div className={styles.wrap}>
        <input
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(
            controlClassNames.control,
            styles.input,
            error && controlClassNames.invalid,
            className,
          )}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          aria-label={visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
          title={visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <IconEyeOff /> : <IconEye />}
        </button>
      </div>
    </Field>
  );
}
