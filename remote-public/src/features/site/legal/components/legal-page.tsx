// A legal page whose text is a content/pages/*.md file (/cgu, /politique-confidentialite, /accessibilite,
// /fonctionnement-des-avis): title, date of the last update, the text, and the jump to the section named in the URL
// (#cookies, #mentions-legales, #classement).
import { hrefs } from '@annuaire/shared/federation/routes';
import { MarkdownContent } from '../../common/components/markdown-content';
import { PageLayout } from '../../common/components/page-layout';
import { useHashScroll } from '../../common/hooks/use-hash-scroll';
import { useSitePageMeta } from '../../../../hooks/use-page-meta';
import { formatUpdated, type MarkdownPage } from '../../common/utils/markdown-page';
import styles from './legal-page.module.css';

export function LegalPage({ page }: { page: MarkdownPage }) {
  useSitePageMeta(page.title, page.description);
  useHashScroll();

  return (
    <PageLayout
      title={page.title}
      lead={page.summary}
      width="reading"
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: page.breadcrumb ?? page.title }]}
    >
      {page.updated ? (
        <p className={styles.updated}>
          Dernière mise à jour : <time dateTime={page.updated}>{formatUpdated(page.updated)}</time>
        </p>
      ) : null}
      <MarkdownContent html={page.html} />
    </PageLayout>
  );
}
