// Field: the label, hint and error frame shared by every form control, and the ids that tie them together.
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import { IconAlert } from './icons';
import styles from './field.module.css';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for the control's aria-describedby (hint, error, then any extra ids), or undefined. */
  describedBy: string | undefined;
}

/** Ids for a control, its hint and its error; pass the control's own `id` when it has one. */
export function useFieldIds(
  id: string | undefined,
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string | undefined },
): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Adds the visual required marker; the control itself carries `required`. */
  required?: boolean;
  /** Keeps the label for assistive technologies only (for a search box with a visible placeholder, say). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ ids, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label
        htmlFor={ids.inputId}
        className={cx(styles.label, required && styles.required, hideLabel && 'visually-hidden')}
      >
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** The error line under a control (also used by checkbox groups). */
export function FieldError({ id, error }: { id: string | undefined; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <IconAlert size="1.1em" className={styles.errorIcon} />
      <span>{error}</span>
    </p>
  );
}

/** What every labelled control takes besides its own attributes. */
export interface FieldLookProps {
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

interface LabelledControlInput extends FieldLookProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * A control's frame and its ties to it: `field` for <Field> (label, hint, error, required marker) and `control` for
 * the control itself (id, required, aria-invalid, aria-describedby), so that every control announces the same way.
 */
export function useLabelledControl<Props extends LabelledControlInput>(props: Props) {
  const {
    label,
    hint,
    error,
    hideLabel,
    containerClassName,
    id,
    required,
    'aria-describedby': extra,
    ...rest
  } = props;
  const ids = useFieldIds(id, { hint, error, extra });
  return {
    ids,
    invalid: Boolean(error),
    /** The props that are the control's own (type, value, onChange, className...). */
    rest: rest as Omit<Props, keyof LabelledControlInput>,
    field: { ids, label, hint, error, required, hideLabel, className: containerClassName },
    control: {
      id: ids.inputId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
  };
}

/** Class names for a text-like control (input, textarea, select), exported for custom controls. */
export const controlClassNames = {
  control: styles.control,
  invalid: styles.invalid,
} as const;
