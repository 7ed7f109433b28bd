// The words of the trade filters (issue 21), the same on the trade page (features/metier, its « Filtres (N) » form)
// and on the map (features/map, its « Filtres (N) » disclosure): « Note minimale » and its options, « Avec avis »,
// « Artisans RGE (qualification valide) », the summary with its count, and what a list says when the filters leave
// nobody. « Seulement les artisans qui interviennent à cette adresse » is COUVRE_LABEL (coverage-text.ts).
import { LIMITS } from '@annuaire/shared/contract/limits';
import { DEPANNAGE_URGENCE_LABEL, URGENCE_LIMITS } from '@annuaire/shared/contract/urgence-texts';

export const NOTE_MIN_LABEL = 'Note minimale';
export const AVEC_AVIS_LABEL = 'Avec avis';
export const RGE_FILTER_LABEL = 'Artisans RGE (qualification valide)';
/** `urgence=1`: the artisans offering the emergency service (the cards' own words). */
export const URGENCE_FILTER_LABEL = DEPANNAGE_URGENCE_LABEL;
/** `dispo=N`: the artisans available within N days. */
export const DISPO_LABEL = 'Disponible sous';

/** The delays offered by « Disponible sous »; one the URL asks for beyond them (dispo=10) is added. */
export const OFFERED_DISPOS: readonly number[] = [3, 7, 15, 30];

/** The options of « Disponible sous »: « Peu importe » (value ''), then « 3 jours »… and the current one. */
export function dispoOptions(current: number | null): { value: string; label: string }[] {
  return offeredOptions(OFFERED_DISPOS, current, 'Peu importe', (day) => `${day} jour${day > 1 ? 's' : ''}`);
}

/**
 * `dispo` as a page URL gives it: a whole number of days within the contract's bounds
 * (URGENCE_LIMITS.disponibleSousJoursMin to Max); anything else is no filter.
 */
export function readDispo(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= URGENCE_LIMITS.disponibleSousJoursMin && days <= URGENCE_LIMITS.disponibleSousJoursMax
    ? days
    : null;
}

/** The way back from filters that left nobody (the trade page's empty state, the map's list). */
export const REMOVE_FILTERS_LABEL = 'Retirer les filtres';
/** What a list says when its filters leave nobody. */
export const FILTERED_EMPTY = 'Aucun artisan ne correspond à ces critères.';

/** The notes offered by « Note minimale »; one the URL asks for beyond them (noteMin=2) is added. */
export const OFFERED_NOTES: readonly number[] = [3, 4, 5];

/** « 3 et plus », « 4 et plus », and « 5 » alone (nothing is above it). */
export function noteLabel(note: number): string {
  return note === LIMITS.starsMax ? String(note) : `${note} et plus`;
}

/** The options of « Note minimale »: « Toutes » (value ''), then the offered notes and the current one. */
export function noteOptions(current: number | null): { value: string; label: string }[] {
  return offeredOptions(OFFERED_NOTES, current, 'Toutes', noteLabel);
}

/**
 * A filter's options: « no filter » first (value ''), then the offered values in order, with the URL's current value
 * among them when it is not one of them, so that the select shows what the page applies.
 */
function offeredOptions(
  offered: readonly number[],
  current: number | null,
  anyLabel: string,
  label: (value: number) => string,
): { value: string; label: string }[] {
  const values =
    current === null || offered.includes(current) ? offered : [current, ...offered].sort((a, b) => a - b);
  return [
    { value: '', label: anyLabel },
    ...values.map((value) => ({ value: String(value), label: label(value) })),
  ];
}

/** `noteMin` as a page URL gives it: one digit from the lowest to the highest note; anything else is no filter. */
export function readNoteMin(value: string | null): number | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const note = Number(value);
  return note >= LIMITS.starsMin && note <= LIMITS.starsMax ? note : null;
}

/** « Filtres », with the number of filters on: « Filtres (2) ». */
export function filtersSummary(count: number): string {
  return count > 0 ? `Filtres (${count})` : 'Filtres';
}
