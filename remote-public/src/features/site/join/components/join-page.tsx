// /join 'NOUS REJOINDRE' (SPEC "Join page"): the three benefits of the network and, beside them, the craftsperson's
// steps: its SIRET first, then its listing to claim, its account to log in to, or the join form (join-steps.tsx).
import type { ReactNode } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { PageLayout } from '../../common/components/page-layout';
import sections from '../../common/components/page-sections.module.css';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { JoinSteps } from './join-steps';
import styles from './join-page.module.css';

export const JOIN_DESCRIPTION =
  'Artisan du bâtiment ? Rejoignez l’Annuaire des artisans : plus de clients grâce à des projets ciblés, un accompagnement personnalisé et une communauté d’artisans reconnus.';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Each benefit's icon is the drawing inside a 24 × 24 stroked SVG. */
export const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Plus de clients grâce à des projets ciblés',
    text: 'Les particuliers vous trouvent par métier et par secteur : vous recevez des demandes qui correspondent à votre savoir-faire et à votre zone d’intervention.',
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="4" />
        <path d="M12 12l6-6M16 6h2v2" />
      </>
    ),
  },
  {
    title: 'Un accompagnement personnalisé',
    text: 'Un interlocuteur dédié vous aide à créer un profil complet et attractif : photos de vos réalisations, certifications, description de votre activité.',
    icon: (
      <>
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
      </>
    ),
  },
  {
    title: 'Rejoignez une communauté d’artisans reconnus',
    text: 'Affichez les avis de vos clients, valorisez vos labels et profitez des remises négociées avec nos partenaires fournisseurs.',
    icon: (
      <>
        <circle cx="8" cy="9" r="3" />
        <circle cx="16" cy="9" r="3" />
        <path d="M2.5 19c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5M13.5 15c.8-.3 1.6-.5 2.5-.5 2.7 0 4.9 1.5 5.5 4.5" />
      </>
    ),
  },
];

export function JoinPage() {
  useSitePageMeta('Nous rejoindre', JOIN_DESCRIPTION);

  return (
    <PageLayout
      eyebrow="Artisans du bâtiment"
      title="NOUS REJOINDRE"
      lead="Plombier, électricien, menuisier, maçon, couvreur… Présentez votre entreprise aux particuliers de votre secteur. Laissez-nous vos coordonnées : nous vous recontactons pour créer votre profil."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Nous rejoindre' }]}
    >
      <div className={styles.grid}>
        <section aria-labelledby="join-benefits" className={styles.benefits}>
          <h2 id="join-benefits" className={sections.sectionTitle}>
            Pourquoi nous rejoindre ?
          </h2>
          <ul role="list" className={styles.list}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.icon}>
                  <Icon>{benefit.icon}</Icon>
                </span>
                <div>
                  <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                  <p className={styles.benefitText}>{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <JoinSteps />
      </div>
    </PageLayout>
  );
}
