// « Note » of the review form (avis-form.tsx): five radio buttons drawn as stars, in a fieldset whose legend names
// them; each is labelled « 1 étoile » … « 5 étoiles » for assistive technologies, and the arrow keys move between
// them as between any radios. The error is announced with the group and the focus goes to the first star.
import { useId } from 'react';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { cx } from '@annuaire/shared/ui/class-names';
import { FieldError } from '@annuaire/shared/ui/field';
import styles from './star-choice.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const CHOICES = Array.from(
  { length: LIMITS.starsMax - LIMITS.starsMin + 1 },
  (_, index) => LIMITS.starsMin + index,
);

/** « 1 étoile », « 4 étoiles ». */
export function starsLabel(count: number): string {
  return `${count} étoile${count > 1 ? 's' : ''}`;
}

export interface StarChoiceProps {
  legend: string;
  /** The radios' name (the focus goes there when the note is the first field in error). */
  name: string;
  value: number | null;
  onChange(value: number): void;
  error?: string;
  required?: boolean;
}

export function StarChoice({ legend, name, value, onChange, error, required = false }: StarChoiceProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.group} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className={cx(styles.legend, required && styles.required)}>{legend}</legend>
      <div className={styles.stars}>
        {CHOICES.map((count) => (
          <label key={count} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              required={required}
              className={cx(styles.radio, 'visually-hidden')}
            />
            <svg
              viewBox="0 0 24 24"
              className={styles.icon}
              data-filled={value !== null && count <= value ? 'true' : undefined}
              aria-hidden="true"
              focusable="false"
            >
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{starsLabel(count)}</span>
          </label>
        ))}
        {/* The choice in words beside the stars, for sighted readers: the radios already say it. */}
        <span className={styles.value} aria-hidden="true">
          {value !== null ? `${starsLabel(value)} sur ${LIMITS.starsMax}` : ''}
        </span>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
