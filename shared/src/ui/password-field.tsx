// PasswordField: a labelled password input with a show/hide toggle button (aria-pressed, French labels).
import { useState, type ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useLabelledControl, type FieldLookProps } from './field';
import { IconEye, IconEyeOff } from './icons';
import styles from './password-field.module.css';

export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldLookProps {}

export function PasswordField(props: PasswordFieldProps) {
  const { ids, field, control, invalid, rest } = useLabelledControl(props);
  const { className, autoComplete = 'current-password', ...attributes } = rest;
  const [visible, setVisible] = useState(false);

  return (
    <Field {...field}>
      <div className={styles.wrap}>
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={cx(
            controlClassNames.control,
            styles.input,
            invalid && controlClassNames.invalid,
            className,
          )}
          {...attributes}
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
