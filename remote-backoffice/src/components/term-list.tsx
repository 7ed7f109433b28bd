// A description list of terms and values, for the back office's read-only modals (an artisan's details, a
// request read whole).
import type { ReactNode } from 'react';
import styles from './term-list.module.css';

export type TermRow = readonly [term: string, value: ReactNode];

export function TermList({ rows }: { rows: readonly TermRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The term's look, for a heading that introduces a value outside the list (a long message). */
export const termClassName = styles.term;
