// The French wording of « Demandes de retrait »: the status filter kept in the address (?statut=EN_ATTENTE, so that
// the home page's count links to the waiting ones), and what an acceptance did.
import {
  RETRAIT_STATUTS,
  RETRAIT_STATUT_LABELS,
  type RetraitStatut,
} from '@annuaire/shared/contract/retrait';

export const STATUT_FILTERS: { value: RetraitStatut | ''; label: string }[] = [
  { value: '', label: 'Toutes les demandes' },
  ...RETRAIT_STATUTS.map((statut) => ({ value: statut, label: RETRAIT_STATUT_LABELS[statut] })),
];

/** The status an address names; anything else is every request. */
export function statutOf(params: URLSearchParams): RetraitStatut | undefined {
  const statut = params.get('statut');
  return RETRAIT_STATUTS.find((known) => known === statut);
}

/** « 3 demandes », « 1 demande », « aucune demande ». */
export function countText(total: number): string {
  if (total === 0) return 'Aucune demande';
  return `${total} demande${total > 1 ? 's' : ''}`;
}
