// The French wording of the « Demandes » screen's figures: an artisan's counts (« 3 demandes, dont 1 non traitée »),
// a request's state, and the newest-first order of the counts and of one artisan's requests. Used by the screen and
// the list of one artisan's requests.
import type { Demande } from '@annuaire/shared/contract/demande';

/** « 1 demande, traitée », « 3 demandes, dont 2 non traitées », « 2 demandes, aucune traitée »… */
export function countsText(total: number, nonTraitees: number): string {
  const demandes = `${total} demande${total > 1 ? 's' : ''}`;
  if (nonTraitees === 0) return total > 1 ? `${demandes}, toutes traitées` : `${demandes}, traitée`;
  if (nonTraitees >= total) return total > 1 ? `${demandes}, aucune traitée` : `${demandes}, non traitée`;
  return `${demandes}, dont ${nonTraitees} non traitée${nonTraitees > 1 ? 's' : ''}`;
}

/** The state as words (never by colour alone). */
export function stateLabel(demande: Pick<Demande, 'traitee'>): string {
  return demande.traitee ? 'Traitée' : 'Non traitée';
}

function time(iso: string): number {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
}

/** A copy, the most recent first by the date `dateOf` reads (the order the API promises, kept whatever it sends). */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => time(dateOf(b)) - time(dateOf(a)));
}
