// POST /api/avis/invitations: the artisan invites a customer to leave a review, by the e-mail typed in « Inviter un
// client à laisser un avis » ({ email }) or as the sender of a request of the inbox ({ demandeId }, « Demander un
// avis »). Sent once, never retried (the client's sendInvitation): a retry would mail the customer twice. Once the
// API took it, the invitation is put at the top of the list at once (so that « Demander un avis » becomes
// « Invitation envoyée le … » without waiting), then the list is asked again (the day's count is the server's).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendInvitation } from '@annuaire/shared/client/avis';
import type { Invitation, InvitationInput, InvitationList } from '@annuaire/shared/contract/avis';
import { queryKeys } from '@annuaire/shared/query/keys';

export const postInvitation = sendInvitation;

/** The list with `created` first (once, even if the list already holds it) and one invitation fewer left today. */
export function withSentInvitation(list: InvitationList, created: Invitation): InvitationList {
  const known = list.invitations.some((invitation) => invitation.id === created.id);
  return {
    invitations: [created, ...list.invitations.filter((invitation) => invitation.id !== created.id)],
    restantesAujourdhui: known ? list.restantesAujourdhui : Math.max(0, list.restantesAujourdhui - 1),
  };
}

export function useSendInvitation(artisanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => postInvitation(input),
    onSuccess: ({ invitation }) => {
      const key = queryKeys.artisanInvitations(artisanId);
      queryClient.setQueryData<InvitationList>(key, (list) =>
        list ? withSentInvitation(list, invitation) : list,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
