// The brand: a house-and-tools mark and the "Annuaire des artisans" wordmark, linking home (header and footer).
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import styles from './logo.module.css';

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={styles.mark}
    >
      <rect width="40" height="40" rx="11" fill="var(--color-primary-600)" />
      <path
        d="M9 19.5 20 10l11 9.5"
        fill="none"
        stroke="var(--color-ochre-500)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12.5 18v11.5a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5V18"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M17.5 31v-6.5a2.5 2.5 0 0 1 5 0V31" fill="var(--color-accent-600)" />
    </svg>
  );
}

export interface LogoProps {
  /** 'dark' text for light backgrounds (header), 'light' for the dark footer. */
  tone?: 'dark' | 'light';
  className?: string;
}

export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <Link
      to={hrefs.home()}
      className={[styles.logo, tone === 'light' ? styles.light : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <LogoMark />
      <span className={styles.wordmark}>
        <span className={styles.small}>Annuaire des</span> <span className={styles.big}>artisans</span>
      </span>
    </Link>
  );
}
