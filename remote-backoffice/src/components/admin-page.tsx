// AdminPage: the frame of every back-office screen (title, main actions, content, 'Retour à l'accueil'), so the
// screens look and behave alike. Sets document.title from the screen's title.
import { useEffect, type ReactNode } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: ReactNode;
  /** The tab title; the visible title when it is text. */
  documentTitle: string;
  /** Buttons beside the title, such as '+ Ajouter un Artisan'. */
  actions?: ReactNode;
  /** Where the back button goes; the back-office home by default. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function AdminPage({ title, documentTitle, actions, back, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${documentTitle} – Back-office – Annuaire des artisans`;
  }, [documentTitle]);

  const backLink = back ?? { to: hrefs.backoffice.home(), label: "Retour à l'accueil" };
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <header className={styles.header}>
        <h1 id="admin-page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.content}>{children}</div>
      <footer className={styles.footer}>
        <ButtonLink to={backLink.to} variant="secondary">
          {backLink.label}
        </ButtonLink>
      </footer>
    </section>
  );
}
