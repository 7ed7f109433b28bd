// /about (SPEC section 1, "About page"): founded in 2024, the aim of easing contact between artisans and private
// customers, and the three values: transparency, proximity, quality.
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { PageLayout } from '../../common/components/page-layout';
import sections from '../../common/components/page-sections.module.css';
import { cx } from '@annuaire/shared/ui/class-names';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import styles from './about-page.module.css';

export const ABOUT_DESCRIPTION =
  'Fondé en 2024, l’Annuaire des artisans facilite la mise en relation entre les artisans du bâtiment et les particuliers, autour de trois valeurs : transparence, proximité et qualité.';

export const VALUES: { title: string; text: string }[] = [
  {
    title: 'Transparence',
    text: 'Des profils complets et vérifiables : SIRET, zone d’intervention, certifications, photos de chantiers et avis de clients. Vous choisissez en connaissance de cause, sans intermédiaire ni commission cachée.',
  },
  {
    title: 'Proximité',
    text: 'Nous mettons en avant les artisans installés près de chez vous. La carte et la recherche par lieu vous montrent qui intervient dans votre commune, pour des échanges plus simples et des déplacements plus courts.',
  },
  {
    title: 'Qualité',
    text: 'Nous valorisons le savoir-faire : labels et qualifications affichés, réalisations en images, avis de clients. Un artisan reconnu pour son travail est un artisan que l’on recommande.',
  },
];

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Cherchez',
    text: 'Par métier (plombier, électricien, menuisier…) ou par lieu, sur la liste ou sur la carte.',
  },
  {
    title: 'Comparez',
    text: 'Consultez les profils, les réalisations, les certifications et les avis laissés par les clients.',
  },
  {
    title: 'Contactez',
    text: 'Joignez directement l’artisan de votre choix et demandez plusieurs devis : vous restez maître de votre projet.',
  },
];

export function AboutPage() {
  useSitePageMeta('À propos', ABOUT_DESCRIPTION);

  return (
    <PageLayout
      eyebrow="Qui sommes-nous ?"
      title="À propos de l’Annuaire des artisans"
      lead="Trouver un bon artisan près de chez soi ne devrait pas relever du parcours du combattant. Nous avons créé cet annuaire pour rapprocher ceux qui ont un projet de ceux qui savent le réaliser."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'À propos' }]}
    >
      <div className={styles.story}>
        <section aria-labelledby="about-history" className={cx(sections.section, styles.block)}>
          <h2 id="about-history" className={sections.sectionTitle}>
            Notre histoire
          </h2>
          <p>
            L’Annuaire des artisans a été <strong>fondé en 2024</strong> à partir d’un constat simple : les
            particuliers peinent à trouver des artisans disponibles et de confiance, tandis que beaucoup
            d’artisans, très occupés sur leurs chantiers, n’ont ni le temps ni les moyens de soigner leur
            visibilité sur internet.
          </p>
          <p>
            Nous avons donc imaginé un annuaire clair, gratuit pour les particuliers, centré sur les métiers
            du bâtiment, de la rénovation et de l’aménagement : plomberie, électricité, menuiserie, charpente,
            maçonnerie, couverture, peinture et bien d’autres.
          </p>
        </section>
        <section aria-labelledby="about-mission" className={cx(sections.section, styles.block)}>
          <h2 id="about-mission" className={sections.sectionTitle}>
            Notre mission
          </h2>
          <p>
            <strong>Faciliter la mise en relation entre les artisans et les particuliers.</strong> Chaque
            artisan dispose d’un profil professionnel qu’il met à jour lui-même ; chaque particulier peut,
            sans créer de compte, trouver les professionnels de son secteur, comparer leurs réalisations et
            leurs avis, puis les contacter directement.
          </p>
          <p>
            Nous ne prélevons aucune commission sur les travaux et nous n’intervenons pas dans la relation
            entre le client et l’artisan : le devis, le contrat et le chantier restent entre vous.
          </p>
        </section>
      </div>

      <section aria-labelledby="about-values" className={styles.values}>
        <h2 id="about-values" className={sections.sectionTitle}>
          Nos valeurs
        </h2>
        <ul role="list" className={styles.valueList}>
          {VALUES.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-how" className={styles.how}>
        <h2 id="about-how" className={sections.sectionTitle}>
          Comment ça marche ?
        </h2>
        <ol role="list" className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-cta" className={cx(sections.section, sections.panel, styles.cta)}>
        <h2 id="about-cta" className={styles.ctaTitle}>
          Un projet, un savoir-faire ?
        </h2>
        <p>
          Trouvez l’artisan qu’il vous faut, ou faites connaître votre entreprise aux particuliers de votre
          région.
        </p>
        <div className={styles.ctaActions}>
          <ButtonLink to={hrefs.metiers()} variant="primary">
            Trouver un artisan
          </ButtonLink>
          <ButtonLink to={hrefs.join()} variant="accent">
            Nous rejoindre
          </ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}
