// The French texts of the editor's « Avis clients » that depend on data: days and months (Paris time, « 12 mars
// 2026 », « février 2026 »), an invitation's state in words, the day's remaining invitations, a review's stars in
// words, and which invitation answers « Demander un avis » on a request. Used by the feature's components.
import { AVIS_LIMITS, type Invitation, type InvitationEtat } from '@annuaire/shared/contract/avis';
import { LIMITS } from '@annuaire/shared/contract/limits';
import type { Note } from '@annuaire/shared/contract/note';
import { frenchDay, frenchMonth } from '@annuaire/shared/domain/french-dates';

/** An ISO instant as its day in France (« 12 mars 2026 »); an unreadable date as given. */
export function formatDay(iso: string): string {
  return frenchDay(iso) ?? iso;
}

/** A month `YYYY-MM` in French (« février 2026 »); anything else as given. */
export function formatMonth(month: string): string {
  return frenchMonth(month) ?? month;
}

/** Where an invitation stands, in words. */
export function invitationStateText(invitation: Pick<Invitation, 'etat' | 'dateExpiration'>): string {
  const texts: Record<InvitationEtat, string> = {
    VALIDE: `Lien valable jusqu’au ${formatDay(invitation.dateExpiration)}`,
    UTILISEE: 'Avis déposé',
    EXPIREE: 'Lien expiré',
  };
  return texts[invitation.etat];
}

/** « 12 invitations restantes aujourd’hui », « 1 invitation restante aujourd’hui ». */
export function remainingText(count: number): string {
  const plural = count > 1 ? 's' : '';
  return `${count} invitation${plural} restante${plural} aujourd’hui`;
}

/** The line under the invitation form: what the customer receives, the check, and the law on rewards. */
export const INVITATION_HINT = `Votre client reçoit par e-mail un lien à usage unique, valable ${AVIS_LIMITS.invitationValidityDays} jours. Son avis est vérifié avant publication. Rien ne peut être offert en échange d’un avis.`;

/** A review's stars; a missing count counts 5, as in the averages. */
export function reviewStars(note: Pick<Note, 'nombreEtoiles'>): number {
  return note.nombreEtoiles ?? LIMITS.starsDefault;
}

/** « 4 sur 5 ». */
export function starsText(note: Pick<Note, 'nombreEtoiles'>): string {
  return `${reviewStars(note)} sur ${LIMITS.starsMax}`;
}

/** Newest first by an ISO date, then the higher id (the API's order, kept whatever the answer). */
export function newestFirst<Item extends { id: number }>(
  items: readonly Item[],
  dateOf: (item: Item) => string,
): Item[] {
  return [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || b.id - a.id);
}

/**
 * The invitation that answers a request's « Demander un avis »: the newest sent to that request's sender whose link
 * still works or was used. An expired one leaves the button, so that the customer can be invited again.
 */
export function invitationForDemande(
  invitations: readonly Invitation[],
  demandeId: number,
): Invitation | undefined {
  return newestFirst(
    invitations.filter((invitation) => invitation.demandeId === demandeId && invitation.etat !== 'EXPIREE'),
    (invitation) => invitation.dateEnvoi,
  )[0];
}
