// A load that failed (the trade page's artisans, the artisan page): its French message and « Réessayer ».
import { Button } from '@annuaire/shared/ui/button';
import styles from './alert.module.css';

export function RetryAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.retry}`}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
