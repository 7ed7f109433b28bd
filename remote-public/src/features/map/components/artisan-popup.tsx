// The content of an artisan's map popup, exactly as SPEC 2 lists it: company name, experience when present,
// activity radius in km, address (street, city, postcode, country), trade names or 'Aucune spécialité', and the
// 'Voir Artisan' link to the public profile.
import { Link } from '@annuaire/shared/routing/router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { hrefs } from '@annuaire/shared/federation/routes';
import type { Loadable } from '../../../utils/loadable';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { addressText, experienceText, rayonText, specialitesText } from '../utils/artisan-popup-text';
import styles from './artisan-popup.module.css';

export const SPECIALITES_UNAVAILABLE = 'Spécialités indisponibles';

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
      <ul className={styles.facts}>
        {experience ? <li>{experience}</li> : null}
        <li>{rayonText(artisan.rayonActivite)}</li>
        {address ? <li>{address}</li> : null}
        <li className={styles.trades}>{trades}</li>
      </ul>
      <Link to={hrefs.artisan(artisan.id)} className={styles.link}>
        Voir Artisan
      </Link>
    </article>
  );
}
