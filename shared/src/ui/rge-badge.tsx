// The « RGE » badge (issue 21): an artisan with at least one RGE qualification valid today (ArtisanCard.rge and
// ArtisanPublic.rge, counted by the API) on the trade page's cards and the artisan page's header, and one RGE
// qualification itself in the artisan page's « Normes Acquises » and in the editor's list. The badge says in words what it means (its title,
// and a hidden text for screen readers); given `href`, it is a link (the header's, to the qualifications).
import { IconCheck } from './icons';
import styles from './rge-badge.module.css';

export const RGE_BADGE = 'RGE';
/** An artisan's badge: what it vouches for. */
export const RGE_ARTISAN_EXPLANATION =
  'Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui';
/** A qualification's badge. */
export const RGE_QUALIFICATION_EXPLANATION = 'Reconnu garant de l’environnement : qualification RGE valide';
/** A qualification's mention, whatever its dates (the editor lists expired ones too). */
export const RGE_MENTION_EXPLANATION =
  'Reconnu garant de l’environnement : qualification avec la mention RGE';

export interface RgeBadgeProps {
  explanation: string;
  /** Makes the badge a link (an in-page anchor: `#artisan-normes`). */
  href?: string;
  className?: string;
}

export function RgeBadge({ explanation, href, className }: RgeBadgeProps) {
  const content = (
    <>
      <IconCheck size="1em" />
      {RGE_BADGE}
      <span className="visually-hidden"> ({explanation.charAt(0).toLowerCase() + explanation.slice(1)})</span>
    </>
  );
  const classes = className ? `${styles.badge} ${className}` : styles.badge;
  return href ? (
    <a href={href} className={classes} title={explanation}>
      {content}
    </a>
  ) : (
    <span className={classes} title={explanation}>
      {content}
    </span>
  );
}
