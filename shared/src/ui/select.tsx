// Select: a labelled native select with hint, error and an optional placeholder option.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useFieldIds } from './field';
import { IconChevronDown } from './icons';
import styles from './select.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  /** The options; `children` (option elements) may be given instead. */
  options?: SelectOption[];
  /** A first option with an empty value, e.g. 'Sélectionner un artisan'. */
  placeholder?: string;
}

export function Select({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  options,
  placeholder,
  id,
  required,
  multiple,
  className,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, { hint, error, extra: ariaDescribedBy });
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
      <div className={cx(styles.wrap, multiple && styles.multiple)}>
        <select
          id={ids.inputId}
          required={required}
          multiple={multiple}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(
            controlClassNames.control,
            styles.select,
            error && controlClassNames.invalid,
            className,
          )}
          {...rest}
        >
          {placeholder !== undefined && !multiple ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        {multiple ? null : <IconChevronDown className={styles.chevron} />}
      </div>
    </Field>
  );
}
