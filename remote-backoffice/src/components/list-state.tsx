// ListState: what a back-office list shows before its rows: the load failure with 'Réessayer', the loading text, or
// the empty message; the rows once there are some. LoadError is the failure alone, for screens that load more.
import type { ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import type { ListQuery } from '../utils/list-query';
import styles from './list-state.module.css';

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

export interface ListStateProps {
  list: ListQuery<unknown>;
  /** Nothing to show once loaded. */
  empty: boolean;
  loadingText: string;
  emptyText: string;
  /** A line under the empty message: what would fill the list. */
  emptyDetail?: ReactNode;
  /** The empty message's heading level: 2 on a screen, 3 inside a dialog (whose title is the h2). */
  emptyHeadingLevel?: 2 | 3;
  children: ReactNode;
}

export function ListState({
  list,
  empty,
  loadingText,
  emptyText,
  emptyDetail,
  emptyHeadingLevel = 2,
  children,
}: ListStateProps) {
  if (list.error) return <LoadError message={list.error} onRetry={list.reload} />;
  if (list.data === null) return <LoadingText block>{loadingText}</LoadingText>;
  if (empty)
    return <EmptyState compact title={emptyText} text={emptyDetail} headingLevel={emptyHeadingLevel} />;
  return children;
}
