// One info article (SPEC "Info pages"): breadcrumb 'Infos et aides' > the page, the text from content/articles,
// a reminder that it is general information, and the other topics.
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { IconChevronLeft } from '@annuaire/shared/ui/icons';
import { MarkdownContent } from '../../common/components/markdown-content';
import { PageLayout } from '../../common/components/page-layout';
import { useHashScroll } from '../../common/hooks/use-hash-scroll';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { formatUpdated, type MarkdownPage } from '../../common/utils/markdown-page';
import type { ArticlePath } from '../utils/article-loaders';
import { ARTICLE_TOPICS } from '../utils/article-topics';
import styles from './article-page.module.css';

interface ArticlePageProps {
  path: ArticlePath;
  article: MarkdownPage;
}

export function ArticlePage({ path, article }: ArticlePageProps) {
  useSitePageMeta(article.title, article.description);
  useHashScroll();
  const others = ARTICLE_TOPICS.filter((topic) => topic.path !== path);

  return (
    <PageLayout
      eyebrow="Infos et aides"
      title={article.title}
      lead={article.summary}
      width="reading"
      breadcrumb={[
        { label: 'Infos et aides', to: hrefs.infos() },
        { label: article.breadcrumb ?? article.title },
      ]}
    >
      {article.updated ? (
        <p className={styles.updated}>
          Mis à jour le <time dateTime={article.updated}>{formatUpdated(article.updated)}</time>
        </p>
      ) : null}
      <MarkdownContent html={article.html} />
      <aside className={styles.notice} aria-label="Avertissement">
        <p>
          Ces informations générales ne remplacent pas l’avis d’un professionnel (conseiller France Rénov’,
          expert-comptable, notaire, conseiller en gestion de patrimoine). Les règles fiscales et les aides
          évoluent chaque année avec la loi de finances : vérifiez votre situation sur{' '}
          <a href="https://www.impots.gouv.fr" target="_blank" rel="noopener noreferrer">
            impots.gouv.fr<span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
          </a>{' '}
          ou{' '}
          <a href="https://www.service-public.fr" target="_blank" rel="noopener noreferrer">
            service-public.fr<span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
          </a>
          .
        </p>
      </aside>
      <nav aria-labelledby="other-topics" className={styles.others}>
        <h2 id="other-topics" className={styles.othersTitle}>
          Les autres sujets
        </h2>
        <ul role="list" className={styles.list}>
          {others.map((topic) => (
            <li key={topic.path}>
              <Link to={topic.path} className={styles.topic}>
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <ButtonLink to={hrefs.infos()} variant="secondary" iconStart={<IconChevronLeft />}>
          Retour à Infos et aides
        </ButtonLink>
      </div>
    </PageLayout>
  );
}
