import { useEffect, useState } from 'react';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { reloadPage } from '../utils/reload-page';
import styles from './home-page.module.css';

/** /backoffice/admin/home: the entry of the back office, with a way to each management screen. */
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
      <h1 id="backoffice-home-title" className={styles.title}>
        Bienvenue dans l&apos;espace d&apos;administration
      </h1>
      <p className={styles.text}>
        Depuis cet espace, vous gérez les artisans et leurs fiches, les spécialités proposées sur
        l&apos;annuaire, les particuliers et leurs avis, la modération des avis, les comptes utilisateurs,
        ainsi que les demandes transmises aux artisans.
      </p>
      <nav aria-label="Gestion" className={styles.actions}>
        <ButtonLink to={hrefs.backoffice.artisans()}>Gérer les artisans</ButtonLink>
        <ButtonLink to={hrefs.backoffice.specialites()}>Gérer les spécialités</ButtonLink>
        <ButtonLink to={hrefs.backoffice.particuliers()}>Gérer les particuliers</ButtonLink>
        <ButtonLink to={hrefs.backoffice.accounts()}>Gérer les comptes</ButtonLink>
        <ButtonLink to={hrefs.backoffice.messages()} variant="secondary">
          Messages reçus
        </ButtonLink>
        <ButtonLink to={hrefs.backoffice.demandes()} variant="secondary">
          Demandes
        </ButtonLink>
        <ButtonLink to={hrefs.backoffice.avis()} variant="secondary">
          Avis à modérer
        </ButtonLink>
      </nav>
      <Button variant="danger" onClick={logout} loading={leaving}>
        SE DECONNECTER
      </Button>
    </section>
  );
}
