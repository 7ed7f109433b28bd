// /infos-et-aides (SPEC "Info pages"): the topics (homeowner guides, landlord tax guides, FAQ) as an accordion (summary and link to each article) and the
// two official public-service sites.
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import { IconChevronRight, IconExternal } from '@annuaire/shared/ui/icons';
import { ARTICLE_TOPICS } from '../../articles/utils/article-topics';
import { PageLayout } from '../../common/components/page-layout';
import sections from '../../common/components/page-sections.module.css';
import { cx } from '@annuaire/shared/ui/class-names';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { Accordion } from './accordion';
import styles from './infos-page.module.css';

export const INFOS_DESCRIPTION =
  'MaPrimeRénov’, CEE, éco-PTZ, TVA réduite, devis, décennale et RGE, mais aussi fiscalité immobilière, LMNP et DPE : nos guides pour préparer vos travaux et votre investissement locatif.';

export const OFFICIAL_SITES = [
  {
    name: 'Service-Public.fr',
    href: 'https://www.service-public.fr',
    text: 'Le site officiel de l’administration française : vos droits et démarches en matière de logement, de travaux et de location.',
  },
  {
    name: 'impots.gouv.fr',
    href: 'https://www.impots.gouv.fr',
    text: 'Le site de la Direction générale des Finances publiques : déclaration des revenus fonciers et des locations meublées, simulateurs et documentation.',
  },
] as const;

export function InfosPage() {
  useSitePageMeta('Infos et aides', INFOS_DESCRIPTION);

  return (
    <PageLayout
      title="Infos et aides"
      lead="Avant de lancer des travaux ou un investissement locatif, prenez le temps de comprendre les règles : aides à la rénovation, TVA, devis, assurances, régimes fiscaux, diagnostic énergétique. Choisissez un sujet pour en lire l’essentiel."
      width="reading"
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Infos et aides' }]}
    >
      <Accordion
        items={ARTICLE_TOPICS.map((topic) => ({
          id: topic.path.slice(1),
          title: topic.title,
          content: (
            <div className={styles.panel}>
              <p>{topic.summary}</p>
              <Link to={topic.path} className={styles.readMore}>
                Lire l’article<span className="visually-hidden"> : {topic.title}</span>
                <IconChevronRight />
              </Link>
            </div>
          ),
        }))}
      />
      <section aria-labelledby="official-sites" className={cx(sections.section, styles.official)}>
        <h2 id="official-sites" className={sections.sectionTitle}>
          Les sites officiels
        </h2>
        <p className={sections.intro}>
          Pour vérifier une règle ou faire une démarche, référez-vous toujours aux sites du service public :
        </p>
        <ul role="list" className={styles.sites}>
          {OFFICIAL_SITES.map((site) => (
            <li key={site.href} className={styles.site}>
              <a href={site.href} target="_blank" rel="noopener noreferrer" className={styles.siteLink}>
                {site.name}
                <IconExternal size="0.9em" />
                <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
              </a>
              <p>{site.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}
