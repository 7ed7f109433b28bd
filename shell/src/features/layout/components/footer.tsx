// Footer of every page (SPEC 2, "Shared layout"): brand, three link columns, legal links (with how reviews work,
// issue 20, the withdrawal of a listing, RGPD article 21, and the accessibility statement) and the current year.
import { useId } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { IconExternal } from '@annuaire/shared/ui/icons';
import { Logo } from './logo';
import styles from './footer.module.css';

interface FooterLink {
  label: string;
  to: string;
  /** Served by the API, not the router (for example /sitemap.xml): a plain link opening a new tab. */
  external?: boolean;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Plateforme',
    links: [
      { label: 'Nos artisans', to: '/metiers' },
      { label: 'Près de chez moi', to: '/map' },
      { label: 'Nous rejoindre', to: '/join' },
      { label: 'Devenir partenaire', to: '/devenir-partenaire' },
    ],
  },
  {
    title: 'Entreprise',
    links: [
      { label: 'À propos', to: '/about' },
      { label: 'Partenaires', to: '/partenaires' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Ressources',
    links: [
      { label: 'Infos et aides', to: '/infos-et-aides' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Plan du site', to: '/sitemap.xml', external: true },
    ],
  },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "Conditions générales d'utilisation", to: '/cgu' },
  { label: 'Politique de confidentialité', to: '/politique-confidentialite' },
  { label: 'Cookies', to: '/politique-confidentialite#cookies' },
  { label: 'Mentions légales', to: '/cgu#mentions-legales' },
  // What French law asks to be reachable about reviews: how they are collected, checked, ordered and kept.
  { label: 'Comment fonctionnent les avis', to: hrefs.reviewsPolicy() },
  // The right to object (RGPD, article 21) to a listing built from the public registers.
  { label: 'Retirer une fiche de l’annuaire', to: hrefs.retraitFiche() },
  // The wording French law asks for in the footer, with the conformity level of the statement.
  { label: 'Accessibilité : partiellement conforme', to: '/accessibilite' },
];

export function Footer() {
  const newTabId = useId();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.tagline}>
              Trouvez près de chez vous des artisans du bâtiment de confiance, comparez leurs avis et
              contactez-les directement.
            </p>
          </div>

          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.external ? (
                      <a
                        href={link.to}
                        target="_blank"
                        rel="noopener"
                        className={styles.link}
                        aria-describedby={newTabId}
                      >
                        {link.label}
                        <IconExternal size="0.9em" className={styles.externalIcon} />
                      </a>
                    ) : (
                      <Link to={link.to} className={styles.link}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>© {year} Annuaire des artisans</p>
          <nav aria-label="Informations légales">
            <ul className={styles.legal}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={styles.legalLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <span id={newTabId} hidden>
          S&apos;ouvre dans un nouvel onglet
        </span>
      </div>
    </footer>
  );
}
