import { imageSrcSet } from '@annuaire/shared/domain/images';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { Card } from '@annuaire/shared/ui/card';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import alertStyles from '../../../components/alert.module.css';
import pageStyles from '../../../components/page.module.css';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import styles from './metiers-page.module.css';
import tradePlaceholder from '../assets/trade-placeholder.svg';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';
import { nombreArtisansLabel } from '@annuaire/shared/contract/specialite';

export const METIERS_LOADING = SCREEN_MESSAGES.tradesLoading;
export const METIERS_ERROR = SCREEN_MESSAGES.tradesLoadError;

/**
 * The picture of a trade without an image (the back office allows it): a toolbox on the brand's gradient, in the
 * same 4 / 3 box, so that its card keeps the grid's shape instead of collapsing to its title (issue 22).
 */
export const TRADE_PLACEHOLDER_SRC = tradePlaceholder;

/**
 * /metiers: every trade with at least one artisan as a card (image, name and count) linking to its page; a trade
 * no artisan exercises yet would lead to an empty page, so visitors do not see it until it has one.
 */
export function MetiersPage() {
  const query = useSpecialitesQuery();
  const trades = query.data?.filter((specialite) => specialite.nombreArtisans > 0) ?? [];
  const state = { status: query.status, data: trades };

  usePageMeta(
    `Nos métiers – ${SITE_NAME}`,
    'Tous les corps de métier du bâtiment de l’annuaire : plombiers, électriciens, menuisiers, charpentiers, ' +
      'couvreurs… Choisissez un métier pour trouver un artisan près de chez vous.',
    { canonicalPath: hrefs.metiers() },
  );

  return (
    <div className={pageStyles.page}>
      <Breadcrumb items={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Métiers' }]} />
      <h1 className={pageStyles.title}>Nos métiers</h1>
      {state.status === 'pending' ? <LoadingText block>{METIERS_LOADING}</LoadingText> : null}
      {state.status === 'error' ? (
        <p role="alert" className={alertStyles.alert}>
          {METIERS_ERROR}
        </p>
      ) : null}
      {state.status === 'success' && state.data.length === 0 ? (
        <EmptyState title="Aucun métier disponible pour le moment." />
      ) : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className={styles.grid} role="list">
          {state.data.map((specialite) => (
            <li key={specialite.id}>
              <Card
                title={specialite.metier}
                // Right under the page's h1: a level skipped is an error of HTML checkers and of Lighthouse.
                headingLevel={2}
                footer={nombreArtisansLabel(specialite.nombreArtisans)}
                to={hrefs.metier(specialite.id)}
                image={
                  specialite.pathImg
                    ? {
                        src: specialite.pathImg,
                        srcSet: imageSrcSet(specialite.pathImg) || undefined,
                        sizes: '(min-width: 64rem) 18rem, (min-width: 40rem) 45vw, 90vw',
                      }
                    : { src: TRADE_PLACEHOLDER_SRC }
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
