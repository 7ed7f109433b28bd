// The French texts of the inbox « Demandes reçues » that depend on figures: the dates of a request (Paris time,
// « le 24 novembre 2026 à 14 h 05 »), the heading's unread count, the median time to handle a request and the rule of
// the badge « Répond rapidement ». Used by the inbox's components (demandes-section.tsx, demandes-link.tsx).
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande';
import { frenchDateTime } from '@annuaire/shared/domain/french-dates';

export const INBOX_TITLE = 'Demandes reçues';

/** Between a number and its unit, so that « 14 h 05 » or « 5 h » never breaks across lines. */
const NBSP = '\u00a0';

/**
 * « le 24 novembre 2026 à 14 h 05 », « le 1er décembre 2026 à 9 h 00 » in Paris time (the one style of every app);
 * an unreadable date as given.
 */
export function formatDateTime(iso: string): string {
  const moment = frenchDateTime(iso);
  return moment === null ? iso : `le ${moment}`;
}

/** The heading of the inbox (and of the link to it): the requests not yet handled, in words. */
export function inboxTitle(nonTraitees: number, total: number): string {
  if (nonTraitees > 0) {
    return `${INBOX_TITLE} (${nonTraitees} non traitée${nonTraitees > 1 ? 's' : ''})`;
  }
  return total > 0 ? `${INBOX_TITLE} (toutes traitées)` : INBOX_TITLE;
}

/**
 * A median time to handle a request: « moins d’une heure », « 5 h » under the badge's threshold (never rounded up
 * to it), « 2 jours » from it on.
 */
export function formatDelai(hours: number): string {
  if (hours < 1) return 'moins d’une heure';
  const threshold = DEMANDE_LIMITS.fastReplyMaxMedianHours;
  if (hours < threshold) return `${Math.min(Math.round(hours), threshold - 1)}${NBSP}h`;
  return `${Math.round(hours / 24)}${NBSP}jours`;
}

/** The rule of the badge, in one sentence, from the contract's limits. */
export const FAST_REPLY_RULE = `Il s’affiche à partir de ${DEMANDE_LIMITS.fastReplyMinRequests} demandes traitées ou en attente depuis plus de ${DEMANDE_LIMITS.fastReplyMaxMedianHours}${NBSP}h, venant d’au moins ${DEMANDE_LIMITS.fastReplyMinSenders} personnes différentes, avec un délai médian de traitement inférieur à ${DEMANDE_LIMITS.fastReplyMaxMedianHours}${NBSP}h. Les demandes envoyées depuis votre compte ou votre adresse e-mail ne comptent pas.`;
