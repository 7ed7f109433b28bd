// The words of « Intervient chez moi » (issue 21), the same on the trade page's cards (features/metier) and in the
// map's list and popups (features/map): the artisan's area of work, the distance to the chosen point and whether
// the artisan comes there.
import { REGISTRE_LISTING_TEXTS } from '@annuaire/shared/contract/registre-listing';

/** The box that keeps only the artisans whose activity radius covers the point (couvre=1). */
export const COUVRE_LABEL = 'Seulement les artisans qui interviennent à cette adresse';

/**
 * « à 3,4 km » under 10 km (one decimal, a French comma), « à 12 km » beyond; written by hand rather than by
 * toLocaleString, so that the server and the browser write the same text. From a position that is only the
 * commune's centre (contract ArtisanCard.positionApprochee), « à environ 12 km », in whole kilometres: a tenth
 * would claim a precision the position does not have.
 */
export function distanceText(km: number, approximate = false): string {
  if (approximate) return `à environ ${Math.max(1, Math.round(km))} km`;
  const tenths = Math.round(km * 10) / 10;
  const number = tenths < 10 ? tenths.toFixed(1).replace('.', ',') : String(Math.round(km));
  return `à ${number} km`;
}

/**
 * « Rayon d'activité : 20 km »; for a listing nobody manages (contract ArtisanCard.geree), whose radius 0 states no
 * area of work, that the area is unknown.
 */
export function areaText(artisan: { geree: boolean; rayonActivite: number }): string {
  return artisan.geree
    ? `Rayon d'activité : ${artisan.rayonActivite} km`
    : REGISTRE_LISTING_TEXTS.unknownArea;
}

/** Whether the point lies within the artisan's activity radius, in words. */
export function coverageText(couvre: boolean, rayonActivite: number): string {
  return couvre ? COVERS_TEXT : `Hors de sa zone d’intervention (rayon ${rayonActivite} km)`;
}

/** What a card says of an artisan whose activity radius covers the visitor's place. */
export const COVERS_TEXT = 'Intervient chez vous';

/**
 * The artisan's trades on one line, « Plombier · Carreleur », the one a page is about first (`first`, a trade's
 * id): why the artisan is listed there.
 */
export function tradesText(trades: readonly { id: number; metier: string }[], first?: number | null): string {
  const ordered =
    first == null ? trades : [...trades].sort((a, b) => Number(b.id === first) - Number(a.id === first));
  return ordered.map((trade) => trade.metier).join(' · ');
}

/**
 * The line under a list around a place that leads to the artisans whose radius does not reach it: « 3 autres
 * artisans ne se déplacent pas jusqu'à Tulle » (« jusqu'à chez vous » around the browser's position).
 */
export function othersText(count: number, place: string): string {
  const where = place || 'chez vous';
  return count === 1
    ? `1 autre artisan ne se déplace pas jusqu'à ${where}`
    : `${count} autres artisans ne se déplacent pas jusqu'à ${where}`;
}
