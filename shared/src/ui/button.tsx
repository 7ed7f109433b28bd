// Button and ButtonLink: the design system's action styles (primary, secondary, ghost, danger, accent) in three sizes.
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from '@annuaire/shared/routing/router';
import { cx } from './class-names';
import { Spinner } from './spinner';
import { useHydrated } from '../ssr/use-hydrated';
import styles from './button.module.css';

/** 'accent' (terracotta) is for the few calls to action that must stand out, such as 'NOUS REJOINDRE'. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
}

/** Class names giving any element the look of a button (for example an external `<a>`). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth'> & { className?: string } = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
  /** Label shown while loading, e.g. 'Envoi en cours...'; the normal label stays otherwise. */
  loadingText?: ReactNode;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const element = useRef<HTMLButtonElement | null>(null);
  // On a page rendered on the server, an action button does nothing until the scripts have hydrated it: it says so
  // (aria-disabled, without the disabled look of a flash), and a click that would be lost waits for it in tests.
  const hydrated = useHydrated();
  // Disabling the focused button while its action runs drops the focus on the page's body: once the action is
  // over, a keyboard user gets it back on the button instead of starting again from the top (WCAG 2.4.3).
  const refocus = useRef(false);
  useEffect(() => {
    if (loading || !refocus.current) return;
    refocus.current = false;
    const button = element.current;
    const active = document.activeElement;
    if (button && !button.disabled && (active === null || active === document.body)) button.focus();
  }, [loading]);

  return (
    <button
      ref={(node) => {
        element.current = node;
        assignRef(ref, node);
      }}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={type === 'button' && !hydrated ? true : undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        refocus.current = document.activeElement === event.currentTarget;
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" className={styles.spinner} /> : iconStart}
      <span className={styles.label}>{loading && loadingText ? loadingText : children}</span>
      {!loading && iconEnd}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {}

/** A react-router link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      {iconStart}
      <span className={styles.label}>{children}</span>
      {iconEnd}
    </Link>
  );
}
