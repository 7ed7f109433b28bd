// The contract's honeypot: a field hidden from people and assistive technologies, filled in by spam bots, whose
// messages the API then drops without telling them. `website` in the contact and join forms, `site` in the
// requests to artisans (features/demande).
import styles from './honeypot-field.module.css';

interface HoneypotFieldProps {
  value: string;
  onChange(value: string): void;
  /** The field's name in the contract (default `website`). */
  name?: 'website' | 'site';
}

export function HoneypotField({ value, onChange, name = 'website' }: HoneypotFieldProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Site web (ne pas remplir)
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
