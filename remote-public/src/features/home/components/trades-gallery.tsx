// Home: the gallery of four fixed trades (plumber, joiner, carpenter, electrician), each opening its own trade page
// (/metier/{id}) once the trades are known, /metiers until then or for a trade the directory lacks. Their pictures
// are the trades' own images from the API when it has them.
import { Link } from '@annuaire/shared/routing/router';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { normalizeText } from '@annuaire/shared/domain/text';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import { InitialPlaceholder } from '../../../components/initial-placeholder';
import cardStyles from '../../../components/link-card.module.css';
import styles from './home-page.module.css';
import { HomeSection } from './home-section';

export const FIXED_TRADES = [
  { metier: 'Plombier', text: 'Installation, dépannage et rénovation de salles de bain.' },
  { metier: 'Menuisier', text: 'Portes, fenêtres, escaliers et agencements sur mesure.' },
  { metier: 'Charpentier', text: 'Charpentes, ossatures bois, extensions et terrasses.' },
  { metier: 'Électricien', text: 'Mises aux normes, tableaux électriques et domotique.' },
] as const;

function tradeNamed(trades: SpecialitesQueryResult, metier: string): Specialite | undefined {
  if (trades.status !== 'success') return undefined;
  const wanted = normalizeText(metier);
  return trades.data.find((specialite) => normalizeText(specialite.metier) === wanted);
}

export function TradesGallery({ trades }: { trades: SpecialitesQueryResult }) {
  return (
    <HomeSection id="home-metiers" title="Des artisans pour tous vos travaux">
      <ul className={styles.trades} role="list">
        {FIXED_TRADES.map((trade) => {
          const found = tradeNamed(trades, trade.metier);
          const image = found?.pathImg ?? null;
          return (
            <li key={trade.metier} className={cardStyles.card}>
              {image ? (
                <ResponsiveImage
                  src={image}
                  alt=""
                  sizes="(min-width: 60em) 18rem, (min-width: 30em) 45vw, 90vw"
                  aspectRatio="4 / 3"
                />
              ) : (
                <InitialPlaceholder name={trade.metier} />
              )}
              <div className={styles.tradeBody}>
                <h3 className={styles.tradeTitle}>
                  <Link to={found ? hrefs.metier(found.id) : hrefs.metiers()} className={cardStyles.link}>
                    {trade.metier}
                  </Link>
                </h3>
                <p className={styles.tradeText}>{trade.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.centered}>
        <ButtonLink to={hrefs.metiers()} variant="secondary">
          Voir tous les métiers
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
