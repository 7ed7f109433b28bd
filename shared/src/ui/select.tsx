// Select: a labelled native select with hint, error and an optional placeholder option.
import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { Field, controlClassNames, useLabelledControl, type FieldLookProps } from './field';
import { IconChevronDown } from './icons';
import styles from './select.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'>, FieldLookProps {
  /** The options; `children` (option elements) may be given instead. */
  options?: SelectOption[];
  /** A first option with an empty value, e.g. 'Sélectionner un artisan'. */
  placeholder?: string;
}

export function Select(props: SelectProps) {
  const { field, control, invalid, rest } = useLabelledControl(props);
  const { options, placeholder, multiple, className, children, ...attributes } = rest;
  return (
    <Field {...field}>
      <div className={cx(styles.wrap, multiple && styles.multiple)}>
        <select
          {...control}
          multiple={multiple}
          className={cx(
            controlClassNames.control,
            styles.select,
            invalid && controlClassNames.invalid,
            className,
          )}
          {...attributes}
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
