// The content of an artisan's map popup, as SPEC 2 lists it: company name, experience when present, activity radius
// in km, address (street, city, postcode, country), trade names or 'Aucune spécialité', and the 'Voir Artisan' link
// to the public profile; since issue 21 (the map's filters on reviews and RGE) also the « RGE » badge of an artisan
// with an RGE qualification valid today and the average of its published reviews as the trade page's cards write it
// (« 4,3 (6 avis) », or « Pas encore d’avis »), and for a marker that stands at its commune's centre (a listing of
// the registers without a position of its own) « Position approximative : centre de la commune ». Its « Ajouter à ma
// demande (N/3) » puts the artisan in the tab's request selection, shared with the trade page and the profiles.
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { shouldShowAverage } from '@annuaire/shared/domain/rating';
import { hrefs } from '@annuaire/shared/federation/routes';
import { REGISTRE_LISTING_TEXTS } from '@annuaire/shared/contract/registre-listing';
import { RGE_ARTISAN_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import { UrgenceLines } from '@annuaire/shared/ui/urgence-lines';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import type { Loadable } from '../../../utils/loadable';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { areaText } from '../../../utils/coverage-text';
import { addressText, experienceText, specialitesText } from '../utils/artisan-popup-text';
import { DemandeSelectionButton } from '../../../components/demande-selection-button';
import styles from './artisan-popup.module.css';

export const SPECIALITES_UNAVAILABLE = 'Spécialités indisponibles';
export const NO_REVIEWS = 'Pas encore d’avis';

export interface ArtisanPopupProps {
  artisan: ArtisanMarker;
  specialites: Loadable<Specialite[]>;
}

export function ArtisanPopup({ artisan, specialites }: ArtisanPopupProps) {
  const experience = experienceText(artisan.anneeExperience);
  const address = addressText(artisan.adresse);
  let trades: string;
  if (specialites.status === 'success') trades = specialitesText(artisan.specialites, specialites.data);
  else if (specialites.status === 'loading') trades = 'Chargement des spécialités...';
  else trades = SPECIALITES_UNAVAILABLE;

  return (
    <article className={styles.popup} aria-labelledby={`artisan-popup-${artisan.id}`}>
      <h2 id={`artisan-popup-${artisan.id}`} className={styles.name}>
        {artisan.entrepriseNom}
      </h2>
      {artisan.rge ? (
        <p className={styles.badges}>
          <RgeBadge explanation={RGE_ARTISAN_EXPLANATION} />
        </p>
      ) : null}
      <UrgenceLines
        depannageUrgence={artisan.depannageUrgence}
        disponibleSousJours={artisan.disponibleSousJours}
      />
      <ul className={styles.facts}>
        <li>
          {artisan.nombreAvis > 0 && shouldShowAverage(artisan.moyenne) ? (
            <StarRating value={artisan.moyenne} count={artisan.nombreAvis} size="sm" />
          ) : (
            NO_REVIEWS
          )}
        </li>
        {experience ? <li>{experience}</li> : null}
        <li>{areaText(artisan)}</li>
        {address ? <li>{address}</li> : null}
        {artisan.positionApprochee ? <li>{REGISTRE_LISTING_TEXTS.commune}</li> : null}
        <li className={styles.trades}>{trades}</li>
      </ul>
      <Link to={hrefs.artisan(artisan.id)} className={styles.link}>
        Voir Artisan
      </Link>
      {/* The request being put together on the trade page and the profiles: the tab's selection. A listing nobody
          manages has nobody to read a request (its profile says so instead of « Contacter »). */}
      {artisan.geree ? (
        <DemandeSelectionButton
          artisan={{ id: artisan.id, entrepriseNom: artisan.entrepriseNom }}
          size="sm"
          noteClassName={styles.note}
        />
      ) : null}
    </article>
  );
}
