// AdminForm: a back-office form: no browser validation (the contract's French messages show instead), and the
// error of the whole form, announced, above its fields (under its heading when it has one).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './admin-form.module.css';

export interface AdminFormProps extends ComponentPropsWithoutRef<'form'> {
  error: string | null;
  heading?: ReactNode;
}

export function AdminForm({ error, heading, className, children, ...props }: AdminFormProps) {
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} noValidate {...props}>
      {heading}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </form>
  );
}
