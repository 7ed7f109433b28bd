// /partenaires and /devenir-partenaire, one page (SPEC "Partners page"): the partners by category (Gros œuvre,
// Outillage, Assurance; cards stand for the places still open), the 5 % discount, and how to become a partner.
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

interface PartnerSlot {
  activity: string;
  text: string;
}

export const CATEGORIES: { name: string; intro: string; slots: PartnerSlot[] }[] = [
  {
    name: 'Gros œuvre',
    intro: 'Matériaux de construction pour les fondations, la maçonnerie, la charpente et la couverture.',
    slots: [
      {
        activity: 'Négoce de matériaux',
        text: 'Parpaings, ciment, bois de charpente, tuiles : un réseau d’agences près des chantiers.',
      },
      {
        activity: 'Béton prêt à l’emploi',
        text: 'Centrales à béton et livraison sur chantier, granulats et mortiers.',
      },
    ],
  },
  {
    name: 'Outillage',
    intro: 'Outils électroportatifs, équipements de sécurité et location de matériel de chantier.',
    slots: [
      {
        activity: 'Outillage professionnel',
        text: 'Outils électroportatifs et à main, consommables, équipements de protection individuelle.',
      },
      {
        activity: 'Location de matériel',
        text: 'Échafaudages, mini-pelles, bétonnières et nacelles, à la journée ou à la semaine.',
      },
    ],
  },
  {
    name: 'Assurance',
    intro: 'Les garanties obligatoires et utiles aux entreprises du bâtiment.',
    slots: [
      {
        activity: 'Assurance décennale',
        text: 'La garantie obligatoire des ouvrages pendant dix ans après leur réception.',
      },
      {
        activity: 'Responsabilité civile professionnelle',
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
            <ul role="list" className={styles.cards}>
              {category.slots.map((slot) => (
                <li key={slot.activity} className={styles.card}>
                  <span className={styles.logo} aria-hidden="true">
                    {initials(slot.activity)}
                  </span>
                  <h3 className={styles.cardTitle}>{slot.activity}</h3>
                  <p className={styles.cardText}>{slot.text}</p>
                  <p className={styles.cardStatus}>Partenaire à venir</p>
                </li>
              ))}
            </ul>
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
