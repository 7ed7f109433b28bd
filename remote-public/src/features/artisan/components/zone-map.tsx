// « Zone d’intervention » on the public artisan page (artisan-page.tsx, under the contact details): the small map of
// the artisan's area that the API draws (GET /api/artisan/{id}/zone.svg: France's départements, the activity radius,
// the company's position, a scale bar), with the radius and the town in words. Only for an artisan with a position.
// Lazy and below the fold: never the page's largest paint; the same markup on the server and in the browser.
import { useId } from 'react';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import styles from './zone-map.module.css';

/** The image's address: same origin, under the API like every call of the page. */
/**
 * The image's address, versioned by the radius: browsers keep the image an hour, and a new radius must not show the
 * old circle meanwhile (the API ignores the query).
 */
export function zoneImageSrc(artisanId: number, rayonActivite: number): string {
  return `/api/artisan/${artisanId}/zone.svg?r=${rayonActivite}`;
}

/** « 20 km autour de Tulle » (« de l’entreprise » without a town). */
export function zoneText(rayonKm: number, ville: string): string {
  return `${rayonKm} km autour de ${ville.trim() || 'l’entreprise'}`;
}

export function ZoneMap({ artisan }: { artisan: ArtisanPublic }) {
  // Named by its caption (useId: the same id on the server and in the browser).
  const captionId = useId();
  if (artisan.latitude === null || artisan.longitude === null) return null;
  const text = zoneText(artisan.rayonActivite, artisan.adresse.ville);
  return (
    <figure className={styles.zone} aria-labelledby={captionId}>
      <img
        className={styles.image}
        src={zoneImageSrc(artisan.id, artisan.rayonActivite)}
        width={320}
        height={240}
        loading="lazy"
        decoding="async"
        alt={`Zone d’intervention : ${text}`}
      />
      <figcaption id={captionId} className={styles.caption}>{`Rayon d’intervention : ${text}`}</figcaption>
    </figure>
  );
}
