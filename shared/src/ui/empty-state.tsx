// EmptyState: an illustrated message for an empty list or a missing page, with an optional action.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import { IconToolbox } from './icons';
import styles from './empty-state.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** Explanatory text under the title. */
  text?: ReactNode;
  /** Decorative icon or illustration; a toolbox by default, `null` for none. */
  icon?: ReactNode;
  /** A button or link, e.g. <ButtonLink to="/">Retour à l'accueil</ButtonLink>. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** Lighter variant without the framed background, for use inside a card or a modal. */
  compact?: boolean;
}

export function EmptyState({
  title,
  text,
  icon,
  action,
  headingLevel = 2,
  compact = false,
  className,
  children,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const visual = icon === undefined ? <IconToolbox size="100%" /> : icon;
  return (
    <div className={cx(styles.empty, compact && styles.compact, className)} {...rest}>
      {visual ? (
        <div className={styles.icon} aria-hidden="true">
          {visual}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
