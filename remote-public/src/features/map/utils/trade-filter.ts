// The map's trade search (SPEC 2 and 5): accent- and case-insensitive substring on the trade name, the selected
// trade left out of the suggestions, in the API's order.
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery } from '@annuaire/shared/domain/text';

export function tradeSuggestions(
  specialites: readonly Specialite[],
  query: string,
  selectedId: number | null,
): Specialite[] {
  return specialites.filter(
    (specialite) => specialite.id !== selectedId && matchesQuery(specialite.metier, query),
  );
}
