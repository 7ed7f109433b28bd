// Checkbox (one labelled box with hint and error) and CheckboxGroup (a fieldset of boxes for a list of values).
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { FieldError, useFieldIds } from './field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  containerClassName,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error, extra: ariaDescribedBy });
  return (
    <div className={cx(styles.field, containerClassName)}>
      <div className={styles.row}>
        <input
          id={ids.inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.box, className)}
          {...rest}
        />
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export interface CheckboxGroupOption<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string | number> {
  legend: ReactNode;
  options: CheckboxGroupOption<T>[];
  /** The checked values. */
  value: T[];
  onChange: (value: T[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name given to every box. */
  name?: string;
  /** Lays the boxes out in responsive columns instead of one list. */
  columns?: boolean;
  className?: string;
}

export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  name,
  columns = false,
  className,
}: CheckboxGroupProps<T>) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;

  function toggle(option: T, checked: boolean) {
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  }

  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ul role="list" className={cx(styles.options, columns && styles.columns)}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          return (
            <li key={option.value} className={styles.row}>
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={styles.box}
              />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
