// TextField and TextArea: labelled text controls with hint, error (aria-invalid, aria-describedby) and required marker.
import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useLabelledControl, type FieldLookProps } from './field';
import styles from './input.module.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, FieldLookProps {
  /** Content inside the control's start, such as a search icon (decorative). */
  leadingIcon?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const { field, control, invalid, rest } = useLabelledControl(props);
  const { leadingIcon, type = 'text', className, ...attributes } = rest;
  const input = (
    <input
      {...control}
      type={type}
      className={cx(
        controlClassNames.control,
        invalid && controlClassNames.invalid,
        leadingIcon && styles.withIcon,
        className,
      )}
      {...attributes}
    />
  );
  return (
    <Field {...field}>
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

export function TextArea(props: TextAreaProps) {
  const { field, control, invalid, rest } = useLabelledControl(props);
  const {
    showCount = false,
    rows = 5,
    className,
    value,
    defaultValue,
    maxLength,
    onChange,
    ...attributes
  } = rest;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field {...field}>
      <textarea
        {...control}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={handleChange}
        className={cx(
          controlClassNames.control,
          styles.textarea,
          invalid && controlClassNames.invalid,
          className,
        )}
        {...attributes}
      />
      {showCount && maxLength !== undefined ? (
        <p className={cx(styles.count, length >= maxLength && styles.countFull)}>
          {length} / {maxLength}
        </p>
      ) : null}
    </Field>
  );
}
