// Pagination: 'Précédent', 'Page X sur Y', 'Suivant', with the buttons disabled at the ends (SPEC 2, trade page).
// Given `hrefFor`, 'Précédent' and 'Suivant' are real links, so that a crawler or a visitor without JavaScript
// can page through a server-rendered list.
import type { MouseEvent, ReactNode } from 'react';
import { Button, ButtonLink } from './button';
import { cx } from './class-names';
import { IconChevronLeft, IconChevronRight } from './icons';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages; nothing is rendered below 1. */
  pageCount: number;
  /**
   * Called with the page asked for. With `hrefFor`, a plain click on a link calls it instead of following the
   * link, so it is `onChange` that navigates, as with the buttons.
   */
  onChange: (page: number) => void;
  /** The address of a page ('?page=2'); 'Précédent' and 'Suivant' then are links to it. */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** A click that opens a new tab or window, or saves the link, is the browser's: the link must behave as one. */
function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface StepProps {
  target: number;
  available: boolean;
  rel: 'prev' | 'next';
  onChange: (page: number) => void;
  hrefFor?: (page: number) => string;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

function Step({ target, available, rel, onChange, hrefFor, iconStart, iconEnd, children }: StepProps) {
  if (hrefFor && available) {
    return (
      <ButtonLink
        to={hrefFor(target)}
        rel={rel}
        variant="secondary"
        size="sm"
        iconStart={iconStart}
        iconEnd={iconEnd}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          // The router's own navigation is skipped: onChange navigates and moves the focus, as the buttons do.
          event.preventDefault();
          onChange(target);
        }}
      >
        {children}
      </ButtonLink>
    );
  }
  // At an end there is nowhere to go: a disabled button, not a link, in both modes. It is not focusable, not
  // followed, and keeps the disabled look without more CSS; in link mode aria-disabled says so as well.
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!available}
      aria-disabled={hrefFor && !available ? true : undefined}
      onClick={() => onChange(target)}
      iconStart={iconStart}
      iconEnd={iconEnd}
    >
      {children}
    </Button>
  );
}

export function Pagination({
  page,
  pageCount,
  onChange,
  hrefFor,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <Step
        target={current - 1}
        available={current > 1}
        rel="prev"
        onChange={onChange}
        hrefFor={hrefFor}
        iconStart={<IconChevronLeft />}
      >
        Précédent
      </Step>
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        Page {current} sur {pageCount}
      </p>
      <Step
        target={current + 1}
        available={current < pageCount}
        rel="next"
        onChange={onChange}
        hrefFor={hrefFor}
        iconEnd={<IconChevronRight />}
      >
        Suivant
      </Step>
    </nav>
  );
}
