// Breadcrumb ("Fil d'Ariane"): 1 to 3 items, the last one being the current page (SPEC 2, 8, 9).
import { useEffect } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import { cx } from './class-names';
import { IconChevronRight } from './icons';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Route of the item; the last item is the current page and is never a link. */
  to?: string;
}

export interface BreadcrumbProps {
  /** Usually starts with { label: 'Accueil', to: '/' }. */
  items: BreadcrumbItem[];
  className?: string;
}

export const BREADCRUMB_MIN_ITEMS = 1;
export const BREADCRUMB_MAX_ITEMS = 3;

export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const valid = items.length >= BREADCRUMB_MIN_ITEMS && items.length <= BREADCRUMB_MAX_ITEMS;

  useEffect(() => {
    if (!valid) {
      console.error(
        `Breadcrumb : il faut entre ${BREADCRUMB_MIN_ITEMS} et ${BREADCRUMB_MAX_ITEMS} éléments, ${items.length} reçu(s).`,
      );
    }
  }, [valid, items.length]);

  if (!valid) return null;

  return (
    <nav aria-label="Fil d'Ariane" className={cx(styles.breadcrumb, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {current || !item.to ? (
                <span
                  className={current ? styles.current : styles.text}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {current ? null : <IconChevronRight size="1em" className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
