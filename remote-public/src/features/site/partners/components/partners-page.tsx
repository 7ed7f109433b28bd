// /partenaires and /devenir-partenaire, one page (SPEC "Partners page"): the partners by category (Gros œuvre,
// Outillage, Assurance), the 5 % discount, and how to become a partner. A category shows cards only for signed
// partners: placeholder cards promised a discount nobody gave, so until then it names the activities sought.
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { PageLayout } from '../../common/components/page-layout';
import sections from '../../common/components/page-sections.module.css';
import { cx } from '@annuaire/shared/ui/class-names';
import { useHashScroll } from '../../common/hooks/use-hash-scroll';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import styles from './partners-page.module.css';

export const PARTNERS_DESCRIPTION =
  'Les partenaires de l’Annuaire des artisans en gros œuvre, outillage et assurance : 5 % de remise pour les artisans du réseau. Fournisseurs et assureurs, devenez partenaire.';

export const BECOME_PARTNER_ID = 'devenir-partenaire';

export interface Partner {
  name: string;
  text: string;
}

export interface PartnerCategory {
  name: string;
  intro: string;
  /** Signed partners, shown as cards; none yet. */
  partners: Partner[];
  /** The activities sought while the category has no partner. */
  sought: Partner[];
}

export const CATEGORIES: PartnerCategory[] = [
  {
    name: 'Gros œuvre',
    intro: 'Matériaux de construction pour les fondations, la maçonnerie, la charpente et la couverture.',
    partners: [],
    sought: [
      {
        name: 'Négoce de matériaux',
        text: 'Parpaings, ciment, bois de charpente, tuiles : un réseau d’agences près des chantiers.',
      },
      {
        name: 'Béton prêt à l’emploi',
        text: 'Centrales à béton et livraison sur chantier, granulats et mortiers.',
      },
    ],
  },
  {
    name: 'Outillage',
    intro: 'Outils électroportatifs, équipements de sécurité et location de matériel de chantier.',
    partners: [],
    sought: [
      {
        name: 'Outillage professionnel',
        text: 'Outils électroportatifs et à main, consommables, équipements de protection individuelle.',
      },
      {
        name: 'Location de matériel',
        text: 'Échafaudages, mini-pelles, bétonnières et nacelles, à la journée ou à la semaine.',
      },
    ],
  },
  {
    name: 'Assurance',
    intro: 'Les garanties obligatoires et utiles aux entreprises du bâtiment.',
    partners: [],
    sought: [
      {
        name: 'Assurance décennale',
        text: 'La garantie obligatoire des ouvrages pendant dix ans après leur réception.',
      },
      {
        name: 'Responsabilité civile professionnelle',
        text: 'Les dommages causés aux clients ou aux tiers pendant les travaux.',
      },
    ],
  },
];

function initials(text: string): string {
  return text
    .split(/[\s’']+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function PartnersPage() {
  useSitePageMeta('Nos partenaires', PARTNERS_DESCRIPTION);
  useHashScroll();

  return (
    <PageLayout
      title="Nos partenaires"
      lead="Nous sélectionnons des fournisseurs et des assureurs reconnus pour accompagner les artisans du réseau au quotidien, à des conditions négociées."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Partenaires' }]}
    >
      <div className={styles.discount}>
        <p className={styles.discountValue} aria-hidden="true">
          -5 %
        </p>
        <div>
          <h2 className={styles.discountTitle}>5 % de remise chez nos partenaires</h2>
          <p>
            Les artisans référencés dans l’annuaire bénéficient de 5 % de remise chez nos partenaires, sur
            présentation de leur profil professionnel.
          </p>
        </div>
        <ButtonLink
          to={`${hrefs.partners()}#${BECOME_PARTNER_ID}`}
          variant="accent"
          className={styles.discountCta}
        >
          Devenir partenaire
        </ButtonLink>
      </div>

      {CATEGORIES.map((category, index) => {
        const headingId = `partner-category-${index}`;
        return (
          <section
            key={category.name}
            aria-labelledby={headingId}
            className={cx(sections.section, styles.category)}
          >
            <h2 id={headingId} className={sections.sectionTitle}>
              {category.name}
            </h2>
            <p className={sections.intro}>{category.intro}</p>
            {category.partners.length > 0 ? (
              <ul role="list" className={styles.cards}>
                {category.partners.map((partner) => (
                  <li key={partner.name} className={styles.card}>
                    <span className={styles.logo} aria-hidden="true">
                      {initials(partner.name)}
                    </span>
                    <h3 className={styles.cardTitle}>{partner.name}</h3>
                    <p className={styles.cardText}>{partner.text}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.sought}>
                Nous recherchons nos premiers partenaires dans cette catégorie :{' '}
                {category.sought.map((activity) => activity.name.toLowerCase()).join(', ')}.
              </p>
            )}
          </section>
        );
      })}

      <section
        id={BECOME_PARTNER_ID}
        aria-labelledby="become-partner-title"
        className={cx(sections.section, sections.panel, styles.become)}
      >
        <h2 id="become-partner-title" className={sections.sectionTitle}>
          Devenir partenaire
        </h2>
        <p>
          Vous êtes fabricant, négociant, loueur de matériel ou assureur et souhaitez faire connaître votre
          offre aux artisans du bâtiment ? Rejoignez notre programme : votre marque est présentée sur cette
          page et vous proposez 5 % de remise aux artisans du réseau.
        </p>
        <p>
          Écrivez-nous en précisant votre activité et votre zone de couverture : nous revenons vers vous
          rapidement.
        </p>
        <div>
          <ButtonLink to={hrefs.contact()} variant="primary">
            Proposer un partenariat
          </ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}
