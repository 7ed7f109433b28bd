// TableScroll: the box of a table that may be wider than the screen. It scrolls sideways on its own (never the page),
// a shadow at an edge says that more columns lie that way, and the box is a labelled region that takes the keyboard's
// focus while it scrolls, so that the arrow keys reach the hidden columns (WCAG 2.1.1; axe's
// scrollable-region-focusable). A table that fits is no extra tab stop.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './table-scroll.module.css';

export interface TableScrollProps {
  /** The region's accessible name, e.g. « Tableau des imports des registres » (not the name of the page around it). */
  label: string;
  children: ReactNode;
  className?: string;
}

interface Edges {
  /** Columns hidden before the visible part (scrolled), after it (more to scroll). */
  before: boolean;
  after: boolean;
}

/** Below a pixel: the rounding of a fractional width, not a column. */
const SLACK = 1;

export function TableScroll({ label, children, className }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const scrolled = Math.abs(element.scrollLeft);
      const next = { before: scrolled > SLACK, after: hidden - scrolled > SLACK };
      setEdges((current) =>
        current.before === next.before && current.after === next.after ? current : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The table's width changes with the window and with its rows (a page loaded, a row added).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = edges.before || edges.after;
  return (
    <div
      className={cx(
        styles.frame,
        edges.before && styles.moreBefore,
        edges.after && styles.moreAfter,
        className,
      )}
    >
      <div
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={scrolls ? 0 : undefined}
        className={styles.scroller}
      >
        {children}
      </div>
    </div>
  );
}
