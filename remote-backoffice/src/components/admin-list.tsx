// AdminList: the rows of a back-office list (a label block and its buttons), with its loading, error and empty
// states and its pages, so every list screen announces them the same way.
import type { ReactNode } from 'react';
import type { ListQuery } from '../utils/list-query';
import { ListState } from './list-state';
import { PagesNav, type PagesState } from './pages-nav';
import styles from './admin-list.module.css';

export interface AdminListProps<T> {
  /** Accessible name of the list, e.g. 'Artisans'. */
  label: string;
  /** The query the rows come from: its loading, error and retry. */
  list: ListQuery<unknown>;
  /** The rows of the current page. */
  items: readonly T[];
  /** The pages and their navigation's name, e.g. 'Pages des artisans'. */
  pages: PagesState | null;
  pagesLabel: string;
  loadingText: string;
  /** The message when there is nothing to show. */
  emptyText: string;
  /** The empty message's heading level (3 for a list inside a dialog). */
  emptyHeadingLevel?: 2 | 3;
  getKey(item: T): string | number;
  renderMain(item: T): ReactNode;
  renderActions(item: T): ReactNode;
}

export function AdminList<T>({
  label,
  list,
  items,
  pages,
  pagesLabel,
  loadingText,
  emptyText,
  emptyHeadingLevel,
  getKey,
  renderMain,
  renderActions,
}: AdminListProps<T>) {
  return (
    <>
      <ListState
        list={list}
        empty={items.length === 0}
        loadingText={loadingText}
        emptyText={emptyText}
        emptyHeadingLevel={emptyHeadingLevel}
      >
        <ul className={styles.list} aria-label={label} aria-busy={list.loading || undefined}>
          {items.map((item) => (
            <li key={getKey(item)} className={styles.row}>
              <div className={styles.main}>{renderMain(item)}</div>
              <div className={styles.actions}>{renderActions(item)}</div>
            </li>
          ))}
        </ul>
      </ListState>
      <PagesNav pages={pages} label={pagesLabel} />
    </>
  );
}
