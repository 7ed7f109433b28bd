// GET /api/avis/invitations: the invitations to leave a review the signed-in artisan sent, newest first, and how many
// are left today. Read by « Invitations envoyées » and the counter of « Inviter un client à laisser un avis » in the
// editor's « Avis clients », and by « Demander un avis » on each request of the inbox (wired by src/app). The API
// reads the artisan from the session: only the artisan asks for it (an admin does not).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchInvitations } from '@annuaire/shared/client/avis';
import { queryKeys } from '@annuaire/shared/query/keys';

export const getInvitations = fetchInvitations;

export function artisanInvitationsQuery(artisanId: number) {
  return queryOptions({
    queryKey: queryKeys.artisanInvitations(artisanId),
    queryFn: () => getInvitations(),
    // A customer's review turns an invitation into « Avis déposé » at any time, and the day's count starts again at
    // midnight: asked again each time the editor opens and when the tab is shown again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Waits while `enabled` is false (an admin reading the editor: the API answers the artisan's session only). */
export function useArtisanInvitationsQuery(artisanId: number, enabled = true) {
  return useQuery({ ...artisanInvitationsQuery(artisanId), enabled });
}
