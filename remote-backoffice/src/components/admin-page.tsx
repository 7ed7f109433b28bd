// AdminPage: the frame of every back-office screen (menu, title, main actions, content, a screen's own back link), so the
// screens look and behave alike. Sets document.title from the screen's title.
import { useEffect, type ReactNode } from 'react';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { BackofficeMenu } from './backoffice-menu';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: ReactNode;
  /** The tab title; the visible title when it is text. */
  documentTitle: string;
  /** Buttons beside the title, such as '+ Ajouter un Artisan'. */
  actions?: ReactNode;
  /** A screen's own back link (an artisan's details back to the list); the menu leads everywhere else. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function AdminPage({ title, documentTitle, actions, back, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${documentTitle} – Back-office – Annuaire des artisans`;
  }, [documentTitle]);

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <BackofficeMenu />
      <header className={styles.header}>
        <h1 id="admin-page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.content}>{children}</div>
      {back ? (
        <footer className={styles.footer}>
          <ButtonLink to={back.to} variant="secondary">
            {back.label}
          </ButtonLink>
        </footer>
      ) : null}
    </section>
  );
}
