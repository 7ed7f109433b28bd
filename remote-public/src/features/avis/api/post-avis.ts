// POST /api/avis: the customer's review, sent with the token of their invitation's link from /avis/nouveau. Sent
// once, never retried (the client's postAvis): a second try could post the review twice.
import { postAvis } from '@annuaire/shared/client/avis';
import type { AvisInput } from '@annuaire/shared/contract/avis';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

export { postAvis };

/** The review as the API takes it, and the artisan it is about (whose invitations change). */
export interface AvisToSend {
  input: AvisInput;
  artisanId: number;
}

/**
 * Posts a review. It waits for moderation, so no published review changes; what does is the link (now used), the
 * artisan's list of invitations (the editor's) and the back office's reviews to moderate.
 */
export function usePostAvis() {
  return useInvalidatingMutation(
    ({ input }: AvisToSend) => postAvis(input),
    ({ input, artisanId }) => [
      queryKeys.invitation(input.token),
      queryKeys.artisanInvitations(artisanId),
      queryKeys.avisModeration(),
    ],
  );
}
