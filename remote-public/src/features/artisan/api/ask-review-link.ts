// POST /api/artisan/{artisanId}/avis-demandes: « Laisser un avis » on the artisan page, the visitor's request for a
// review link mailed to them. Sent once, never retried (the client's askReviewLink): a retry could send a second mail.
import { useMutation } from '@tanstack/react-query';
import { askReviewLink } from '@annuaire/shared/client/avis';
import type { AvisDemandeInput } from '@annuaire/shared/contract/avis';

/** Asks for the review link; nothing cached changes until the review itself is posted. */
export function useAskReviewLink(artisanId: number) {
  return useMutation({ mutationFn: (input: AvisDemandeInput) => askReviewLink(artisanId, input) });
}
