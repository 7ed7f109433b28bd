// The filters of « Messages reçus », kept in the address (?type=contact|adhesion&etat=a-traiter|traites) so that the
// home page's counts link to what they count: the type of message and whether an administrator handled it.
import type { StoredMessage } from '@annuaire/shared/contract/message';

export const TYPE_FILTERS = {
  tous: 'Tous les messages',
  contact: 'Messages de contact',
  adhesion: 'Demandes d’adhésion',
} as const;
export type TypeFilter = keyof typeof TYPE_FILTERS;

export const ETAT_FILTERS = { tous: 'Tous', 'a-traiter': 'À traiter', traites: 'Traités' } as const;
export type EtatFilter = keyof typeof ETAT_FILTERS;

export interface MessageFilters {
  type: TypeFilter;
  etat: EtatFilter;
}

/** The filters an address names; anything unknown is « tous ». */
export function filtersOf(params: URLSearchParams): MessageFilters {
  const type = params.get('type');
  const etat = params.get('etat');
  return {
    type: type !== null && Object.hasOwn(TYPE_FILTERS, type) ? (type as TypeFilter) : 'tous',
    etat: etat !== null && Object.hasOwn(ETAT_FILTERS, etat) ? (etat as EtatFilter) : 'tous',
  };
}

/** The query string of these filters: « tous » is left out. */
export function searchOf(filters: MessageFilters): string {
  const params = new URLSearchParams();
  if (filters.type !== 'tous') params.set('type', filters.type);
  if (filters.etat !== 'tous') params.set('etat', filters.etat);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function matchesFilters(message: StoredMessage, { type, etat }: MessageFilters): boolean {
  if (type === 'contact' && message.kind !== 'CONTACT') return false;
  if (type === 'adhesion' && message.kind !== 'JOIN') return false;
  if (etat === 'a-traiter' && message.handledAt !== null) return false;
  if (etat === 'traites' && message.handledAt === null) return false;
  return true;
}
