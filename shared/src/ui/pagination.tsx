// Pagination: 'Précédent', 'Page X sur Y', 'Suivant', with the buttons disabled at the ends (SPEC 2, trade page).
import { Button } from './button';
import { cx } from './class-names';
import { IconChevronLeft, IconChevronRight } from './icons';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages; nothing is rendered below 1. */
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

export function Pagination({ page, pageCount, onChange, label = 'Pagination', className }: PaginationProps) {
  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        iconStart={<IconChevronLeft />}
      >
        Précédent
      </Button>
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        Page {current} sur {pageCount}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1)}
        iconEnd={<IconChevronRight />}
      >
        Suivant
      </Button>
    </nav>
  );
}
