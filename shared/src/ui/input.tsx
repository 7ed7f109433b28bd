// TextField and TextArea: labelled text controls with hint, error (aria-invalid, aria-describedby) and required marker.
import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useFieldIds } from './field';
import styles from './input.module.css';

interface FieldLookProps {
  label: ReactNode;
  /** Help shown under the label and announced with the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Keeps the label for assistive technologies only. */
  hideLabel?: boolean;
  /** Class of the wrapping field (the control takes `className`). */
  containerClassName?: string;
}

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, FieldLookProps {
  /** Content inside the control's start, such as a search icon (decorative). */
  leadingIcon?: ReactNode;
}

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  leadingIcon,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error, extra: ariaDescribedBy });
  const input = (
    <input
      id={ids.inputId}
      type={type}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      className={cx(
        controlClassNames.control,
        error && controlClassNames.invalid,
        leadingIcon && styles.withIcon,
        className,
      )}
      {...rest}
    />
  );
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
      {leadingIcon ? (
        <div className={styles.iconWrap}>
          <span className={styles.icon}>{leadingIcon}</span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldLookProps {
  /** Shows 'n / maxLength' under the control (needs `maxLength`). */
  showCount?: boolean;
}

export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  showCount = false,
  id,
  required,
  rows = 5,
  className,
  value,
  defaultValue,
  maxLength,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error, extra: ariaDescribedBy });
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

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
      <textarea
        id={ids.inputId}
        rows={rows}
        required={required}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(
          controlClassNames.control,
          styles.textarea,
          error && controlClassNames.invalid,
          className,
        )}
        {...rest}
      />
      {showCount && maxLength !== undefined ? (
        <p className={cx(styles.count, length >= maxLength && styles.countFull)}>
          {length} / {maxLength}
        </p>
      ) : null}
    </Field>
  );
}
