// The words of the trade filters (issue 21), the same on the trade page (features/metier, its « Filtres (N) » form)
// and on the map (features/map, its « Filtres (N) » disclosure): « Note minimale » and its options, « Avec avis »,
// « Artisans RGE (qualification valide) », the summary with its count, and what a list says when the filters leave
// nobody. « Seulement les artisans qui interviennent à cette adresse » is COUVRE_LABEL (coverage-text.ts).
import { LIMITS } from '@annuaire/shared/contract/limits';

export const NOTE_MIN_LABEL = 'Note minimale';
export const AVEC_AVIS_LABEL = 'Avec avis';
export const RGE_FILTER_LABEL = 'Artisans RGE (qualification valide)';

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
  const notes =
    current === null || OFFERED_NOTES.includes(current)
      ? OFFERED_NOTES
      : [current, ...OFFERED_NOTES].sort((a, b) => a - b);
  return [
    { value: '', label: 'Toutes' },
    ...notes.map((note) => ({ value: String(note), label: noteLabel(note) })),
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
