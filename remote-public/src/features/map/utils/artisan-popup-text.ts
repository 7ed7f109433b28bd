// The texts of an artisan's popup (SPEC 2): experience when present, full address, trade names (its area of work:
// utils/coverage-text.ts, shared with the cards).
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export const NO_SPECIALITE = 'Aucune spécialité';

export function experienceText(anneeExperience: number | null): string | null {
  if (anneeExperience === null) return null;
  return `${anneeExperience} ${anneeExperience > 1 ? 'ans' : 'an'} d'expérience`;
}

/** Street, city, postcode, country, in the spec's order, blanks left out. */
export function addressText(adresse: ArtisanMarker['adresse']): string {
  return [adresse.rue, adresse.ville, adresse.codePostal, adresse.pays]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Trade names in the artisan's order; unknown ids (a trade deleted meanwhile) are skipped. */
export function specialitesText(ids: readonly number[], specialites: readonly Specialite[]): string {
  const names = new Map(specialites.map((specialite) => [specialite.id, specialite.metier]));
  const known = ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return known.length > 0 ? known.join(', ') : NO_SPECIALITE;
}
