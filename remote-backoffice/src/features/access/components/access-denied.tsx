// 'Accès refusé': what a signed-in user without the ROLE_ADMIN role sees at a back-office address. The API refuses
// their calls anyway; this only spares them a screen of errors.
import { useEffect } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import styles from './access-denied.module.css';

export function AccessDenied({ artisanId }: { artisanId: number | null }) {
  useEffect(() => {
    document.title = 'Accès refusé – Annuaire des artisans';
  }, []);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        title="Accès refusé"
        text="Le back-office est réservé aux administrateurs de l'annuaire. Votre compte n'a pas accès à cette page."
        action={
          <div className={styles.actions}>
            {artisanId !== null ? <ButtonLink to={hrefs.editor(artisanId)}>Mon profil pro</ButtonLink> : null}
            <ButtonLink to={hrefs.home()} variant="secondary">
              Retour à l&apos;accueil
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
