import { useEffect, useState } from 'react';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { reloadPage } from '../utils/reload-page';
import { BackofficeMenu } from '../../../components/backoffice-menu';
import { Dashboard } from './dashboard';
import styles from './home-page.module.css';

/** /backoffice/admin/home: the entry of the back office: its dashboard (counts, each a link) and a way to each screen. */
export function HomePage() {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = 'Back-office – Annuaire des artisans';
  }, []);

  async function logout() {
    setLeaving(true);
    await useAuthStore.getState().logout();
    // A full reload drops every remote's in-memory state along with the session.
    reloadPage();
  }

  return (
    <section className={styles.page} aria-labelledby="backoffice-home-title">
      <BackofficeMenu />
      <h1 id="backoffice-home-title" className={styles.title}>
        Bienvenue dans l&apos;espace d&apos;administration
      </h1>
      <p className={styles.text}>
        Depuis cet espace, vous gérez les artisans et leurs fiches, les spécialités proposées sur
        l&apos;annuaire, les particuliers et leurs avis, la modération des avis, les comptes utilisateurs, les
        demandes transmises aux artisans et les demandes de retrait d&apos;une fiche, et vous suivez les
        imports des registres publics.
      </p>
      <Dashboard />
      <nav aria-label="Gestion" className={styles.actions}>
        <ButtonLink to={hrefs.backoffice.artisans()}>Gérer les artisans</ButtonLink>
        <ButtonLink to={hrefs.backoffice.specialites()}>Gérer les spécialités</ButtonLink>
        <ButtonLink to={hrefs.backoffice.particuliers()}>Gérer les particuliers</ButtonLink>
        <ButtonLink to={hrefs.backoffice.accounts()}>Gérer les comptes</ButtonLink>
        <ButtonLink to={hrefs.backoffice.registresImports()}>Imports des registres</ButtonLink>
        {/* « Messages reçus », « Demandes », « Avis à modérer » and « Demandes de retrait » are the dashboard's
            links, with their counts. */}
      </nav>
      <Button variant="danger" onClick={logout} loading={leaving}>
        SE DECONNECTER
      </Button>
    </section>
  );
}
