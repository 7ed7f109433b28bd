// The contract's `website` trap: hidden from people and assistive technologies, filled in by spam bots, whose
// messages the API then drops without telling them.
import styles from './honeypot-field.module.css';

interface HoneypotFieldProps {
  value: string;
  onChange(value: string): void;
}

export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Site web (ne pas remplir)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
