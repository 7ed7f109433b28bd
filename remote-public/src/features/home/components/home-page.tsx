// Home page (SPEC 2): the hero with the search « Quoi ? Où ? » and the carousel, then the reliability
// section, the services cards and the gallery of four trades. Loaded with the remote (not lazy): it is the landing
// page, so it keeps to what the first paint needs; swiper and the address client come later, on their own.
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useSiteOrigin } from '@annuaire/shared/ssr/page-head';
import { usePageMeta, SITE_NAME } from '../../../hooks/use-page-meta';
import { siteJsonLd } from '../../../utils/site-json-ld';
import { usePublicSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { HomeCarousel } from './home-carousel';
import { HomeSearch } from './home-search';
import { ReliabilitySection } from './reliability-section';
import { ServicesSection } from './services-section';
import { TradesGallery } from './trades-gallery';
import styles from './home-page.module.css';

export const HOME_TITLE = `${SITE_NAME} – Trouvez un artisan près de chez vous`;
export const HOME_DESCRIPTION =
  'Trouvez un artisan du bâtiment près de chez vous : plombiers, électriciens, menuisiers, charpentiers… ' +
  'Comparez les profils et les avis clients, puis contactez-les directement.';

export function HomePage() {
  const trades = usePublicSpecialitesQuery();
  const origin = useSiteOrigin();
  usePageMeta(HOME_TITLE, HOME_DESCRIPTION, { canonicalPath: hrefs.home(), jsonLd: siteJsonLd(origin) });

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 id="home-title" className={styles.title}>
              Trouvez l&apos;artisan qu&apos;il vous faut, près de chez vous
            </h1>
            <p className={styles.intro}>
              Cherchez un métier, un lieu ou les deux, consultez les profils et les avis clients, puis
              contactez directement les artisans de votre région.
            </p>
            <div className={styles.searches}>
              <HomeSearch trades={trades} />
            </div>
            <p className={styles.mapHint}>
              Ou parcourez <Link to={hrefs.map()}>la carte des artisans</Link>.
            </p>
          </div>
          <HomeCarousel />
        </div>
      </section>
      <ReliabilitySection />
      <ServicesSection />
      <TradesGallery trades={trades} />
    </>
  );
}
