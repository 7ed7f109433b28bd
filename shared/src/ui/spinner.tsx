// Spinner (decorative rotating ring) and LoadingText (a polite status message with a spinner).
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /**
   * Text announced to assistive technologies. Without it the spinner is decorative (hidden), which is right
   * when the surrounding element already says what is loading (a busy button, a LoadingText).
   */
  label?: string;
}

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  if (label) {
    return (
      <span role="status" className={cx(styles.wrapper, className)} {...rest}>
        <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" {...rest} />;
}

export interface LoadingTextProps extends HTMLAttributes<HTMLDivElement> {
  /** The message, e.g. 'Chargement des artisans...'. */
  children?: ReactNode;
  size?: SpinnerSize;
  /** Centres the message in a padded block, for a whole section or page that is loading. */
  block?: boolean;
}

export function LoadingText({
  children = 'Chargement...',
  size = 'md',
  block = false,
  className,
  ...rest
}: LoadingTextProps) {
  return (
    <div role="status" className={cx(styles.loadingText, block && styles.block, className)} {...rest}>
      <Spinner size={size} />
      <span>{children}</span>
    </div>
  );
}
