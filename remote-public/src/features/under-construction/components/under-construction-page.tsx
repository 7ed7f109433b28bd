import { useEffect } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import styles from './under-construction-page.module.css';

/** Stand-in for a public page that a later issue builds. */
export function UnderConstructionPage() {
  useEffect(() => {
    document.title = 'Page en cours de construction – Annuaire des artisans';
  }, []);

  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        title="Page en cours de construction"
        text="Cette page sera bientôt disponible. Merci de votre patience !"
        action={<ButtonLink to={hrefs.home()}>Retour à l&apos;accueil</ButtonLink>}
      />
    </div>
  );
}
