// The frame of every page of the site area: breadcrumb, title (the page's only h1), optional lead, then content.
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@annuaire/shared/ui/breadcrumb';
import { cx } from '@annuaire/shared/ui/class-names';
import styles from './page-layout.module.css';

interface PageLayoutProps {
  title: ReactNode;
  /** Text under the title. */
  lead?: ReactNode;
  /** 1 to 3 items; the last one is this page. */
  breadcrumb?: BreadcrumbItem[];
  /** 'full' container (default), 'reading' width for texts, 'form' width for a single small form. */
  width?: 'full' | 'reading' | 'form';
  /** Small line above the title (a category). */
  eyebrow?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function PageLayout({
  title,
  lead,
  breadcrumb,
  width = 'full',
  eyebrow,
  className,
  children,
}: PageLayoutProps) {
  return (
    <div className={cx(styles.page, width !== 'full' && styles[width], className)}>
      {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
