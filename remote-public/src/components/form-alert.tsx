// The message under a visitor's form after sending (the site's forms, the requests to artisans): an error (role alert,
// announced when it appears) or a confirmation, which the form puts in a status region that is always present, so
// that it is announced too.
import type { ReactNode } from 'react';
import { IconAlert, IconCheck } from '@annuaire/shared/ui/icons';
import styles from './form-alert.module.css';

interface FormAlertProps {
  tone: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
}

export function FormAlert({ tone, title, children }: FormAlertProps) {
  const Icon = tone === 'error' ? IconAlert : IconCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={tone === 'error' ? styles.error : styles.success}
    >
      <Icon className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        {children ? <p className={styles.text}>{children}</p> : null}
      </div>
    </div>
  );
}
