// The picture of what has none (an artisan without a main image, a trade without its image): its first letter on
// the brand's gradient, hidden from screen readers since the name is written beside it.
import styles from './initial-placeholder.module.css';

export function InitialPlaceholder({ name }: { name: string }) {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      {name.charAt(0)}
    </div>
  );
}
