// AdminList: the rows of a back-office list (a label block and its buttons), with its loading, error and empty
// states, so every list screen announces them the same way.
import type { ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import styles from './admin-list.module.css';

export interface AdminListProps<T> {
  /** Accessible name of the list, e.g. 'Artisans'. */
  label: string;
  items: readonly T[] | null;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  loadingText: string;
  /** The message when there is nothing to show. */
  emptyText: string;
  getKey(item: T): string | number;
  renderMain(item: T): ReactNode;
  renderActions(item: T): ReactNode;
}

export function AdminList<T>({
  label,
  items,
  loading,
  error,
  onRetry,
  loadingText,
  emptyText,
  getKey,
  renderMain,
  renderActions,
}: AdminListProps<T>) {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        ) : null}
      </div>
    );
  }
  if (items === null) return <LoadingText block>{loadingText}</LoadingText>;
  if (items.length === 0) return <EmptyState compact title={emptyText} headingLevel={2} />;
  return (
    <ul className={styles.list} aria-label={label} aria-busy={loading || undefined}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.row}>
          <div className={styles.main}>{renderMain(item)}</div>
          <div className={styles.actions}>{renderActions(item)}</div>
        </li>
      ))}
    </ul>
  );
}
