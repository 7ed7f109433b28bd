// The message of a visitor's form after sending (the site's forms, the requests to artisans): an error (role alert,
// announced when it appears, which a form may also focus) or a confirmation, which the form puts in a status region
// that is always present, so that it is announced too.
import type { ReactNode, Ref } from 'react';
import { IconAlert, IconCheck } from '@annuaire/shared/ui/icons';
import styles from './form-alert.module.css';

interface FormAlertProps {
  tone: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
  /**
   * Given, the alert can take the focus (tabIndex -1) through this ref: a form moves the focus onto its error when
   * no field shows one, so that it is in view and read out.
   */
  focusRef?: Ref<HTMLDivElement>;
}

export function FormAlert({ tone, title, children, focusRef }: FormAlertProps) {
  const Icon = tone === 'error' ? IconAlert : IconCheck;
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
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
