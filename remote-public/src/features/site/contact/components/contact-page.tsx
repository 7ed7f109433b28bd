// /contact (SPEC "Contact page"): the contact form, who to write to for what, and the social networks to come.
import { hrefs } from '@annuaire/shared/federation/routes';
import { IconCheck } from '@annuaire/shared/ui/icons';
import { Link } from '@annuaire/shared/routing/router';
import { PageLayout } from '../../common/components/page-layout';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { ContactForm } from './contact-form';
import { SocialLinks } from './social-links';
import styles from './contact-page.module.css';

export const CONTACT_TITLE = 'Contactez-nous';
export const CONTACT_DESCRIPTION =
  'Une question sur l’annuaire, un artisan à trouver ou un profil professionnel à créer ? Écrivez à l’équipe de l’Annuaire des artisans, qui vous répond rapidement.';

export function ContactPage() {
  useSitePageMeta('Contact', CONTACT_DESCRIPTION);

  return (
    <PageLayout
      title={CONTACT_TITLE}
      lead="Une question sur l’annuaire, une remarque sur un artisan ou une demande de partenariat ? Laissez-nous un message : notre équipe vous répond par e-mail ou par téléphone."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Contact' }]}
    >
      <div className={styles.grid}>
        <ContactForm />
        <aside className={styles.aside} aria-label="Informations de contact">
          <section aria-labelledby="contact-help" className={styles.box}>
            <h2 id="contact-help" className={styles.boxTitle}>
              Comment pouvons-nous vous aider ?
            </h2>
            <ul className={styles.points} role="list">
              <li>
                <IconCheck className={styles.check} />
                <span>
                  <strong>Particuliers</strong> : une aide pour trouver un artisan, une question sur un profil
                  ou sur un avis publié.
                </span>
              </li>
              <li>
                <IconCheck className={styles.check} />
                <span>
                  <strong>Artisans</strong> : pour référencer votre entreprise, remplissez plutôt le
                  formulaire <Link to={hrefs.join()}>Nous rejoindre</Link>.
                </span>
              </li>
              <li>
                <IconCheck className={styles.check} />
                <span>
                  <strong>Entreprises</strong> : fournisseurs et assureurs, découvrez notre{' '}
                  <Link to={hrefs.partners()}>programme partenaires</Link>.
                </span>
              </li>
            </ul>
            <p className={styles.delay}>Nous répondons en général sous deux jours ouvrés.</p>
          </section>
          <section aria-labelledby="contact-data" className={styles.box}>
            <h2 id="contact-data" className={styles.boxTitle}>
              Vos données
            </h2>
            <p className={styles.small}>
              Les informations de ce formulaire servent uniquement à vous répondre. Elles ne sont ni publiées
              ni transmises à des tiers. Pour en savoir plus, consultez notre{' '}
              <Link to={hrefs.privacy()}>politique de confidentialité</Link>.
            </p>
          </section>
          <SocialLinks />
        </aside>
      </div>
    </PageLayout>
  );
}
